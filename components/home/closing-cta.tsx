// The closing call to action (see ClosingCtaView): the server picks its texts.
import { getSiteDetails } from '@/lib/data/settings';
import { ClosingCtaView } from './closing-cta-view';
import { withTypography } from '@/lib/typography/tree';

async function ClosingCtaUntypeset({ title = 'Prêt à donner vie à votre projet ?' }: { title?: string }) {
  const { delays, quoteWhatsappUrl } = await getSiteDetails();
  return (
    <ClosingCtaView
      title={title}
      description="Envoyez-nous votre manuscrit ou votre cahier des charges : nous vous répondons avec un devis détaillé, gratuit et sans engagement."
      points={[
        `Devis gratuit sous ${delays.quote}`,
        'Sans engagement',
        'Tarifs transparents',
        'Plus de 5 ans d’expérience',
      ]}
      whatsappUrl={quoteWhatsappUrl}
    />
  );
}

/** ClosingCta, with French typography on its copy (lib/typography/tree.tsx). */
export const ClosingCta = withTypography(ClosingCtaUntypeset);

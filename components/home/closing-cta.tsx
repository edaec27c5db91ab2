// The closing call to action (see ClosingCtaView): the server picks its texts.
import { getSiteDetails } from '@/lib/data/settings';
import { ClosingCtaView } from './closing-cta-view';
import { withTypography } from '@/lib/typography/tree';

async function ClosingCtaUntypeset({ title = 'Prêt à donner vie à votre projet ?' }: { title?: string }) {
  const { promises, quoteWhatsappUrl } = await getSiteDetails();
  return (
    <ClosingCtaView
      title={title}
      description="Envoyez-nous votre manuscrit ou votre cahier des charges : nous vous répondons avec un devis détaillé, gratuit et sans engagement."
      points={[promises.freeQuote, promises.noCommitment, 'Tarifs transparents', promises.experience].filter(
        (p): p is string => Boolean(p),
      )}
      whatsappUrl={quoteWhatsappUrl}
    />
  );
}

/** ClosingCta, with French typography on its copy (lib/typography/tree.tsx). */
export const ClosingCta = withTypography(ClosingCtaUntypeset);

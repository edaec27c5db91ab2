// The closing call to action (see ClosingCtaView): the server picks its texts.
import { company } from '@/lib/content/company';
import { RESPONSE_TIMES } from '@/lib/content/pricing';
import { ClosingCtaView } from './closing-cta-view';
import { withTypography } from '@/lib/typography/tree';

export const WHY_US = [
  `Devis gratuit sous ${RESPONSE_TIMES.quote}`,
  'Sans engagement',
  'Tarifs transparents',
  'Plus de 5 ans d’expérience',
];

function ClosingCtaUntypeset({ title = 'Prêt à donner vie à votre projet ?' }: { title?: string }) {
  return (
    <ClosingCtaView
      title={title}
      description="Envoyez-nous votre manuscrit ou votre cahier des charges : nous vous répondons avec un devis détaillé, gratuit et sans engagement."
      points={WHY_US}
      whatsappUrl={company.quoteWhatsappUrl}
    />
  );
}

/** ClosingCta, with French typography on its copy (lib/typography/tree.tsx). */
export const ClosingCta = withTypography(ClosingCtaUntypeset);

import { ButtonLink } from '@/components/ui/button-link';
import { CtaSection } from '@/components/ui/cta-section';
import { WhatsAppIcon } from '@/components/ui/icons';
import { company } from '@/lib/content/company';
import { RESPONSE_TIMES } from '@/lib/content/pricing';

export const WHY_US = [`Devis gratuit sous ${RESPONSE_TIMES.quote}`, 'Sans engagement', 'Tarifs transparents', 'Plus de 5 ans d’expérience'];

export function ClosingCta({ title = 'Prêt à donner vie à votre projet ?' }: { title?: string }) {
  return (
    <CtaSection
      title={title}
      description="Envoyez-nous votre manuscrit ou votre cahier des charges : nous vous répondons avec un devis détaillé, gratuit et sans engagement."
      points={WHY_US}
      actions={
        <>
          <ButtonLink href="/contact" size="lg" variant="light">
            Demander un devis gratuit
          </ButtonLink>
          <ButtonLink href={company.quoteWhatsappUrl} size="lg" variant="outline-light" newTab>
            <WhatsAppIcon className="size-5" />
            WhatsApp<span className="sr-only"> (nouvel onglet)</span>
          </ButtonLink>
        </>
      }
    />
  );
}

'use client';
// The closing call to action of the home and service pages. A client component fed two props, so
// its markup travels in the HTML and a cached script, not again in each page's RSC payload.
import { ButtonLink } from '@/components/ui/button-link';
import { CtaSection } from '@/components/ui/cta-section';
import { WhatsAppIcon } from '@/components/ui/whatsapp-icon';

export function ClosingCtaView({
  title,
  points,
  whatsappUrl,
}: {
  title: string;
  points: string[];
  whatsappUrl: string;
}) {
  return (
    <CtaSection
      title={title}
      description="Envoyez-nous votre manuscrit ou votre cahier des charges : nous vous répondons avec un devis détaillé, gratuit et sans engagement."
      points={points}
      actions={
        <>
          <ButtonLink href="/contact" size="lg" variant="light">
            Demander un devis gratuit
          </ButtonLink>
          <ButtonLink href={whatsappUrl} size="lg" variant="outline-light" newTab>
            <WhatsAppIcon className="size-5" />
            WhatsApp<span className="sr-only"> (nouvel onglet)</span>
          </ButtonLink>
        </>
      }
    />
  );
}

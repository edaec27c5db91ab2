'use client';
// The closing call to action of the home and service pages. A client component fed its texts (typeset by the server), so
// its markup travels in the HTML and a cached script, not again in each page's RSC payload.
import { ButtonLink } from '@/components/ui/button-link';
import { CtaSection } from '@/components/ui/cta-section';
import { WhatsAppIcon } from '@/components/icons/whatsapp';

export function ClosingCtaView({
  title,
  description,
  points,
  whatsappUrl,
}: {
  title: string;
  description: string;
  points: string[];
  /** Null when « Réglages » has no number: no WhatsApp button. */
  whatsappUrl: string | null;
}) {
  return (
    <CtaSection
      title={title}
      description={description}
      points={points}
      actions={
        <>
          <ButtonLink href="/contact" size="lg" variant="light">
            Demander un devis gratuit
          </ButtonLink>
          {whatsappUrl && (
            <ButtonLink href={whatsappUrl} size="lg" variant="outline-light" newTab>
              <WhatsAppIcon className="size-5" />
              WhatsApp<span className="sr-only"> (nouvel onglet)</span>
            </ButtonLink>
          )}
        </>
      }
    />
  );
}

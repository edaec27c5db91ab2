// Closing contact block of a service page: e-mail link and messaging-app link (company phone).
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { MailIcon, WhatsAppIcon } from '@/components/icons/site';
import { company } from '@/lib/content/company';
import { unbroken } from '@/lib/format/number';
import { RESPONSE_TIMES } from '@/lib/content/pricing';
import { withTypography } from '@/lib/typography/tree';

type Props = { title?: string; text?: string };

function ContactBoxUntypeset({ title = 'Parlons de votre projet', text }: Props) {
  return (
    <section aria-labelledby="contact-titre" className="bg-white py-16 sm:py-20">
      <Container>
        <div className="mx-auto max-w-4xl rounded-3xl border border-brand-100 bg-brand-50 px-5 py-8 text-center sm:p-12">
          <h2 id="contact-titre" className="text-3xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            {text ??
              `Écrivez-nous par e-mail (réponse sous ${RESPONSE_TIMES.email}) ou sur WhatsApp au ${unbroken(company.phone)} (réponse sous ${RESPONSE_TIMES.whatsapp}). Le devis est gratuit et sans engagement.`}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={company.emailHref} size="lg" className="px-4 sm:px-6">
              <MailIcon className="size-5 shrink-0" />
              <span className="one-line">{company.email}</span>
            </ButtonLink>
            <ButtonLink href={company.quoteWhatsappUrl} size="lg" variant="secondary" newTab>
              <WhatsAppIcon className="size-5" />
              <span className="min-w-0">
                WhatsApp <span className="whitespace-nowrap">{company.phone}</span>
              </span>
              <span className="sr-only"> (nouvel onglet)</span>
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}

/** ContactBox, with French typography on its copy (lib/typography/tree.tsx). */
export const ContactBox = withTypography(ContactBoxUntypeset);

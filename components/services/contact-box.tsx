// Closing contact block of a service page: e-mail link and messaging-app link (« Réglages »).
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { MailIcon, WhatsAppIcon } from '@/components/icons/site';
import { getSiteDetails } from '@/lib/data/settings';
import { unbroken } from '@/lib/format/number';
import { withTypography } from '@/lib/typography/tree';

type Props = { title?: string; text?: string };

async function ContactBoxUntypeset({ title = 'Parlons de votre projet', text }: Props) {
  const site = await getSiteDetails();
  const ways = [
    site.email && `par e-mail (réponse sous ${site.delays.email})`,
    site.whatsapp && `sur WhatsApp au ${unbroken(site.whatsapp)} (réponse sous ${site.delays.whatsapp})`,
  ].filter(Boolean);
  return (
    <section aria-labelledby="contact-titre" className="bg-white py-16 sm:py-20">
      <Container>
        <div className="mx-auto max-w-4xl rounded-3xl border border-brand-100 bg-brand-50 px-5 py-8 text-center sm:p-12">
          <h2 id="contact-titre" className="text-3xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            {text ??
              `${ways.length ? `Écrivez-nous ${ways.join(' ou ')}. ` : ''}Le devis est gratuit et sans engagement.`}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {site.email && site.emailHref && (
              <ButtonLink href={site.emailHref} size="lg" className="px-4 sm:px-6">
                <MailIcon className="size-5 shrink-0" />
                <span className="one-line">{site.email}</span>
              </ButtonLink>
            )}
            {site.whatsapp && site.quoteWhatsappUrl && (
              <ButtonLink href={site.quoteWhatsappUrl} size="lg" variant="secondary" newTab>
                <WhatsAppIcon className="size-5" />
                <span className="min-w-0">
                  WhatsApp <span className="whitespace-nowrap">{site.whatsapp}</span>
                </span>
                <span className="sr-only"> (nouvel onglet)</span>
              </ButtonLink>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}

/** ContactBox, with French typography on its copy (lib/typography/tree.tsx). */
export const ContactBox = withTypography(ContactBoxUntypeset);

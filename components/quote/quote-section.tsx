// « Estimer mon devis » section of the service pages and /contact: the heading and the fallback are
// rendered here (prerendered, typeset); the estimator itself is a lazily loaded island.
import { Section } from '@/components/ui/container';
import { MailIcon } from '@/components/icons/frame';
import { SectionHeading } from '@/components/ui/section-heading';
import { WhatsAppIcon } from '@/components/icons/whatsapp';
import type { ServiceId } from '@/lib/copy/services';
import { getPriceTable } from '@/lib/data/pricing';
import { getSiteDetails } from '@/lib/data/settings';
import { siteUrl } from '@/lib/env';
import { quotePrices } from '@/lib/quote/estimate';
import { withTypography } from '@/lib/typography/tree';
import { QuoteIsland } from './quote-island';

type Props = { service: ServiceId; tone?: 'white' | 'muted' };

async function QuoteSectionUntypeset({ service, tone }: Props) {
  const prices = quotePrices(await getPriceTable());
  const site = await getSiteDetails();
  const fallback = (
    <div className="rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8">
      <p className="text-slate-700">
        Décrivez-nous votre projet : service, formule et quantité. Nous vous répondons avec un devis gratuit.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {site.emailHref && (
          <a href={site.emailHref} className="btn btn-primary btn-md">
            <MailIcon className="size-5" />
            Écrire par e-mail
          </a>
        )}
        {site.quoteWhatsappUrl && (
          <a
            href={site.quoteWhatsappUrl}
            className="btn btn-secondary btn-md"
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon className="size-5" />
            Écrire sur WhatsApp<span className="sr-only"> (nouvel onglet)</span>
          </a>
        )}
      </div>
    </div>
  );
  return (
    <Section tone={tone} labelledBy="estimation-titre" id="estimer">
      <SectionHeading
        id="estimation-titre"
        eyebrow="Estimation"
        title="Estimer mon devis"
        description="Choisissez la formule et la quantité : l’estimation suit nos tarifs publiés, puis envoyez-la par e-mail ou sur WhatsApp."
      />
      <div className="mx-auto mt-12 max-w-5xl">
        <QuoteIsland
          fallback={fallback}
          defaultService={service}
          prices={prices}
          email={site.email}
          phone={site.whatsapp}
          origin={siteUrl('/')}
          beaconUrl="/api/devis"
        />
      </div>
    </Section>
  );
}

/** QuoteSection, with French typography on its copy (lib/typography/tree.tsx). */
export const QuoteSection = withTypography(QuoteSectionUntypeset);

import type { Metadata } from 'next';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { QuoteSection } from '@/components/quote/quote-section';
import { Section } from '@/components/ui/container';
import { ArrowRightIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '@/components/icons/site';
import { PageHero } from '@/components/ui/page-hero';
import { SectionHeading } from '@/components/ui/section-heading';
import { SocialLinks } from '@/components/ui/social-links';
import type { SiteDetails } from '@/lib/copy/company';
import { getSiteDetails } from '@/lib/data/settings';
import { DELAYED_PAGES } from '@/lib/copy/pages';
import { getShownPageTexts } from '@/lib/data/texts';
import { textPageMetadata } from '@/lib/seo/page-search';
import { JsonLd } from '@/lib/seo/json-ld';
import { breadcrumbJsonLd, organizationJsonLd } from '@/lib/seo/structured-data';
import { withTypography } from '@/lib/typography/tree';

export async function generateMetadata(): Promise<Metadata> {
  return textPageMetadata('contact', DELAYED_PAGES.contact((await getSiteDetails()).delays));
}

const CRUMBS = [
  { name: 'Accueil', path: '/' },
  { name: 'Contact', path: '/contact' },
];

const bigLink =
  'group flex h-full flex-col items-start gap-5 rounded-3xl p-6 shadow-sm sm:flex-row sm:p-8 ring-1 transition-shadow hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600';

/** One line of the address: its icon, its label, the value (a link when `href` is given). */
function AddressRow({
  icon: Icon,
  label,
  href,
  className = '',
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  href?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className="flex items-start gap-4">
      <Icon className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <span>
        <span className="block font-semibold text-slate-900">{label}</span>
        {href ? (
          <a
            href={href}
            className={`rounded-sm text-slate-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
          >
            {children}
          </a>
        ) : (
          <span className="text-slate-700">{children}</span>
        )}
      </span>
    </p>
  );
}

async function ContactPage() {
  const [site, hero]: [SiteDetails, { eyebrow: string; title: string; lead: string }] = await Promise.all([
    getSiteDetails(),
    getShownPageTexts('contact'),
  ]);
  return (
    <>
      <JsonLd data={[organizationJsonLd(site), breadcrumbJsonLd(CRUMBS)]} />
      <PageHero breadcrumbs={CRUMBS} eyebrow={hero.eyebrow} title={hero.title} description={<p>{hero.lead}</p>} />

      <Section labelledBy="canaux-titre">
        <h2 id="canaux-titre" className="sr-only">
          Nous écrire
        </h2>
        <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {site.emailHref && (
            <li>
              <a href={site.emailHref} className={`${bigLink} bg-white ring-slate-200`}>
                <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-white">
                  <MailIcon className="size-7" />
                </span>
                <span className="min-w-0">
                  <span className="block text-xl font-bold text-slate-900">Par e-mail</span>
                  <span className="mt-1 block text-[length:min(1em,4.5vw)] font-semibold whitespace-nowrap text-brand-700">
                    {site.email}
                  </span>
                  <span className="mt-3 flex items-center gap-2 text-slate-700">
                    <ClockIcon className="size-4" />
                    Réponse sous {site.delays.email}
                  </span>
                </span>
                <ArrowRightIcon className="ml-auto hidden size-5 shrink-0 self-center text-brand-700 transition-transform group-hover:translate-x-1 sm:block" />
              </a>
            </li>
          )}
          {site.quoteWhatsappUrl && (
            <li>
              <a
                href={site.quoteWhatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={`${bigLink} bg-emerald-50 ring-emerald-200`}
              >
                <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-emerald-700 text-white">
                  <WhatsAppIcon className="size-7" />
                </span>
                <span className="min-w-0">
                  <span className="block text-xl font-bold text-slate-900">Sur WhatsApp</span>
                  <span className="mt-1 block font-semibold whitespace-nowrap text-emerald-800">{site.whatsapp}</span>
                  <span className="mt-3 flex items-center gap-2 text-slate-700">
                    <ClockIcon className="size-4" />
                    Réponse sous {site.delays.whatsapp}
                  </span>
                  <span className="sr-only"> (nouvel onglet)</span>
                </span>
                <ArrowRightIcon className="ml-auto hidden size-5 shrink-0 self-center text-emerald-800 transition-transform group-hover:translate-x-1 sm:block" />
              </a>
            </li>
          )}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="coordonnees-titre">
        <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="coordonnees-titre" align="left" eyebrow="Coordonnées" title="Nos coordonnées" />
            <address className="mt-8 space-y-5 not-italic">
              {site.address.line && (
                <AddressRow icon={MapPinIcon} label="Adresse">
                  {site.address.line}
                </AddressRow>
              )}
              {site.phone && site.phoneHref && (
                <AddressRow icon={PhoneIcon} label="Téléphone" href={site.phoneHref} className="whitespace-nowrap">
                  {site.phone}
                </AddressRow>
              )}
              {site.email && site.emailHref && (
                <AddressRow icon={MailIcon} label="E-mail" href={site.emailHref} className="whitespace-nowrap">
                  {site.email}
                </AddressRow>
              )}
            </address>
          </div>
          <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-xl font-bold text-slate-900">Délais de réponse</h2>
            <dl className="mt-6 divide-y divide-slate-200">
              {[
                { label: 'E-mail', value: `sous ${site.delays.email}` },
                { label: 'WhatsApp', value: `sous ${site.delays.whatsapp}` },
                { label: 'Devis', value: `sous ${site.delays.quote}, gratuit et sans engagement` },
              ].map((row) => (
                <div key={row.label} className="flex justify-between gap-4 py-3">
                  <dt className="font-medium text-slate-900">{row.label}</dt>
                  <dd className="text-right text-slate-700">{row.value}</dd>
                </div>
              ))}
            </dl>
            {site.socials.length > 0 && (
              <>
                <h2 className="mt-10 text-xl font-bold text-slate-900">Suivez-nous</h2>
                <SocialLinks
                  socials={site.socials}
                  className="mt-4 flex flex-wrap gap-3"
                  linkClassName="inline-flex items-center gap-2 rounded-lg bg-slate-100 px-4 py-2 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                  labelled
                />
              </>
            )}
          </div>
        </div>
      </Section>

      <QuoteSection service="book" />
    </>
  );
}

export default withTypography(ContactPage);

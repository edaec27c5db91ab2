import { QuoteBanner } from '@/components/ui/quote-banner';
import { getSiteDetails } from '@/lib/data/settings';
import { getShownPageTexts } from '@/lib/data/texts';
import { getTestimonials } from '@/lib/data/testimonials';
import { breadcrumbJsonLd, JsonLd } from '@/lib/seo';
import { PORTFOLIO_SEO } from './seo';
import { withTypography } from '@/lib/typography/tree';

// The frame of every page of the portfolio (/portfolio, /portfolio/page/{n}): the page's projects and
// their category filter are the children. The layout of /portfolio, rendered by a numbered page itself once it
// knows the page exists (else the site's 404, without this frame).
async function PortfolioListFrame({ children }: { children: React.ReactNode }) {
  const [{ delays }, { statistics }, hero] = await Promise.all([
    getSiteDetails(),
    getTestimonials(),
    getShownPageTexts('portfolio'),
  ]);
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Accueil', path: '/' },
          { name: 'Portfolio', path: PORTFOLIO_SEO.path },
        ])}
      />

      <section className="relative isolate overflow-hidden bg-brand-900 pt-28 pb-16 text-white sm:pt-36 sm:pb-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_90%_-10%,var(--color-brand-500),transparent_60%),radial-gradient(40rem_24rem_at_0%_120%,var(--color-brand-700),transparent_70%)] opacity-90"
        />
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">{hero.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{hero.title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{hero.lead}</p>
        </div>
      </section>

      <section aria-label="Projets" className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
      </section>

      <section aria-label="Chiffres clés" className="border-y border-slate-200 bg-white py-12 sm:py-16">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 sm:px-6 lg:grid-cols-4 lg:px-8">
          {statistics.map((s) => (
            <div key={`${s.value} ${s.label}`} className="flex flex-col-reverse items-center text-center">
              <dt className="mt-2 text-sm font-medium text-slate-600 sm:text-base">{s.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-brand-700 sm:text-5xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="bg-white py-16 sm:py-20">
        <QuoteBanner
          id="portfolio-cta"
          className="mx-4 sm:mx-6 lg:mx-auto lg:max-w-5xl"
          title="Votre projet sera le prochain ?"
          text={`Parlez-nous de votre livre, de votre magazine ou de vos documents : devis gratuit et sans engagement, réponse sous ${delays.quote}.`}
        />
      </div>
    </>
  );
}

export const PortfolioFrame = withTypography(PortfolioListFrame, 'children');

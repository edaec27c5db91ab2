import { HeroActions } from '@/components/services/hero-actions';
import { Container } from '@/components/ui/container';
import { AwardIcon, CheckIcon, ChevronDownIcon, ClockIcon, EuroIcon } from '@/components/icons/site';
import { fillTexts, variablesOf } from '@/lib/copy/text-variables';
import { getSiteDetails } from '@/lib/data/settings';
import { getPageTexts } from '@/lib/data/texts';
import { getPriceTable } from '@/lib/data/pricing';
import { withTypography } from '@/lib/typography/tree';

const WHY_ICONS = [AwardIcon, EuroIcon, ClockIcon];

async function HomeHeroUntypeset() {
  const table = await getPriceTable();
  const site = await getSiteDetails();
  const t = fillTexts(await getPageTexts('home'), variablesOf('home', site, table));
  const promises = [site.promises.experience, site.promises.freeQuote, site.promises.noCommitment].filter(
    (p): p is string => Boolean(p),
  );
  return (
    <section className="relative -mt-16 overflow-hidden bg-gradient-to-br from-brand-50 via-white to-brand-100/60 pt-16 xl:-mt-20 xl:pt-20">
      <div
        aria-hidden="true"
        className="glow pointer-events-none absolute top-10 -right-40 size-[36rem] text-brand-200/40"
      />
      <div
        aria-hidden="true"
        className="glow pointer-events-none absolute -bottom-40 -left-40 size-[28rem] text-accent-500/10"
      />
      <Container className="relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1fr_26rem] lg:py-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
            {t.eyebrow}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            {t.headline}
            {t.highlight && (
              <>
                {' '}
                <span className="text-brand-700">{t.highlight}</span>
              </>
            )}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-slate-700 sm:text-xl">{t.lead}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <HeroActions />
          </div>
          {promises.length > 0 && (
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
              {promises.map((p) => (
                <li key={p} className="flex items-center gap-2">
                  <CheckIcon className="size-4 text-brand-600" />
                  {p}
                </li>
              ))}
            </ul>
          )}
        </div>
        <aside
          aria-labelledby="pourquoi-titre"
          className="hidden rounded-3xl bg-white/90 p-8 shadow-xl ring-1 shadow-brand-900/10 ring-slate-200 lg:block"
        >
          <h2 id="pourquoi-titre" className="text-xl font-bold text-slate-900">
            {t.whyTitle}
          </h2>
          <ul className="mt-6 space-y-6">
            {t.why.map((w, i) => {
              const Icon = WHY_ICONS[i] ?? AwardIcon;
              return (
                <li key={i} className="flex gap-4">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
                    <Icon className="size-5" />
                  </span>
                  <div>
                    <p className="font-semibold text-slate-900">{w.title}</p>
                    <p className="mt-1 text-sm text-slate-600">{w.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </aside>
      </Container>
      <div className="relative flex justify-center pb-8">
        <a
          href="#services"
          className="flex flex-col items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Découvrir nos services
          <ChevronDownIcon className="size-5" />
        </a>
      </div>
    </section>
  );
}

/** HomeHero, with French typography on its copy (lib/typography/tree.tsx). */
export const HomeHero = withTypography(HomeHeroUntypeset);

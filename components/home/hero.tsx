import { HeroActions } from '@/components/services/hero-actions';
import { Container } from '@/components/ui/container';
import { AwardIcon, CheckIcon, ChevronDownIcon, ClockIcon, EuroIcon } from '@/components/icons/site';
import { formatPrice } from '@/lib/format/number';
import { planIn, type PriceTable } from '@/lib/content/pricing';
import type { Delays } from '@/lib/content/pages';
import { getSiteDetails } from '@/lib/data/settings';
import { getPriceTable } from '@/lib/data/pricing';
import { withTypography } from '@/lib/typography/tree';

const why = (table: PriceTable, delays: Delays) => [
  {
    icon: AwardIcon,
    title: 'Qualité éditoriale',
    text: 'Des maquettistes formés aux règles typographiques de l’édition française.',
  },
  {
    icon: EuroIcon,
    title: 'Tarifs transparents',
    text: `Des prix clairs, à partir de ${formatPrice(planIn(table.book, 'simple').price)} ${planIn(table.book, 'simple').unit}, sans frais cachés.`,
  },
  {
    icon: ClockIcon,
    title: 'Réactivité',
    text: `Un devis sous ${delays.quote} et une réponse WhatsApp sous ${delays.whatsapp}.`,
  },
];

async function HomeHeroUntypeset() {
  const table = await getPriceTable();
  const { delays } = await getSiteDetails();
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
            Studio d’externalisation graphique à Madagascar
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            Mise en page professionnelle pour <span className="text-brand-700">éditeurs, auteurs et entreprises</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-slate-700 sm:text-xl">
            Livres, magazines, documents Word, conception graphique et saisie OCR : une équipe francophone dédiée, des
            tarifs transparents et un devis gratuit sous {delays.quote}.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <HeroActions />
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
            {['Plus de 5 ans d’expérience', `Devis gratuit sous ${delays.quote}`, 'Sans engagement'].map((t) => (
              <li key={t} className="flex items-center gap-2">
                <CheckIcon className="size-4 text-brand-600" />
                {t}
              </li>
            ))}
          </ul>
        </div>
        <aside
          aria-labelledby="pourquoi-titre"
          className="hidden rounded-3xl bg-white/90 p-8 shadow-xl ring-1 shadow-brand-900/10 ring-slate-200 lg:block"
        >
          <h2 id="pourquoi-titre" className="text-xl font-bold text-slate-900">
            Pourquoi nous choisir ?
          </h2>
          <ul className="mt-6 space-y-6">
            {why(table, delays).map((w) => (
              <li key={w.title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
                  <w.icon className="size-5" />
                </span>
                <div>
                  <p className="font-semibold text-slate-900">{w.title}</p>
                  <p className="mt-1 text-sm text-slate-600">{w.text}</p>
                </div>
              </li>
            ))}
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

import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { ClosingCta } from '@/components/home/closing-cta';
import { HeroActions } from '@/components/services/hero-actions';
import { PlanSummary } from '@/components/services/plan-summary';
import { QuoteBox } from '@/components/services/quote-box';
import { ServiceCard } from '@/components/services/service-card';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/container';
import { getSiteDetails } from '@/lib/data/settings';
import { getPageTexts } from '@/lib/data/texts';
import { fillTexts, siteVariables } from '@/lib/copy/text-variables';
import { FeatureGrid } from '@/components/ui/feature-grid';
import {
  ArrowRightIcon,
  AwardIcon,
  ClockIcon,
  EuroIcon,
  GlobeIcon,
  LayoutIcon,
  ShieldIcon,
  SparklesIcon,
  TrendingUpIcon,
  UsersIcon,
} from '@/components/icons/site';
import { Reveal } from '@/components/ui/motion';
import { PageHero } from '@/components/ui/page-hero';
import { RevealList } from '@/components/ui/reveal-list';
import { SectionHeading } from '@/components/ui/section-heading';
import { TitledSection } from '@/components/ui/titled-section';
import { pricedPages } from '@/lib/copy/pages';
import { getPriceTable } from '@/lib/data/pricing';
import { SERVICES } from '@/lib/copy/services';
import { JsonLd } from '@/lib/seo/json-ld';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/seo/structured-data';
import { textPageMetadata } from '@/lib/seo/page-search';
import { withTypography } from '@/lib/typography/tree';

export async function generateMetadata(): Promise<Metadata> {
  return textPageMetadata('services', pricedPages(await getPriceTable(), (await getSiteDetails()).delays).services);
}

const CRUMBS = [
  { name: 'Accueil', path: '/' },
  { name: 'Services', path: '/services' },
];

const LAYOUT_FAMILY = [SERVICES.book, SERVICES.magazine, SERVICES.word, SERVICES['text-entry']];

const BENEFIT_ICONS = [EuroIcon, ClockIcon, AwardIcon, TrendingUpIcon, SparklesIcon, GlobeIcon];
const REASON_ICONS = [UsersIcon, ShieldIcon, LayoutIcon];
const withIcons = (cards: { title: string; text: string }[], icons: typeof REASON_ICONS) =>
  cards.map((c, i) => ({ ...c, icon: icons[i % icons.length]! }));

async function ServicesPage() {
  const table = await getPriceTable();
  const site = await getSiteDetails();
  const { delays } = site;
  const t = fillTexts(await getPageTexts('services'), siteVariables(site));
  return (
    <>
      <JsonLd
        data={[
          serviceJsonLd({
            name: 'Services de mise en page et de conception graphique',
            description: pricedPages(table, delays).services.description,
            path: '/services',
            serviceType: 'Mise en page',
            offers: [table.book[0]!, table.magazine[0]!, table.word[0]!, table.graphic[0]!].map((p) => ({
              name: p.name,
              price: p.price,
              unit: p.unit,
            })),
          }),
          breadcrumbJsonLd(CRUMBS),
        ]}
      />
      <PageHero
        breadcrumbs={CRUMBS}
        eyebrow="Nos services"
        title={t.title}
        description={t.lead}
        actions={<HeroActions />}
      />

      <Section labelledBy="mise-en-page-titre">
        <SectionHeading
          id="mise-en-page-titre"
          eyebrow="Mise en page et saisie"
          title="Mise en page de livres et de documents"
          description="Du roman au magazine, du document Word au manuscrit à numériser : des fichiers propres, fidèles et prêts à publier."
        />
        <RevealList
          items={LAYOUT_FAMILY}
          className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2"
          render={(service) => <ServiceCard service={service} />}
        />
      </Section>

      <Section tone="muted" labelledBy="graphisme-titre">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="graphisme-titre"
              align="left"
              eyebrow="Conception graphique"
              title="Couvertures, brochures et catalogues"
              description={SERVICES.graphic.description}
            />
            <ButtonLink href={SERVICES.graphic.href} className="mt-8" variant="primary">
              Découvrir la conception graphique
              <ArrowRightIcon className="size-4" />
            </ButtonLink>
          </div>
          <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
            {table.graphic.map((plan, i) => (
              <Reveal
                as="li"
                index={i}
                key={plan.id}
                className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <h3 className="font-semibold text-slate-900">{plan.name}</h3>
                <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </Section>

      <TitledSection
        id="tarifs-titre"
        eyebrow="Tarifs"
        title={t.pricingTitle}
        description={t.pricingDescription}
        bodyClassName="mt-12 grid gap-6 lg:grid-cols-3"
        after={<QuoteBox />}
      >
        <PlanSummary title="Livres" href={SERVICES.book.href} plans={table.book} note="Prix par ouvrage" />
        <PlanSummary title="Magazines" href={SERVICES.magazine.href} plans={table.magazine} note="Prix par page" />
        <PlanSummary title="Documents Word" href={SERVICES.word.href} plans={table.word} note="Prix par document" />
      </TitledSection>

      <TitledSection id="avantages-titre" tone="muted" eyebrow="Externalisation" title={t.benefitsTitle}>
        <FeatureGrid features={withIcons(t.benefits, BENEFIT_ICONS)} />
      </TitledSection>

      <TitledSection
        id="raisons-titre"
        eyebrow="Pourquoi nous"
        title={t.reasonsTitle}
        after={
          <p className="mt-10 text-center text-slate-600">
            Une question ?{' '}
            <Link
              href="/contact"
              className="rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Contactez-nous
            </Link>
            , nous répondons sous {delays.email}.
          </p>
        }
      >
        <FeatureGrid features={withIcons(t.reasons, REASON_ICONS)} />
      </TitledSection>

      <ClosingCta title={t.ctaTitle} />
    </>
  );
}

export default withTypography(ServicesPage);

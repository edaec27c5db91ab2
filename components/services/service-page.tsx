// The five service pages' one template: hero with its « En bref » facts, then the page's blocks in the
// order its configuration gives (process, examples, prices, advantages, and sections of its own written in
// code), the estimator and the contact box. The copy comes from « Textes du site » (lib/copy/site-texts.ts),
// the prices from « Tarifs », the reply delays from « Réglages »; sections alternate white and grey.
import type { Metadata } from 'next';
import { Fragment, type ComponentProps, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { QuoteSection } from '@/components/quote/quote-section';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { TitledSection } from '@/components/ui/titled-section';
import type { Section } from '@/components/ui/container';
import { pricedPages, type PageInfo } from '@/lib/copy/pages';
import type { Plan, PriceTable } from '@/lib/copy/pricing';
import { SERVICES, type ServiceId } from '@/lib/copy/services';
import type { SiteDetails } from '@/lib/copy/company';
import type { SiteTexts } from '@/lib/copy/site-texts';
import { fillTexts, variablesOf } from '@/lib/copy/text-variables';
import { getPriceTable } from '@/lib/data/pricing';
import { getSiteDetails } from '@/lib/data/settings';
import { getPageTexts } from '@/lib/data/texts';
import { textPageMetadata } from '@/lib/seo/page-search';
import { withTypography } from '@/lib/typography/tree';
import { ContactBox } from './contact-box';
import { CrossLink } from './cross-link';
import { ExamplesSection } from './examples-section';
import type { ServiceProjectsSource } from './service-projects';
import type { Fact } from './hero-facts';
import { PriceTable as PriceTableView } from './price-table';
import { PricingCards } from './pricing-cards';
import { ProcessSection } from './process-steps';
import { QuoteBox } from './quote-box';
import { ServiceHero } from './service-hero';
import { ServiceStructuredData } from './service-structured-data';

type Tone = ComponentProps<typeof Section>['tone'];
type Icon = ComponentType<SVGProps<SVGSVGElement>>;
type Link = { text: string; href: string; label: string };
/** Every service page's texts (the fields a page lacks are absent). */
type Texts = Partial<SiteTexts['book'] & SiteTexts['magazine'] & SiteTexts['text-entry'] & SiteTexts['graphic']> &
  SiteTexts['word'];
type Context = { plans: Plan[]; site: SiteDetails; tone: Tone };

export type ServicePageConfig = {
  service: ServiceId;
  /** The page's metadata entry (pricedPages), whose description quotes its prices. */
  info: keyof ReturnType<typeof pricedPages>;
  facts: (plans: Plan[], site: SiteDetails) => Fact[];
  portfolioLabel?: string;
  /** The blocks between the hero and the estimator, in order; a function is a section of the page's own. */
  blocks: ('process' | 'examples' | 'pricing' | 'features' | ((c: Context) => ReactNode))[];
  pricing: { view: 'cards' | 'table'; caption?: string; quoteBox?: boolean; crossLink?: Link };
  features?: { icons: Icon[]; crossLink?: Link };
};

const toneAt = (i: number): Tone => (i % 2 === 0 ? undefined : 'muted');

/** The page's metadata, with its current prices. */
export function serviceMetadata(config: ServicePageConfig): () => Promise<Metadata> {
  return async () => textPageMetadata(config.service, pricedPages(await getPriceTable())[config.info] as PageInfo);
}

export function servicePage(config: ServicePageConfig) {
  const service = SERVICES[config.service];

  function block(b: ServicePageConfig['blocks'][number], t: Texts, c: Context, key: number): ReactNode {
    const { plans, tone } = c;
    if (typeof b === 'function') return <Fragment key={key}>{b(c)}</Fragment>;
    if (b === 'process')
      return (
        <ProcessSection key={key} steps={t.steps ?? []} description={t.stepsDescription || undefined} tone={tone} />
      );
    if (b === 'examples')
      return (
        <ExamplesSection
          key={key}
          source={config.service as ServiceProjectsSource}
          title={t.examplesTitle}
          emptyText={t.examplesEmpty}
          tone={tone}
        />
      );
    if (b === 'features') {
      const icons = config.features?.icons ?? [];
      const link = config.features?.crossLink;
      return (
        <TitledSection
          key={key}
          id="avantages-titre"
          tone={tone}
          eyebrow={t.featuresEyebrow ?? ''}
          title={t.featuresTitle ?? ''}
          after={link && <CrossLink {...link} />}
        >
          <FeatureGrid features={(t.features ?? []).map((f, i) => ({ ...f, icon: icons[i % icons.length]! }))} />
        </TitledSection>
      );
    }
    const { view, caption, quoteBox, crossLink } = config.pricing;
    return (
      <TitledSection
        key={key}
        id="tarifs-titre"
        tone={tone}
        eyebrow={t.pricingEyebrow}
        title={t.pricingTitle}
        description={t.pricingDescription}
        bodyClassName={view === 'table' ? 'mx-auto mt-12 max-w-5xl' : undefined}
        after={
          (quoteBox || crossLink) && (
            <>
              {quoteBox && <QuoteBox text={t.quoteText || undefined} />}
              {crossLink && <CrossLink {...crossLink} />}
            </>
          )
        }
      >
        {view === 'table' ? (
          <PriceTableView plans={plans} caption={caption ?? t.pricingTitle} />
        ) : (
          <PricingCards plans={plans} />
        )}
      </TitledSection>
    );
  }

  async function ServicePage() {
    const table: PriceTable = await getPriceTable();
    const site = await getSiteDetails();
    const plans = table[config.service];
    const t = fillTexts((await getPageTexts(config.service)) as Texts, variablesOf(config.service, site, table));
    const last = toneAt(config.blocks.length - 1);
    return (
      <>
        <ServiceStructuredData
          service={service}
          plans={plans}
          description={(pricedPages(table)[config.info] as PageInfo).description}
        />
        <ServiceHero
          service={service}
          title={t.title}
          facts={config.facts(plans, site)}
          portfolioLabel={config.portfolioLabel}
        >
          {t.lead}
        </ServiceHero>
        {config.blocks.map((b, i) => block(b, t, { plans, site, tone: toneAt(i) }, i))}
        <QuoteSection service={config.service} tone={last === 'muted' ? 'white' : 'muted'} />
        <ContactBox title={t.contactTitle} />
      </>
    );
  }
  return withTypography(ServicePage);
}

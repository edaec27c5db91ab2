import type { Metadata } from 'next';
import { ClosingCta } from '@/components/home/closing-cta';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/container';
import { TitledSection } from '@/components/ui/titled-section';
import { FeatureGrid } from '@/components/ui/feature-grid';
import {
  AwardIcon,
  BookIcon,
  ChatIcon,
  CheckCircleIcon,
  GlobeIcon,
  LightbulbIcon,
  UsersIcon,
} from '@/components/icons/site';
import { Reveal } from '@/components/ui/motion';
import { PageHero } from '@/components/ui/page-hero';
import { SectionHeading } from '@/components/ui/section-heading';
import { getSiteDetails } from '@/lib/data/settings';
import { PAGES } from '@/lib/copy/pages';
import { fillTexts, siteVariables } from '@/lib/copy/text-variables';
import { getTestimonials } from '@/lib/data/testimonials';
import { getPageTexts } from '@/lib/data/texts';
import { textPageMetadata } from '@/lib/seo/page-search';
import { JsonLd } from '@/lib/seo/json-ld';
import { breadcrumbJsonLd, organizationJsonLd } from '@/lib/seo/structured-data';
import { withTypography } from '@/lib/typography/tree';

export async function generateMetadata(): Promise<Metadata> {
  return textPageMetadata('about', PAGES.about);
}

const CRUMBS = [
  { name: 'Accueil', path: '/' },
  { name: 'À propos', path: '/a-propos' },
];

const VALUE_ICONS = [AwardIcon, LightbulbIcon];
const COMMITMENT_ICONS = [GlobeIcon, UsersIcon, ChatIcon];

/** Cards of « Textes du site » with the icons the code gives them, by position. */
const withIcons = (cards: { title: string; text: string }[], icons: typeof VALUE_ICONS) =>
  cards.map((c, i) => ({ ...c, icon: icons[i % icons.length]! }));

async function AboutPage() {
  const site = await getSiteDetails();
  const t = fillTexts(await getPageTexts('about'), siteVariables(site));
  const { statistics } = await getTestimonials();
  return (
    <>
      <JsonLd data={[organizationJsonLd(site), breadcrumbJsonLd(CRUMBS)]} />
      <PageHero
        breadcrumbs={CRUMBS}
        eyebrow="À propos"
        title={t.title}
        description={<p>{t.lead}</p>}
        actions={
          <ButtonLink href="/contact" size="lg">
            Nous contacter
          </ButtonLink>
        }
      />

      <Section labelledBy="mission-titre">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="mission-titre" align="left" eyebrow="Notre mission" title={t.missionTitle} />
            <div className="mt-6 space-y-4 text-lg text-slate-700">
              {t.mission.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {statistics.map((stat, i) => (
              <Reveal
                key={stat.label}
                index={i}
                className="flex flex-col-reverse rounded-2xl bg-brand-50 p-6 text-center ring-1 ring-brand-100"
              >
                <dt className="mt-2 text-sm font-medium text-slate-700">{stat.label}</dt>
                <dd className="text-4xl font-bold text-brand-700">{stat.value}</dd>
              </Reveal>
            ))}
          </dl>
        </div>
      </Section>

      <TitledSection
        id="valeurs-titre"
        tone="muted"
        eyebrow="Nos valeurs"
        title={t.valuesTitle}
        bodyClassName="mx-auto mt-12 max-w-4xl"
      >
        <FeatureGrid features={withIcons(t.values, VALUE_ICONS)} columns={2} />
      </TitledSection>

      <Section labelledBy="expertise-titre">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr]">
          <SectionHeading
            id="expertise-titre"
            align="left"
            eyebrow="Expertise éditoriale"
            title={t.expertiseTitle}
            description={t.expertiseLead}
          />
          <ul className="space-y-4">
            {t.expertise.map((item, i) => (
              <li
                key={i}
                className="flex items-start gap-3 rounded-2xl bg-slate-50 p-5 text-slate-700 ring-1 ring-slate-200"
              >
                <BookIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section tone="muted" labelledBy="engagements-titre">
        <SectionHeading id="engagements-titre" eyebrow="Nos engagements" title={t.commitmentsTitle} />
        <div className="mt-12">
          <FeatureGrid features={withIcons(t.commitments, COMMITMENT_ICONS)} />
        </div>
        {t.closing && (
          <p className="mt-10 flex items-center justify-center gap-2 text-center font-medium text-slate-700">
            <CheckCircleIcon className="size-5 text-brand-600" />
            {t.closing}
          </p>
        )}
      </Section>

      <ClosingCta title={t.ctaTitle} />
    </>
  );
}

export default withTypography(AboutPage);

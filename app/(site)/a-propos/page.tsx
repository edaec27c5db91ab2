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
import { company } from '@/lib/content/company';
import { getSiteDetails } from '@/lib/data/settings';
import { PAGES } from '@/lib/content/pages';
import { STATISTICS } from '@/lib/content/testimonials';
import { buildMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/lib/seo/json-ld';
import { breadcrumbJsonLd, organizationJsonLd } from '@/lib/seo/structured-data';
import { withTypography } from '@/lib/typography/tree';

export const metadata: Metadata = buildMetadata(PAGES.about);

const CRUMBS = [
  { name: 'Accueil', path: '/' },
  { name: 'À propos', path: '/a-propos' },
];

const VALUES = [
  {
    icon: AwardIcon,
    title: 'Excellence',
    text: 'Chaque page est relue et contrôlée : nous visons un travail irréprochable, conforme aux exigences des éditeurs les plus attentifs.',
  },
  {
    icon: LightbulbIcon,
    title: 'Innovation',
    text: 'Nous suivons l’évolution des outils (InDesign, OCR, formats numériques) pour vous proposer les méthodes les plus efficaces.',
  },
];

const EXPERTISE = [
  'Règles typographiques françaises : espaces insécables, guillemets, césures, veuves et orphelines',
  'Préparation de fichiers pour l’imprimeur et pour les plateformes d’autoédition',
  'Mise en page de romans, essais, beaux livres, magazines, documents Word et catalogues',
  'Saisie et OCR avec relecture humaine, pour des textes fidèles aux originaux',
];

const CARDS = [
  {
    icon: GlobeIcon,
    title: 'Standards internationaux',
    text: 'Nos fichiers respectent les normes des imprimeurs européens et des grandes plateformes de diffusion.',
  },
  {
    icon: UsersIcon,
    title: 'Équipe dédiée',
    text: 'Un chef de projet et des maquettistes attitrés suivent votre projet du premier au dernier fichier.',
  },
  {
    icon: ChatIcon,
    title: 'Communication fluide',
    text: 'Par e-mail ou WhatsApp, en français, avec un décalage horaire de seulement une à deux heures avec Paris.',
  },
];

async function AboutPage() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(await getSiteDetails()), breadcrumbJsonLd(CRUMBS)]} />
      <PageHero
        breadcrumbs={CRUMBS}
        eyebrow="À propos"
        title="Votre partenaire graphique à Madagascar"
        description={
          <p>
            Depuis {company.foundingYear}, {company.name} accompagne les éditeurs, les auteurs et les entreprises
            d’Europe dans la mise en page, la conception graphique et la saisie de leurs publications, depuis
            Antananarivo.
          </p>
        }
        actions={
          <ButtonLink href="/contact" size="lg">
            Nous contacter
          </ButtonLink>
        }
      />

      <Section labelledBy="mission-titre">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="mission-titre"
              align="left"
              eyebrow="Notre mission"
              title="Rendre la mise en page professionnelle accessible"
            />
            <div className="mt-6 space-y-4 text-lg text-slate-700">
              <p>
                Nous croyons que chaque texte mérite une mise en page soignée, qu’il soit publié par une grande maison
                d’édition ou par un auteur indépendant.
              </p>
              <p>
                Notre studio réunit des maquettistes, des graphistes et des opérateurs de saisie francophones qui
                travaillent exclusivement pour des clients européens, avec des tarifs transparents et des délais tenus.
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {STATISTICS.map((stat, i) => (
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
        title="Excellence et innovation"
        bodyClassName="mx-auto mt-12 max-w-4xl"
      >
        <FeatureGrid features={VALUES} columns={2} />
      </TitledSection>

      <Section labelledBy="expertise-titre">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr]">
          <SectionHeading
            id="expertise-titre"
            align="left"
            eyebrow="Expertise éditoriale"
            title="Le savoir-faire de l’édition"
            description="Nos équipes sont formées aux exigences de l’édition francophone, du manuscrit au fichier final."
          />
          <ul className="space-y-4">
            {EXPERTISE.map((item) => (
              <li
                key={item}
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
        <SectionHeading id="engagements-titre" eyebrow="Nos engagements" title="Travailler avec nous" />
        <div className="mt-12">
          <FeatureGrid features={CARDS} />
        </div>
        <p className="mt-10 flex items-center justify-center gap-2 text-center font-medium text-slate-700">
          <CheckCircleIcon className="size-5 text-brand-600" />
          Plus de 5 ans d’expérience au service de l’édition européenne.
        </p>
      </Section>

      <ClosingCta title="Parlons de votre prochain projet" />
    </>
  );
}

export default withTypography(AboutPage);

import type { Metadata } from 'next';
import { QuoteSection } from '@/components/quote/quote-section';
import { ContactBox } from '@/components/services/contact-box';
import { CrossLink } from '@/components/services/cross-link';
import { ExamplesSection } from '@/components/services/examples-section';
import { PricingCards } from '@/components/services/pricing-cards';
import { ProcessSection } from '@/components/services/process-steps';
import { ServiceHero } from '@/components/services/service-hero';
import { ServiceStructuredData } from '@/components/services/service-structured-data';
import { Section } from '@/components/ui/container';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { IconTile } from '@/components/ui/icon-tile';
import {
  AwardIcon,
  CheckCircleIcon,
  ClockIcon,
  DownloadIcon,
  EuroIcon,
  FileTextIcon,
  HeartIcon,
  LayoutIcon,
  RefreshIcon,
  ShieldIcon,
  UsersIcon,
} from '@/components/icons/site';
import { SectionHeading } from '@/components/ui/section-heading';
import { TitledSection } from '@/components/ui/titled-section';
import { formatPrice } from '@/lib/format/number';
import { pricedPages } from '@/lib/content/pages';
import { getPriceTable } from '@/lib/data/pricing';
import { DELAYS, REVISIONS, delayOf, planIn } from '@/lib/content/pricing';
import { SERVICES } from '@/lib/content/services';
import { buildMetadata } from '@/lib/seo/metadata';
import { withTypography } from '@/lib/typography/tree';

const service = SERVICES.book;

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata(pricedPages(await getPriceTable()).book);
}

const STEPS = [
  {
    title: 'Analyse du manuscrit',
    text: 'Nous étudions votre texte, votre public et vos contraintes d’impression pour définir la structure de l’ouvrage.',
  },
  {
    title: 'Création du gabarit',
    text: 'Format, marges, typographies, styles de titres : nous créons une maquette que vous validez avant la production.',
  },
  {
    title: 'Mise en page',
    text: 'Le texte est composé page à page : veuves et orphelines, césures, notes et illustrations sont traitées avec soin.',
  },
  {
    title: 'Livraison',
    text: 'Vous recevez le PDF prêt pour l’imprimeur et les fichiers sources, après vos relectures et corrections.',
  },
];

const REASONS = [
  {
    icon: AwardIcon,
    title: 'Savoir-faire éditorial',
    text: 'Nous appliquons les règles typographiques françaises : espaces insécables, guillemets, césures.',
  },
  {
    icon: LayoutIcon,
    title: 'Maquette sur mesure',
    text: 'Chaque livre a son identité : pas de modèle générique, une mise en page adaptée à votre texte.',
  },
  {
    icon: RefreshIcon,
    title: 'Révisions incluses',
    text: `Jusqu’à ${REVISIONS.bookSimple} ou ${REVISIONS.bookComplex} révisions selon la formule, pour un résultat qui vous ressemble.`,
  },
  { icon: ClockIcon, title: 'Délais tenus', text: `Un planning clair et une livraison en ${DELAYS.book}.` },
  {
    icon: ShieldIcon,
    title: 'Confidentialité',
    text: 'Vos manuscrits inédits sont traités en toute discrétion et ne sont jamais diffusés.',
  },
  {
    icon: HeartIcon,
    title: 'Accompagnement humain',
    text: 'Un interlocuteur unique, joignable par e-mail et WhatsApp tout au long du projet.',
  },
];

const FORMATS = [
  'PDF haute définition prêt pour l’impression',
  'PDF léger pour la relecture',
  'Fichiers sources InDesign (INDD et IDML)',
  'Version EPUB sur demande',
];

async function BookLayoutPage() {
  const table = await getPriceTable();
  const plans = table.book;
  return (
    <>
      <ServiceStructuredData service={service} plans={plans} description={pricedPages(table).book.description} />
      <ServiceHero
        service={service}
        title="Mise en page professionnelle de vos livres"
        facts={[
          {
            icon: EuroIcon,
            label: 'Tarif',
            value: `À partir de ${formatPrice(planIn(plans, 'simple').price)} ${planIn(plans, 'simple').unit}`,
          },
          { icon: ClockIcon, label: 'Délai', value: DELAYS.book },
          { icon: RefreshIcon, label: 'Révisions', value: `Jusqu’à ${REVISIONS.bookComplex} révisions` },
        ]}
      >
        Romans, essais, biographies, beaux livres ou manuels : nous transformons votre manuscrit en un ouvrage élégant
        et lisible, prêt pour l’impression ou la publication numérique.
      </ServiceHero>

      <ProcessSection steps={STEPS} description="Une méthode éprouvée, du manuscrit au fichier imprimeur." />

      <ExamplesSection
        source="book"
        title="Exemples de livres mis en page"
        emptyText="Projets livres en préparation"
        tone="muted"
      />

      <TitledSection
        id="tarifs-titre"
        eyebrow="Tarifs"
        title="Mise en page simple ou complexe"
        description="Tarifs TTC de départ, par ouvrage ; le devis précise le prix selon le nombre de pages et d’éléments."
        after={
          <CrossLink text="Besoin aussi d’une couverture ?" href={SERVICES.graphic.href} label="Conception graphique" />
        }
      >
        <PricingCards plans={plans} />
      </TitledSection>

      <TitledSection
        id="raisons-titre"
        tone="muted"
        eyebrow="Pourquoi nous"
        title="Six raisons de nous confier votre livre"
      >
        <FeatureGrid features={REASONS} />
      </TitledSection>

      <Section labelledBy="livraison-titre">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="livraison-titre" align="left" eyebrow="Livraison" title="Délais et formats" />
            <ul className="mt-8 space-y-4">
              <IconTile as="li" padding="p-5" icon={ClockIcon} title={<>Délai de livraison : {DELAYS.book}</>}>
                Mise en page simple : {delayOf(plans, 'simple')}. Mise en page complexe : {delayOf(plans, 'complex')}.
              </IconTile>
              <IconTile as="li" padding="p-5" icon={UsersIcon} title="Relectures et corrections">
                Jusqu’à {REVISIONS.bookSimple} révisions (simple) ou {REVISIONS.bookComplex} révisions (complexe)
                incluses.
              </IconTile>
            </ul>
          </div>
          <div className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm">
            <h3 className="flex items-center gap-3 text-xl font-bold text-slate-900">
              <DownloadIcon className="size-6 text-brand-700" />
              Fichiers livrés
            </h3>
            <ul className="mt-6 space-y-3">
              {FORMATS.map((f) => (
                <li key={f} className="flex items-start gap-3 text-slate-700">
                  <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  {f}
                </li>
              ))}
            </ul>
            <p className="mt-6 flex items-start gap-3 text-sm text-slate-600">
              <FileTextIcon className="mt-0.5 size-4 shrink-0" />
              Fichiers conformes aux exigences des imprimeurs et des plateformes d’autoédition.
            </p>
          </div>
        </div>
      </Section>

      <QuoteSection service="book" tone="muted" />

      <ContactBox title="Un livre à mettre en page ?" />
    </>
  );
}

export default withTypography(BookLayoutPage);

import type { Metadata } from 'next';
import { QuoteSection } from '@/components/quote/quote-section';
import { ContactBox } from '@/components/services/contact-box';
import { CrossLink } from '@/components/services/cross-link';
import { ExamplesSection } from '@/components/services/examples-section';
import { PriceTable } from '@/components/services/price-table';
import { ProcessSection } from '@/components/services/process-steps';
import { QuoteBox } from '@/components/services/quote-box';
import { ServiceHero } from '@/components/services/service-hero';
import { ServiceStructuredData } from '@/components/services/service-structured-data';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { EuroIcon, LayoutIcon, PaletteIcon, RefreshIcon, TrendingUpIcon } from '@/components/icons/site';
import { TitledSection } from '@/components/ui/titled-section';
import { formatPrice } from '@/lib/format/number';
import { pricedPages } from '@/lib/content/pages';
import { getPriceTable } from '@/lib/data/pricing';
import { priceOf, type Plan } from '@/lib/content/pricing';
import { getSiteDetails } from '@/lib/data/settings';
import { SERVICES } from '@/lib/content/services';
import { buildMetadata } from '@/lib/seo/metadata';
import { withTypography } from '@/lib/typography/tree';

const service = SERVICES.magazine;

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata(pricedPages(await getPriceTable()).magazine);
}

const STEPS = [
  {
    title: 'Analyse du contenu',
    text: 'Chemin de fer, rubriques, volume de textes et d’images : nous faisons le point avec votre rédaction.',
  },
  {
    title: 'Création du design',
    text: 'Grille, typographies, couleurs de rubriques : un design fidèle à votre charte, validé avec vous.',
  },
  {
    title: 'Mise en page',
    text: 'Articles, visuels, légendes et encadrés sont montés page à page, dans le respect du calibrage.',
  },
  { title: 'Livraison', text: 'PDF prêt pour l’imprimeur, version web et fichiers sources, après vos corrections.' },
];

const BENEFITS = (plans: Plan[]) => [
  {
    icon: PaletteIcon,
    title: 'Une identité cohérente',
    text: 'Vos gabarits et styles garantissent une identité constante, numéro après numéro.',
  },
  {
    icon: RefreshIcon,
    title: 'Des bouclages sereins',
    text: 'Une équipe disponible pour absorber les derniers articles et les corrections de dernière minute.',
  },
  {
    icon: TrendingUpIcon,
    title: 'Un budget maîtrisé',
    text: `Une tarification à la page, dès ${formatPrice(priceOf(plans, 'simple'))}, sans abonnement ni frais cachés.`,
  },
];

async function MagazineLayoutPage() {
  const table = await getPriceTable();
  const { delays } = await getSiteDetails();
  const plans = table.magazine;
  return (
    <>
      <ServiceStructuredData service={service} plans={plans} description={pricedPages(table).magazine.description} />
      <ServiceHero
        service={service}
        title="Mise en page de magazines et de revues"
        portfolioLabel="Voir le portfolio"
        facts={[
          { icon: EuroIcon, label: 'Tarif', value: `À partir de ${formatPrice(priceOf(plans, 'simple'))} par page` },
          { icon: LayoutIcon, label: 'Formules', value: 'Simple, Standard ou Avancée' },
          { icon: RefreshIcon, label: 'Devis', value: `Réponse sous ${delays.quote}` },
        ]}
      >
        Magazines d’entreprise, revues associatives, bulletins municipaux ou titres de presse : nous mettons en page vos
        publications dans le respect de votre charte graphique.
      </ServiceHero>

      <ProcessSection steps={STEPS} />

      <ExamplesSection
        source="magazine"
        title="Magazines réalisés"
        emptyText="Projets magazines en préparation"
        tone="muted"
      />

      <TitledSection
        id="tarifs-titre"
        eyebrow="Tarifs"
        title="Tarifs de mise en page magazine"
        description="Tarifs TTC de départ, par page ; le devis précise le prix selon la richesse du contenu."
        bodyClassName="mx-auto mt-12 max-w-4xl"
        after={
          <QuoteBox text="Nombre de pages, périodicité, délais : chaque publication est différente. Décrivez-nous la vôtre, nous vous proposons un tarif adapté." />
        }
      >
        <PriceTable plans={plans} caption="Tarifs de mise en page magazine, par page" />
      </TitledSection>

      <TitledSection
        id="avantages-titre"
        tone="muted"
        eyebrow="Avantages"
        title="Pourquoi externaliser votre magazine ?"
        after={
          <CrossLink
            text="Une couverture, une brochure ou un catalogue ?"
            href={SERVICES.graphic.href}
            label="Conception graphique"
          />
        }
      >
        <FeatureGrid features={BENEFITS(plans)} />
      </TitledSection>

      <QuoteSection service="magazine" tone="muted" />

      <ContactBox title="Un magazine à mettre en page ?" />
    </>
  );
}

export default withTypography(MagazineLayoutPage);

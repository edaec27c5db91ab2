import type { Metadata } from 'next';
import { QuoteSection } from '@/components/quote/quote-section';
import { ContactBox } from '@/components/services/contact-box';
import { CrossLink } from '@/components/services/cross-link';
import { ExamplesSection } from '@/components/services/examples-section';
import { PricingCards } from '@/components/services/pricing-cards';
import { ProcessSection } from '@/components/services/process-steps';
import { QuoteBox } from '@/components/services/quote-box';
import { ServiceHero } from '@/components/services/service-hero';
import { ServiceStructuredData } from '@/components/services/service-structured-data';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { BookIcon, ClockIcon, EuroIcon, FileTextIcon, LayoutIcon, RefreshIcon } from '@/components/icons/site';
import { TitledSection } from '@/components/ui/titled-section';
import { formatPrice } from '@/lib/format/number';
import { pricedPages } from '@/lib/content/pages';
import { getPriceTable } from '@/lib/data/pricing';
import { delayOf, priceOf } from '@/lib/content/pricing';
import { SERVICES } from '@/lib/content/services';
import { buildMetadata } from '@/lib/seo/metadata';
import { withTypography } from '@/lib/typography/tree';

const service = SERVICES.graphic;

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata(pricedPages(await getPriceTable()).graphic);
}

const STEPS = [
  {
    title: 'Brief créatif',
    text: 'Public, ton, références, contraintes techniques : nous cadrons ensemble votre projet.',
  },
  { title: 'Pistes graphiques', text: 'Nous vous présentons des propositions visuelles à commenter et à affiner.' },
  { title: 'Finalisation', text: 'La piste retenue est déclinée sur tous les formats et corrigée jusqu’à validation.' },
  { title: 'Livraison', text: 'Fichiers prêts pour l’imprimeur, versions web et fichiers sources.' },
];

const WORKS = [
  {
    icon: BookIcon,
    title: 'Couvertures de livres',
    text: 'Première et quatrième de couverture, dos calculé, visuels pour les librairies en ligne.',
  },
  {
    icon: FileTextIcon,
    title: 'Brochures et dépliants',
    text: 'Plaquettes commerciales, programmes, livrets et dépliants pliés.',
  },
  {
    icon: LayoutIcon,
    title: 'Catalogues',
    text: 'Catalogues produits et tarifs, avec des gabarits réutilisables d’une édition à l’autre.',
  },
];

async function GraphicDesignPage() {
  const table = await getPriceTable();
  const plans = table.graphic;
  return (
    <>
      <ServiceStructuredData service={service} plans={plans} description={pricedPages(table).graphic.description} />
      <ServiceHero
        service={service}
        title="Conception graphique : couvertures, brochures et catalogues"
        facts={[
          { icon: EuroIcon, label: 'Tarif', value: `Couverture à partir de ${formatPrice(priceOf(plans, 'cover'))}` },
          { icon: ClockIcon, label: 'Délai', value: delayOf(plans) },
          { icon: RefreshIcon, label: 'Révisions', value: 'Jusqu’à 3 révisions' },
        ]}
      >
        Une couverture qui donne envie d’ouvrir le livre, une brochure qui présente clairement votre offre, un catalogue
        facile à parcourir : nos graphistes créent des supports à votre image.
      </ServiceHero>

      <TitledSection id="creations-titre" eyebrow="Créations" title="Ce que nous concevons">
        <FeatureGrid features={WORKS} />
      </TitledSection>

      <ProcessSection steps={STEPS} tone="muted" />

      <ExamplesSection source="graphic" title="Exemples de créations" emptyText="Projets en préparation" />

      <TitledSection
        id="tarifs-titre"
        tone="muted"
        eyebrow="Tarifs"
        title="Tarifs de conception graphique"
        description="Tarifs TTC de départ ; le devis précise le prix selon le format et le nombre de pages."
        after={
          <>
            <QuoteBox />
            <CrossLink
              text="Et pour l’intérieur de votre livre ?"
              href={SERVICES.book.href}
              label="Mise en page de livres"
            />
          </>
        }
      >
        <PricingCards plans={plans} />
      </TitledSection>

      <QuoteSection service="graphic" tone="muted" />

      <ContactBox title="Un projet graphique en tête ?" />
    </>
  );
}

export default withTypography(GraphicDesignPage);

import type { Metadata } from 'next';
import { ContactBox } from '@/components/services/contact-box';
import { CrossLink } from '@/components/services/cross-link';
import { HeroFacts } from '@/components/services/hero-facts';
import { PricingCards } from '@/components/services/pricing-cards';
import { ProcessSteps } from '@/components/services/process-steps';
import { QuoteBox } from '@/components/services/quote-box';
import { ServiceProjects } from '@/components/services/service-projects';
import { ServiceStructuredData, serviceCrumbs } from '@/components/services/service-structured-data';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/container';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { BookIcon, ClockIcon, EuroIcon, FileTextIcon, LayoutIcon, RefreshIcon } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/page-hero';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatPrice } from '@/lib/content/format';
import { PAGES } from '@/lib/content/pages';
import { DELAYS, GRAPHIC_PLANS, PRICES } from '@/lib/content/pricing';
import { SERVICES } from '@/lib/content/services';
import { buildMetadata } from '@/lib/seo/metadata';

const service = SERVICES.graphic;

export const metadata: Metadata = buildMetadata({ ...PAGES.graphic, kicker: 'Services' });

const STEPS = [
  { title: 'Brief créatif', text: 'Public, ton, références, contraintes techniques : nous cadrons ensemble votre projet.' },
  { title: 'Pistes graphiques', text: 'Nous vous présentons des propositions visuelles à commenter et à affiner.' },
  { title: 'Finalisation', text: 'La piste retenue est déclinée sur tous les formats et corrigée jusqu’à validation.' },
  { title: 'Livraison', text: 'Fichiers prêts pour l’imprimeur, versions web et fichiers sources.' },
];

const WORKS = [
  { icon: BookIcon, title: 'Couvertures de livres', text: 'Première et quatrième de couverture, dos calculé, visuels pour les librairies en ligne.' },
  { icon: FileTextIcon, title: 'Brochures et dépliants', text: 'Plaquettes commerciales, programmes, livrets et dépliants pliés.' },
  { icon: LayoutIcon, title: 'Catalogues', text: 'Catalogues produits et tarifs, avec des gabarits réutilisables d’une édition à l’autre.' },
];

export default function GraphicDesignPage() {
  return (
    <>
      <ServiceStructuredData service={service} plans={GRAPHIC_PLANS} description={PAGES.graphic.description} />
      <PageHero
        breadcrumbs={serviceCrumbs(service.title, service.href)}
        eyebrow="Service"
        title="Conception graphique : couvertures, brochures et catalogues"
        description={
          <p>
            Une couverture qui donne envie d’ouvrir le livre, une brochure qui présente clairement votre offre, un catalogue facile à parcourir :
            nos graphistes créent des supports à votre image.
          </p>
        }
        actions={
          <>
            <ButtonLink href="/contact" size="lg">
              Demander un devis
            </ButtonLink>
            <ButtonLink href="/portfolio" size="lg" variant="secondary">
              Voir nos réalisations
            </ButtonLink>
          </>
        }
        aside={
          <HeroFacts
            title="En bref"
            facts={[
              { icon: EuroIcon, label: 'Tarif', value: `Couverture à partir de ${formatPrice(PRICES.graphic.cover)}` },
              { icon: ClockIcon, label: 'Délai', value: DELAYS.graphic },
              { icon: RefreshIcon, label: 'Révisions', value: 'Jusqu’à 3 révisions' },
            ]}
          />
        }
      />

      <Section labelledBy="creations-titre">
        <SectionHeading id="creations-titre" eyebrow="Créations" title="Ce que nous concevons" />
        <div className="mt-12">
          <FeatureGrid features={WORKS} />
        </div>
      </Section>

      <Section tone="muted" labelledBy="processus-titre">
        <SectionHeading id="processus-titre" eyebrow="Méthode" title="Notre processus en 4 étapes" />
        <div className="mt-12">
          <ProcessSteps steps={STEPS} />
        </div>
      </Section>

      <Section labelledBy="exemples-titre">
        <SectionHeading id="exemples-titre" eyebrow="Portfolio" title="Exemples de créations" />
        <div className="mt-12">
          <ServiceProjects source="graphic" emptyText="Projets en préparation" />
        </div>
      </Section>

      <Section tone="muted" labelledBy="tarifs-titre">
        <SectionHeading id="tarifs-titre" eyebrow="Tarifs" title="Tarifs de conception graphique" description="Prix TTC, à partir de. Le devis précise le prix selon le format et le nombre de pages." />
        <div className="mt-12">
          <PricingCards plans={GRAPHIC_PLANS} />
        </div>
        <QuoteBox />
        <CrossLink text="Et pour l’intérieur de votre livre ?" href={SERVICES.book.href} label="Mise en page de livres" />
      </Section>

      <ContactBox title="Un projet graphique en tête ?" />
    </>
  );
}

import { toCardData, toCategoryOption } from '@/components/portfolio/card-data';
import { PortfolioTeaser } from '@/components/portfolio/portfolio-teaser';
import { Section } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { listCategories } from '@/lib/data/categories';
import { listHomeProjects } from '@/lib/data/projects';

async function Teaser() {
  const [projects, categories] = await Promise.all([listHomeProjects(), listCategories()]);
  // The teaser renders the filter buttons, the grid and « Voir plus de projets ».
  return <PortfolioTeaser projects={projects.map(toCardData)} categories={categories.map(toCategoryOption)} />;
}

export function HomePortfolio() {
  return (
    <Section labelledBy="portfolio-titre">
      <SectionHeading
        id="portfolio-titre"
        eyebrow="Portfolio"
        title="Nos dernières réalisations"
        description="Romans, magazines, brochures et documents Word : découvrez quelques projets réalisés pour nos clients."
      />
      {/* Cached reads: part of the prerendered document, in place (components/home/teaser-section.tsx). */}
      <div className="mt-12">
        <Teaser />
      </div>
    </Section>
  );
}

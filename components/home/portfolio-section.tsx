import { publishedCategoryOptions, toCardData } from '@/components/portfolio/card-data';
import { PortfolioTeaser } from '@/components/portfolio/portfolio-teaser';
import { Section } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { listCategories } from '@/lib/data/categories';
import { countPortfolioCategories, listHomeProjects } from '@/lib/data/projects';
import { withTypography } from '@/lib/typography/tree';

async function Teaser() {
  const [projects, categories, counts] = await Promise.all([
    listHomeProjects(),
    listCategories(),
    countPortfolioCategories(),
  ]);
  // The teaser renders the filter buttons (categories with a public project), the grid and « Voir plus ».
  return (
    <PortfolioTeaser projects={projects.map(toCardData)} categories={publishedCategoryOptions(categories, counts)} />
  );
}

function HomePortfolioUntypeset() {
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

/** HomePortfolio, with French typography on its copy (lib/typography/tree.tsx). */
export const HomePortfolio = withTypography(HomePortfolioUntypeset);

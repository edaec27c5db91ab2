// Example projects on a service page: the data layer's per-page category rules, six at most, and
// the « en préparation » empty state. Cached reads: part of the prerendered document, in place, with no
// Suspense boundary (React would move the grid after the footer: components/home/teaser-section.tsx).
import { toCardData } from '@/components/portfolio/card-data';
import { ServiceProjectGrid } from '@/components/portfolio/service-project-grid';
import { listHomeProjects, listPortfolioProjects, listServiceProjects, type ServicePage } from '@/lib/data/projects';
import type { ProjectSummary } from '@/lib/data/types';

export type ServiceProjectsSource = ServicePage | 'graphic';

const GRAPHIC_CATEGORY = /conception|graphi|brochure|catalogue|couverture/i;
const LIMIT = 6;

/** Graphic design has no rule in the data layer: its categories, else the home selection. */
async function graphicProjects(): Promise<ProjectSummary[]> {
  const all = await listPortfolioProjects();
  const matching = all.filter((p) => p.categoryName && GRAPHIC_CATEGORY.test(p.categoryName)).slice(0, LIMIT);
  return matching.length > 0 ? matching : listHomeProjects();
}

export async function ServiceProjects({
  source,
  emptyText,
  portfolioLink = true,
}: {
  source: ServiceProjectsSource;
  emptyText: string;
  portfolioLink?: boolean;
}) {
  const projects = source === 'graphic' ? await graphicProjects() : await listServiceProjects(source);
  return (
    <ServiceProjectGrid
      projects={projects.map(toCardData)}
      emptyText={emptyText}
      emptyLink={portfolioLink ? { href: '/portfolio', label: 'Découvrir notre portfolio' } : undefined}
    />
  );
}

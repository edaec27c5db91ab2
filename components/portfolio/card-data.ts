// The few fields a project card and the category filters use: what client islands receive, so each
// page's inline RSC payload does not repeat descriptions, timestamps and statuses nobody renders.
import type { Category, Page, ProjectSummary } from '@/lib/data/types';

export type ProjectCardData = Pick<
  ProjectSummary,
  'id' | 'slug' | 'title' | 'mainImageUrl' | 'categoryName' | 'client' | 'projectDate'
>;
export type CategoryOption = Pick<Category, 'id' | 'name' | 'slug'>;
/** One page of project cards: a prerendered portfolio page, or the filter's answer from /api/portfolio. */
export type ProjectCardPage = Page<ProjectCardData>;

export const toCardData = ({
  id,
  slug,
  title,
  mainImageUrl,
  categoryName,
  client,
  projectDate,
}: ProjectSummary): ProjectCardData => ({
  id,
  slug,
  title,
  mainImageUrl,
  categoryName,
  client,
  projectDate,
});

export const toCategoryOption = ({ id, name, slug }: Category): CategoryOption => ({ id, name, slug });

export const toCardPage = ({ items, ...page }: Page<ProjectSummary>): ProjectCardPage => ({
  ...page,
  items: items.map(toCardData),
});

// The few fields a project card and the category filters use: what client islands receive, so each
// page's inline RSC payload does not repeat descriptions, timestamps and statuses nobody renders.
import type { Category, Page, ProjectSummary } from '@/lib/data/types';

const CARD_KEYS = ['id', 'slug', 'title', 'mainImageUrl', 'categoryName', 'client', 'projectDate'] as const;

export type ProjectCardData = Pick<ProjectSummary, (typeof CARD_KEYS)[number]>;
export type CategoryOption = Pick<Category, 'id' | 'name' | 'slug'>;
/** One page of project cards: a prerendered portfolio page, or the filter's answer from /api/portfolio. */
export type ProjectCardPage = Page<ProjectCardData>;

export const toCardData = (project: ProjectSummary): ProjectCardData =>
  Object.fromEntries(CARD_KEYS.map((key) => [key, project[key]])) as ProjectCardData;

export const toCategoryOption = ({ id, name, slug }: Category): CategoryOption => ({ id, name, slug });

/** The categories a visitor can filter by: those with at least one public project (counts by trimmed name). */
export const publishedCategoryOptions = (
  categories: Category[],
  counts: Readonly<Record<string, number>>,
): CategoryOption[] =>
  categories
    .filter((c) => (Object.hasOwn(counts, c.name.trim()) ? counts[c.name.trim()]! : 0) > 0)
    .map(toCategoryOption);

export const toCardPage = ({ items, ...page }: Page<ProjectSummary>): ProjectCardPage => ({
  ...page,
  items: items.map(toCardData),
});

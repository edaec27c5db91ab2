// Portfolio filter state: a set of selected category names, trimmed; an
// empty set shows every project. In the URL it is ?categories={slug},{slug} (slugs survive renames
// of the display text and need no escaping), so a filtered view can be shared and survives reload.
import type { ProjectSummary } from '@/lib/data/types';
import type { CategoryOption as Category } from './card-data';

export const CATEGORIES_PARAM = 'categories';

/** Selected category names from the URL value; unknown slugs are ignored, order follows `categories`. */
export function parseSelection(value: string | null | undefined, categories: Category[]): string[] {
  if (!value) return [];
  const slugs = new Set(
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  return categories.filter((c) => slugs.has(c.slug)).map((c) => c.name.trim());
}

/** URL value for a selection ('' when empty). */
export function serializeSelection(names: readonly string[], categories: Category[]): string {
  const chosen = new Set(names.map((n) => n.trim()));
  return categories
    .filter((c) => chosen.has(c.name.trim()))
    .map((c) => c.slug)
    .join(',');
}

/** The parameters as a query string, commas left readable in shared links (?categories=a,b). */
export const readableQuery = (params: URLSearchParams) => params.toString().replace(/%2C/gi, ',');

/** `search` with the selection written in (or removed when empty), every other parameter kept. */
export function searchWithSelection(search: string, names: readonly string[], categories: Category[]): string {
  const params = new URLSearchParams(search);
  const value = serializeSelection(names, categories);
  if (value) params.set(CATEGORIES_PARAM, value);
  else params.delete(CATEGORIES_PARAM);
  const query = readableQuery(params);
  return query ? `?${query}` : '';
}

export function filterProjects<T extends Pick<ProjectSummary, 'categoryName'>>(
  projects: T[],
  names: readonly string[],
): T[] {
  if (names.length === 0) return projects;
  const chosen = new Set(names.map((n) => n.trim()));
  return projects.filter((p) => p.categoryName != null && chosen.has(p.categoryName.trim()));
}

/** « Select all »: selects every category, or clears the selection when all are already selected. */
export function toggleAll(selected: readonly string[], categories: Category[]): string[] {
  return isAllSelected(selected, categories) ? [] : categories.map((c) => c.name.trim());
}

/** The « all selected » marker: on when as many are selected as there are categories. */
export function isAllSelected(selected: readonly string[], categories: Category[]): boolean {
  return categories.length > 0 && new Set(selected).size === categories.length;
}

export function toggleOne(selected: readonly string[], name: string): string[] {
  const n = name.trim();
  return selected.includes(n) ? selected.filter((s) => s !== n) : [...selected, n];
}

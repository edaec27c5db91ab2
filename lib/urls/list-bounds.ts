// Which numbered list pages and blog categories exist, so proxy.ts can answer the site's 404 for any other from
// the first byte (the list's header is in its layout, which a page cannot take back once it has streamed).
// Pure: the bounds come from /api/listes (app/api/listes/route.ts), cached with the content's tags.
import { parsePageNumber } from '@/lib/paging';

export type ListBounds = {
  blog: number;
  portfolio: number;
  tutorials: number;
  /** Blog category slug → its number of pages. */
  categories: Record<string, number>;
};

export const LIST_BOUNDS_PATH = '/api/listes';

const PATTERNS: [RegExp, (m: RegExpExecArray, b: ListBounds) => boolean][] = [
  [/^\/blog\/page\/([^/]+)$/, (m, b) => inRange(m[1]!, b.blog)],
  [/^\/portfolio\/page\/([^/]+)$/, (m, b) => inRange(m[1]!, b.portfolio)],
  [/^\/tutoriels\/page\/([^/]+)$/, (m, b) => inRange(m[1]!, b.tutorials)],
  [/^\/blog\/categorie\/([^/]+)$/, (m, b) => Object.hasOwn(b.categories, m[1]!)],
  [
    /^\/blog\/categorie\/([^/]+)\/page\/([^/]+)$/,
    (m, b) => Object.hasOwn(b.categories, m[1]!) && inRange(m[2]!, b.categories[m[1]!]!),
  ],
];

/** Page 2 to the last (page 1 is the list's own path, `/…/page/1` redirects there). */
function inRange(segment: string, pageCount: number): boolean {
  const n = parsePageNumber(segment);
  return n !== null && n >= 2 && n <= pageCount;
}

/** Whether `pathname` is a numbered list page or a category path (the ones proxy.ts checks). */
export const isListPath = (pathname: string): boolean => PATTERNS.some(([re]) => re.test(pathname));

/** True when the list page or category at `pathname` exists under `bounds` (false for any other path). */
export function listPathExists(pathname: string, bounds: ListBounds): boolean {
  for (const [re, test] of PATTERNS) {
    const m = re.exec(pathname);
    if (m) return test(m, bounds);
  }
  return false;
}

/** A well-formed bounds answer, or null. */
export function parseListBounds(value: unknown): ListBounds | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  if (!count(v.blog) || !count(v.portfolio) || !count(v.tutorials)) return null;
  if (typeof v.categories !== 'object' || v.categories === null) return null;
  if (!Object.values(v.categories).every(count)) return null;
  return v as ListBounds;
}

// The paged public lists in one module: their page sizes, the arithmetic their reads share, and their
// numbered paths (page 1 is the list's own path, later pages are {base}/page/{n}; the first
// PRERENDERED_LIST_PAGES of each list are built at build time, later ones render once, then are cached).
// Plain code: server reads and client pagers import it.
import type { Page } from '@/lib/data/types';

export const BLOG_PAGE_SIZE = 6;

// Tutorials and projects per page (/tutoriels, /portfolio, their /page/{n} paths and the portfolio
// filter's JSON), sized for the 100 KB HTML budget: a tutorial card costs about twice a project card
// in the document (markup and payload), and 12 tutorials or 24 projects came too close to the budget
// for longer texts. At these sizes the
// demo data (9 tutorials, 17 projects) spans two pages of each list, which the end-to-end tests
// exercise (e2e/paged-lists.spec.ts).

/** Tutorials per page: two rows of three cards. */
export const TUTORIALS_PAGE_SIZE = 6;

/** Projects per page: six rows of two cards. */
export const PORTFOLIO_PAGE_SIZE = 12;

/** Bounds of the cached reads' arguments (lib/data/cached-args.ts): a page number, a page size, a list. */
export const MAX_PAGE = 100_000;
export const MAX_PAGE_SIZE = 48;
export const MAX_LIST = 100;

/** The page actually served for a requested one (clamped to 1..pageCount) and its row offset. */
export function pageSlice(total: number, requested: number | undefined, size: number) {
  const pageCount = Math.ceil(total / size);
  const page = Math.min(Math.max(1, Math.floor(requested ?? 1) || 1), Math.max(pageCount, 1));
  return { page, pageCount, offset: (page - 1) * size };
}

export const emptyPage = <T>(pageSize: number): Page<T> => ({ items: [], total: 0, page: 1, pageCount: 0, pageSize });

/** How many pages per list are rendered at build time; later ones render once, then are cached. */
export const PRERENDERED_LIST_PAGES = 20;

/** A page number from a path segment or query value: a whole number ≥ 1, else null. */
export function parsePageNumber(value: string | null | undefined): number | null {
  // Canonical only: `02` or `002` would be other addresses of page 2, each rendered and kept.
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** The path of a numbered page of the list at `base`: page 1 is `base` itself. */
export function pagedPath(base: string, page?: number | null): string {
  const n = page && page > 1 ? Math.floor(page) : 1;
  return n > 1 ? `${base}/page/${n}` : base;
}

/**
 * Where a list URL with its page in the query goes (`/tutoriels?page=3`, `/portfolio?page=2`: typed or
 * older links), keeping the other parameters (e.g. `?project=`); null when there is no `page`. The
 * portfolio's filtered pages stay in the query (`?categories=…&page=n`), so the caller leaves those.
 */
export function pageQueryRedirect(base: string, search: URLSearchParams): string | null {
  if (!search.has('page')) return null;
  const rest = new URLSearchParams(search);
  rest.delete('page');
  const query = rest.toString();
  return pagedPath(base, parsePageNumber(search.get('page'))) + (query ? `?${query}` : '');
}

/**
 * generateStaticParams of a {base}/page/[page] route: pages 2 to the last (at most
 * PRERENDERED_LIST_PAGES). Cache Components needs at least one entry: page 2 then renders the
 * not-found page.
 */
export function staticPageParams(pageCount: number): { page: string }[] {
  const last = Math.min(pageCount, PRERENDERED_LIST_PAGES);
  return last >= 2 ? Array.from({ length: last - 1 }, (_, i) => ({ page: String(i + 2) })) : [{ page: '2' }];
}

/** The slugs a detail route prerenders; Cache Components needs one, so with none a placeholder that renders the 404. */
export function staticSlugParams(rows: { slug: string }[], placeholder: string): { slug: string }[] {
  return rows.length > 0 ? rows.map((r) => ({ slug: r.slug })) : [{ slug: placeholder }];
}

/** The page links to show: first, last, current ± 1, with gaps; a gap never hides a single page. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const keep = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  if (keep.has(3) || page === 3) keep.add(2);
  if (keep.has(pageCount - 2) || page === pageCount - 2) keep.add(pageCount - 1);
  const sorted = [...keep].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

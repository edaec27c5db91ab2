// Numbered list pages, shared by the blog, the tutorials and the portfolio: page 1 is the list's own
// path, later pages are {base}/page/{n}; the first PRERENDERED_LIST_PAGES of each list are built at
// build time, later ones render once, then are cached.

/** How many pages per list are rendered at build time; later ones render once, then are cached. */
export const PRERENDERED_LIST_PAGES = 20;

/** A page number from a path segment or query value: a whole number ≥ 1, else null. */
export function parsePageNumber(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
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

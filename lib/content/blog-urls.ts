// Blog list URLs. The default, category and page states are prerendered paths
// (/blog, /blog/page/2, /blog/categorie/magazines, /blog/categorie/magazines/page/2); only a
// free-text search (?q=) is request-time (/blog?q=…, served by the /blog/recherche route).
// The older query forms (?categorie=Nom&page=2 without q) redirect to the paths.
import { slugify } from '@/lib/validation/text';

export const BLOG_SEARCH_ROUTE = '/blog/recherche';

/** How many list pages per list are rendered at build time; later ones render once, then are cached. */
export const PRERENDERED_BLOG_PAGES = 20;

export type BlogListState = { q?: string | null; category?: string | null; page?: number | null };

export const categorySlug = (name: string) => slugify(name);

/** The URL of a list state: a static path without q, /blog?… with it. Page 1 is never written. */
export function blogListHref({ q, category, page }: BlogListState): string {
  const text = q?.trim() ?? '';
  const n = page && page > 1 ? Math.floor(page) : 1;
  if (text) {
    const params = new URLSearchParams({ q: text });
    if (category) params.set('categorie', category);
    if (n > 1) params.set('page', String(n));
    return `/blog?${params.toString()}`;
  }
  const base = category ? `/blog/categorie/${categorySlug(category)}` : '/blog';
  return n > 1 ? `${base}/page/${n}` : base;
}

/** A page number from a path segment or query value: a whole number ≥ 1, else null. */
export function parsePageNumber(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/**
 * What /blog with a query string becomes: with q, a rewrite to the search route (the URL stays);
 * without q, a redirect to the static path of the same state; plain /blog is left alone.
 */
export function routeBlogQuery(search: URLSearchParams): { rewrite: string } | { redirect: string } | null {
  const has = ['q', 'categorie', 'page'].some((k) => search.has(k));
  if (!has) return null;
  const q = search.get('q')?.trim() ?? '';
  const category = search.get('categorie')?.trim() || null;
  const page = parsePageNumber(search.get('page'));
  if (q) return { rewrite: `${BLOG_SEARCH_ROUTE}?${search.toString()}` };
  return { redirect: blogListHref({ category, page }) };
}

/** The list state a browser URL shows (pathname + search), for the client-side search box. */
export function blogStateFromUrl(pathname: string, search: string, categories: readonly string[]): { q: string; category: string | null; page: number } {
  const params = new URLSearchParams(search);
  const m = /^\/blog(?:\/categorie\/([^/]+))?(?:\/page\/(\d+))?\/?$/.exec(pathname);
  const slug = m?.[1] ? decodeURIComponent(m[1]) : null;
  const fromPath = slug ? (categories.find((c) => categorySlug(c) === slug) ?? null) : null;
  return {
    q: params.get('q') ?? '',
    category: params.get('categorie')?.trim() || fromPath,
    page: parsePageNumber(params.get('page')) ?? parsePageNumber(m?.[2]) ?? 1,
  };
}

// Blog list URLs. The default, category and page states are prerendered paths
// (/blog, /blog/page/2, /blog/categorie/magazines, /blog/categorie/magazines/page/2); only a
// free-text search is request-time, on its own route (/blog/recherche?q=…&categorie=…&page=…).
// The older query forms of /blog (?q=, ?categorie=Nom&page=2) redirect to those.
import { slugify } from '@/lib/validation/slug';
import { pagedPath, parsePageNumber } from '../paging';

export const BLOG_SEARCH_ROUTE = '/blog/recherche';

export type BlogListState = { q?: string | null; category?: string | null; page?: number | null };

export const categorySlug = (name: string) => slugify(name);

/** The URL of a list state: a static path without q, the search route with it. Page 1 is never written. */
export function blogListHref({ q, category, page }: BlogListState): string {
  const text = q?.trim() ?? '';
  const n = page && page > 1 ? Math.floor(page) : 1;
  if (text) {
    const params = new URLSearchParams({ q: text });
    if (category) params.set('categorie', category);
    if (n > 1) params.set('page', String(n));
    return `${BLOG_SEARCH_ROUTE}?${params.toString()}`;
  }
  return pagedPath(category ? `/blog/categorie/${categorySlug(category)}` : '/blog', n);
}

/** Where /blog with a list state in its query redirects (the same state's URL); null for plain /blog. */
export function blogQueryRedirect(search: URLSearchParams): string | null {
  if (!['q', 'categorie', 'page'].some((k) => search.has(k))) return null;
  return blogListHref({
    q: search.get('q'),
    category: search.get('categorie')?.trim() || null,
    page: parsePageNumber(search.get('page')),
  });
}

/** The list state a browser URL shows (pathname + search), for the client-side search box. */
export function blogStateFromUrl(
  pathname: string,
  search: string,
  categories: readonly string[],
): { q: string; category: string | null; page: number } {
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

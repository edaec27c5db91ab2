// Blog list URLs: static paths for the default, category and page states, the query forms
// redirected to them, and only a text search sent to the request-time route.
import { describe, expect, it } from 'vitest';
import { blogListHref, blogQueryRedirect, blogStateFromUrl } from '@/lib/urls/blog';
import { parsePageNumber } from '@/lib/paging';

const route = (search: string) => blogQueryRedirect(new URLSearchParams(search));

describe('blogListHref', () => {
  it('writes static paths without a search, page 1 never written', () => {
    expect(blogListHref({})).toBe('/blog');
    expect(blogListHref({ page: 1 })).toBe('/blog');
    expect(blogListHref({ page: 3 })).toBe('/blog/page/3');
    expect(blogListHref({ category: 'Édition numérique' })).toBe('/blog/categorie/edition-numerique');
    expect(blogListHref({ category: 'Magazines', page: 2 })).toBe('/blog/categorie/magazines/page/2');
    expect(blogListHref({ q: '   ', category: 'Magazines' })).toBe('/blog/categorie/magazines');
  });

  it('keeps a text search in the query, with its category and page', () => {
    expect(blogListHref({ q: ' mise en page ' })).toBe('/blog/recherche?q=mise+en+page');
    expect(blogListHref({ q: 'kdp', category: 'Autoédition', page: 2 })).toBe(
      '/blog/recherche?q=kdp&categorie=Auto%C3%A9dition&page=2',
    );
  });
});

describe('blogQueryRedirect', () => {
  it('leaves plain /blog alone', () => {
    expect(route('')).toBeNull();
    expect(route('utm_source=x')).toBeNull();
  });

  it('redirects the query forms without a search to the static paths', () => {
    expect(route('page=2')).toBe('/blog/page/2');
    expect(route('page=1')).toBe('/blog');
    expect(route('page=abc')).toBe('/blog');
    expect(route('categorie=Magazines')).toBe('/blog/categorie/magazines');
    expect(route('categorie=Magazines&page=2')).toBe('/blog/categorie/magazines/page/2');
    expect(route('q=&categorie=Magazines')).toBe('/blog/categorie/magazines');
  });

  it('sends a text search to the search route with its category and page', () => {
    expect(route('q=indesign&categorie=Magazines&page=2')).toBe(
      '/blog/recherche?q=indesign&categorie=Magazines&page=2',
    );
  });
});

describe('blogStateFromUrl', () => {
  const categories = ['Magazines', 'Édition numérique'];
  it('reads the state back from a path or a search URL', () => {
    expect(blogStateFromUrl('/blog', '', categories)).toEqual({ q: '', category: null, page: 1 });
    expect(blogStateFromUrl('/blog/categorie/edition-numerique/page/2', '', categories)).toEqual({
      q: '',
      category: 'Édition numérique',
      page: 2,
    });
    expect(blogStateFromUrl('/blog/recherche', '?q=kdp&categorie=Magazines&page=3', categories)).toEqual({
      q: 'kdp',
      category: 'Magazines',
      page: 3,
    });
  });
});

it('parsePageNumber accepts whole numbers from 1 only, written canonically', () => {
  expect(parsePageNumber('2')).toBe(2);
  expect(parsePageNumber('120')).toBe(120);
  // `02`, `002`: other addresses of page 2, each one more page rendered and kept.
  for (const v of ['0', '-1', '1.5', 'x', '', null, undefined, '9999999', '02', '002', '00'])
    expect(parsePageNumber(v)).toBeNull();
});

// Paged public lists (/tutoriels, /portfolio and their /page/{n} paths): the shared paging helpers and
// the page reads against the real database.
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProjectCardPage } from '@/components/portfolio/card-data';
import { pageSlice, PORTFOLIO_PAGE_SIZE, TUTORIALS_PAGE_SIZE } from '@/lib/paging';
import { countPortfolioCategories, listPortfolioPage } from '@/lib/data/projects';
import { listTutorialsPage } from '@/lib/data/tutorials';
import { pagedPath, pageQueryRedirect, pageWindow, staticPageParams, PRERENDERED_LIST_PAGES } from '@/lib/paging';
import { config as proxyConfig, proxy } from '@/proxy';
import { pagedTitle } from '@/app/(site)/paged-list';
import { closeTestSql, insertCategory, testSql } from './support/db';

afterAll(closeTestSql);

describe('paging helpers', () => {
  it('page 1 is the list path, later pages /page/{n}', () => {
    expect(pagedPath('/tutoriels')).toBe('/tutoriels');
    expect(pagedPath('/tutoriels', 1)).toBe('/tutoriels');
    expect(pagedPath('/tutoriels', 3)).toBe('/tutoriels/page/3');
    expect(pagedPath('/portfolio', 2)).toBe('/portfolio/page/2');
  });

  it('sends a page given in the query to its path, keeping the other parameters', () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(pageQueryRedirect('/tutoriels', q('page=3'))).toBe('/tutoriels/page/3');
    expect(pageQueryRedirect('/portfolio', q('page=2&project=atlas'))).toBe('/portfolio/page/2?project=atlas');
    for (const bad of ['page=1', 'page=0', 'page=x', 'page='])
      expect(pageQueryRedirect('/tutoriels', q(bad))).toBe('/tutoriels');
    expect(pageQueryRedirect('/tutoriels', q('project=atlas'))).toBeNull();
  });

  it('the proxy redirects /tutoriels?page= and /portfolio?page= (not a filtered portfolio page)', async () => {
    const visit = (path: string) => proxy(new NextRequest(`http://localhost${path}`));
    const tutorials = await visit('/tutoriels?page=2');
    expect(tutorials.status).toBe(308);
    expect(new URL(tutorials.headers.get('location')!).pathname).toBe('/tutoriels/page/2');
    const portfolio = await visit('/portfolio?page=2');
    expect(new URL(portfolio.headers.get('location')!).pathname).toBe('/portfolio/page/2');
    // The filtered state keeps its page in the query: the matcher does not send it to the proxy.
    const filtered = proxyConfig.matcher.find((m) => typeof m === 'object' && m.source === '/portfolio');
    expect(filtered).toMatchObject({ missing: [{ type: 'query', key: 'categories' }] });
  });

  it('prerenders pages 2 to the last, at most 20 of them, with a placeholder when there is one page', () => {
    expect(staticPageParams(0)).toEqual([{ page: '2' }]);
    expect(staticPageParams(1)).toEqual([{ page: '2' }]);
    expect(staticPageParams(3)).toEqual([{ page: '2' }, { page: '3' }]);
    const many = staticPageParams(84);
    expect(many).toHaveLength(PRERENDERED_LIST_PAGES - 1);
    expect(many.at(-1)).toEqual({ page: String(PRERENDERED_LIST_PAGES) });
  });

  it('windows long page ranges', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 84)).toEqual([1, 2, 'gap', 84]);
    expect(pageWindow(40, 84)).toEqual([1, 'gap', 39, 40, 41, 'gap', 84]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('clamps the requested page and gives its offset', () => {
    expect(pageSlice(50, 1, 24)).toEqual({ page: 1, pageCount: 3, offset: 0 });
    expect(pageSlice(50, 3, 24)).toEqual({ page: 3, pageCount: 3, offset: 48 });
    expect(pageSlice(50, 9, 24)).toEqual({ page: 3, pageCount: 3, offset: 48 });
    expect(pageSlice(0, 2, 24)).toEqual({ page: 1, pageCount: 0, offset: 0 });
    for (const bad of [0, -3, Number.NaN, undefined]) expect(pageSlice(50, bad, 24).page).toBe(1);
  });

  it('pages 6 tutorials or 12 projects: the demo data (9 tutorials, 17 projects) spans two pages of each', () => {
    expect(TUTORIALS_PAGE_SIZE).toBe(6);
    expect(PORTFOLIO_PAGE_SIZE).toBe(12);
    expect(pageSlice(9, 2, TUTORIALS_PAGE_SIZE)).toEqual({ page: 2, pageCount: 2, offset: 6 });
    expect(pageSlice(17, 2, PORTFOLIO_PAGE_SIZE)).toEqual({ page: 2, pageCount: 2, offset: 12 });
  });

  it('names the page in the title', () => {
    const title = 'Tutoriels vidéo gratuits : InDesign, Word, EPUB, impression';
    expect(pagedTitle(title, 1)).toBe(title);
    expect(pagedTitle(title, 2)).toBe('Tutoriels vidéo gratuits – page 2 : InDesign, Word, EPUB, impression');
  });
});

describe('tutorials pages', () => {
  beforeAll(async () => {
    const sql = testSql();
    // 7 public tutorials, one day apart (t1 newest), and a draft that no page counts.
    for (let i = 1; i <= 7; i++) {
      await sql`insert into tutorials (slug, title, description, thumbnail, video_id, created_at)
        values (${`t${i}`}, ${`Tutoriel ${i}`}, 'd', '/x.jpg', 'abcdefghijk', now() - make_interval(days => ${i}))`;
    }
    await sql`insert into tutorials (slug, title, description, thumbnail, video_id, status)
      values ('brouillon', 'Brouillon', 'd', '/x.jpg', 'abcdefghijk', 'draft')`;
  });

  it('pages the public tutorials newest first', async () => {
    const first = await listTutorialsPage(1, 3);
    expect(first).toMatchObject({ total: 7, page: 1, pageCount: 3, pageSize: 3 });
    expect(first.items.map((t) => t.slug)).toEqual(['t1', 't2', 't3']);
    expect((await listTutorialsPage(2, 3)).items.map((t) => t.slug)).toEqual(['t4', 't5', 't6']);
    expect((await listTutorialsPage(3, 3)).items.map((t) => t.slug)).toEqual(['t7']);
  });

  it('clamps a page past the end to the last one; pages of TUTORIALS_PAGE_SIZE by default', async () => {
    expect(await listTutorialsPage(9, 3)).toMatchObject({ page: 3, pageCount: 3 });
    const first = await listTutorialsPage();
    expect(first).toMatchObject({ total: 7, page: 1, pageCount: 2, pageSize: TUTORIALS_PAGE_SIZE });
    expect(first.items.map((t) => t.slug)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6']);
    expect((await listTutorialsPage(2)).items.map((t) => t.slug)).toEqual(['t7']);
  });
});

describe('portfolio pages', () => {
  beforeAll(async () => {
    const sql = testSql();
    const livres = await insertCategory(' Livres ', 'livres');
    const magazines = await insertCategory('Magazines', 'magazines');
    await insertCategory('Catalogues', 'catalogues');
    // Ranks 1-7: books at odd ranks but 7, magazines at 2 and 4, 6 and 7 without category; a book draft at 8.
    const plan: [number, string | null][] = [
      [1, livres],
      [2, magazines],
      [3, livres],
      [4, magazines],
      [5, livres],
      [6, null],
      [7, null],
    ];
    for (const [rank, cat] of plan) {
      await sql`insert into projects (slug, title, description, main_image_url, category_id, display_order)
        values (${`p${rank}`}, ${`Projet ${rank}`}, 'd', '/x.jpg', ${cat}, ${rank})`;
    }
    await sql`insert into projects (slug, title, description, main_image_url, category_id, display_order, status)
      values ('brouillon', 'Brouillon', 'd', '/x.jpg', ${livres}, 8, 'draft')`;
  });
  afterEach(() => {
    vi.doUnmock('@/lib/paging');
    vi.resetModules();
  });

  const slugs = (page: { items: { slug: string }[] }) => page.items.map((p) => p.slug);

  it('pages every public project by rank', async () => {
    const first = await listPortfolioPage({}, 3);
    expect(first).toMatchObject({ total: 7, page: 1, pageCount: 3, pageSize: 3 });
    expect(slugs(first)).toEqual(['p1', 'p2', 'p3']);
    expect(slugs(await listPortfolioPage({ page: 3 }, 3))).toEqual(['p7']);
    expect(slugs(await listPortfolioPage({ page: 99 }, 3))).toEqual(['p7']);
    const all = await listPortfolioPage();
    expect(all).toMatchObject({ total: 7, page: 1, pageCount: 1, pageSize: PORTFOLIO_PAGE_SIZE });
    expect(slugs(all)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
  });

  it('filters by trimmed category names across every page', async () => {
    const books = await listPortfolioPage({ categories: ['Livres'] }, 2);
    expect(books).toMatchObject({ total: 3, pageCount: 2 });
    expect(slugs(books)).toEqual(['p1', 'p3']);
    expect(slugs(await listPortfolioPage({ categories: ['Livres'], page: 2 }, 2))).toEqual(['p5']);
    expect((await listPortfolioPage({ categories: [' Magazines ', 'Livres'] }, 2)).total).toBe(5);
    expect(await listPortfolioPage({ categories: ['Catalogues'] }, 2)).toMatchObject({ total: 0, items: [] });
    expect((await listPortfolioPage({ categories: ["' or 1=1 --"] })).total).toBe(0);
  });

  it('counts public projects per category across every page', async () => {
    expect(await countPortfolioCategories()).toEqual({ Livres: 3, Magazines: 2 });
  });

  // The filter's request-time part: prerendered portfolio pages ask it for a selection's page.
  describe('GET /api/portfolio', () => {
    // Pages of 2 projects, so the 7 above span several: the route reads PORTFOLIO_PAGE_SIZE.
    async function get(search: string): Promise<{ status: number; body: ProjectCardPage }> {
      vi.doMock('@/lib/paging', async (importOriginal) => ({
        ...(await importOriginal<typeof import('@/lib/paging')>()),
        PORTFOLIO_PAGE_SIZE: 2,
      }));
      vi.resetModules();
      const { GET } = await import('@/app/api/portfolio/route');
      const response = await GET(new NextRequest(`http://localhost/api/portfolio${search}`));
      return { status: response.status, body: (await response.json()) as ProjectCardPage };
    }

    it('answers one page of the selected categories, as cards only', async () => {
      const { status, body } = await get('?categories=magazines,livres&page=2');
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: 5, page: 2, pageCount: 3, pageSize: 2 });
      expect(slugs(body)).toEqual(['p3', 'p4']);
      expect(Object.keys(body.items[0]!).sort()).toEqual(
        ['categoryName', 'client', 'id', 'mainImageUrl', 'projectDate', 'slug', 'title'].sort(),
      );
      expect(body.items.map((p) => p.categoryName)).toEqual(['Livres', 'Magazines']);
    });

    it('validates its input: unknown slugs ignored, bad pages read page 1, past the end the last page', async () => {
      expect(slugs((await get('?categories=livres,inconnue')).body)).toEqual(['p1', 'p3']);
      expect((await get('?categories=inconnue')).body).toMatchObject({ total: 7, pageCount: 4 });
      expect((await get('')).body).toMatchObject({ total: 7, page: 1 });
      for (const page of ['0', '-1', 'x', '1.5', '9999999'])
        expect((await get(`?categories=livres&page=${page}`)).body.page, page).toBe(1);
      expect((await get('?categories=livres&page=50')).body).toMatchObject({ page: 2, items: [{ slug: 'p5' }] });
      expect((await get(`?categories=${'livres,'.repeat(2000)}`)).body.total).toBe(3);
      expect((await get('?categories=catalogues')).body).toMatchObject({ total: 0, pageCount: 0, items: [] });
    });

    it('is never cached by browsers or shared caches, nor indexed', async () => {
      vi.resetModules();
      const { GET } = await import('@/app/api/portfolio/route');
      const response = await GET(new NextRequest('http://localhost/api/portfolio?categories=livres'));
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      // Outside the small pages above: the portfolio's own page size.
      expect(((await response.json()) as ProjectCardPage).pageSize).toBe(PORTFOLIO_PAGE_SIZE);
    });
  });
});

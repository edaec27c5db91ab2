// Paged public lists (/tutoriels, /portfolio and their /page/{n} paths): the shared paging helpers and
// the page reads against the real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSlice, listPageSize, LIST_PAGE_SIZE } from '@/lib/data/paging';
import { listTutorialsPage } from '@/lib/data/tutorials';
import { pagedPath, pageWindow, staticPageParams, PRERENDERED_LIST_PAGES } from '@/lib/content/paging';
import { pagedTitle } from '@/app/(site)/paged-list';
import { closeTestSql, testSql } from './support/db';

afterAll(closeTestSql);

describe('paging helpers', () => {
  it('page 1 is the list path, later pages /page/{n}', () => {
    expect(pagedPath('/tutoriels')).toBe('/tutoriels');
    expect(pagedPath('/tutoriels', 1)).toBe('/tutoriels');
    expect(pagedPath('/tutoriels', 3)).toBe('/tutoriels/page/3');
    expect(pagedPath('/portfolio', 2)).toBe('/portfolio/page/2');
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

  it('reads LIST_PAGE_SIZE as a whole number from 1 to 100, else 24', () => {
    expect(LIST_PAGE_SIZE).toBe(24);
    expect(listPageSize(undefined)).toBe(24);
    expect(listPageSize('4')).toBe(4);
    for (const bad of ['', '0', '101', '2.5', 'x', '-4']) expect(listPageSize(bad)).toBe(24);
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

  it('clamps a page past the end to the last one, and the default size holds every demo tutorial', async () => {
    expect(await listTutorialsPage(9, 3)).toMatchObject({ page: 3, pageCount: 3 });
    const all = await listTutorialsPage();
    expect(all).toMatchObject({ total: 7, page: 1, pageCount: 1, pageSize: LIST_PAGE_SIZE });
    expect(all.items).toHaveLength(7);
  });
});

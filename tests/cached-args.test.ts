// Cached reads are server references anyone can call with any arguments (a POST with the function's
// id): each one bounds its sizes and takes wrong types as its defaults, without throwing.
import { afterAll, describe, expect, it } from 'vitest';
import { getBlogPostBySlug, listBlogPosts, listFeedPosts, listLatestPosts, listRelatedPosts } from '@/lib/data/blog';
import { MAX_PAGE_SIZE } from '@/lib/paging';
import { getProjectBySlug, listPortfolioPage, listServiceProjects } from '@/lib/data/projects';
import { imageSizes } from '@/lib/data/media';
import { searchSite } from '@/lib/data/search';
import { getTutorialBySlug, listLatestTutorials, listTutorials, listTutorialsPage } from '@/lib/data/tutorials';
import { closeTestSql, testSql } from './support/db';

afterAll(closeTestSql);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the point is calling with anything
const anything = (v: unknown) => v as any;

describe('cached reads called with hostile arguments', () => {
  it('bound page sizes and limits', async () => {
    await testSql()`
      insert into tutorials (slug, title, description, thumbnail)
      select 'borne-' || i, 'Tutoriel ' || i, 'D', '/x.jpg' from generate_series(1, ${MAX_PAGE_SIZE + 5}) i`;
    const page = await listTutorialsPage(1, 100_000);
    expect(page.pageSize).toBe(MAX_PAGE_SIZE);
    expect(page.items.length).toBe(MAX_PAGE_SIZE);
    expect((await listTutorials(100_000)).length).toBeLessThanOrEqual(100);
    expect((await listLatestTutorials(100_000)).length).toBeLessThanOrEqual(12);
    expect((await listPortfolioPage({}, 100_000)).pageSize).toBe(MAX_PAGE_SIZE);
    expect((await listLatestPosts(100_000)).length).toBeLessThanOrEqual(12);
    expect((await listFeedPosts(100_000)).length).toBeLessThanOrEqual(50);
  });

  it('take wrong types as their defaults and never throw', async () => {
    const calls: [string, () => Promise<unknown>][] = [
      ['listTutorialsPage', () => listTutorialsPage(anything('1; drop'), anything({ a: 1 }))],
      ['listTutorials', () => listTutorials(anything(-3))],
      ['listBlogPosts', () => listBlogPosts(anything('pas un objet'))],
      ['listBlogPosts', () => listBlogPosts(anything({ q: 42, category: ['x'], page: '2' }))],
      ['listRelatedPosts', () => listRelatedPosts(anything(null), anything('tag'), anything(1e9))],
      ['listPortfolioPage', () => listPortfolioPage(anything(null), anything(-5))],
      ['listPortfolioPage', () => listPortfolioPage(anything({ categories: 'Magazines', page: 1.5 }))],
      ['listServiceProjects', () => listServiceProjects(anything('__proto__'))],
      ['getProjectBySlug', () => getProjectBySlug(anything(123))],
      ['imageSizes', () => imageSizes(anything('/storage/blog-images/x.png'))],
      ['imageSizes', () => imageSizes(anything([{ url: 1 }, ...Array.from({ length: 500 }, (_, i) => `/x/${i}.png`)]))],
      ['getBlogPostBySlug', () => getBlogPostBySlug(anything({ slug: 'x' }))],
      ['getTutorialBySlug', () => getTutorialBySlug(anything('x'.repeat(5000)))],
      ['searchSite', () => searchSite(anything({ q: 'x' }))],
    ];
    for (const [name, call] of calls) await expect(call(), name).resolves.toBeDefined();
    expect(await getProjectBySlug(anything(123))).toBeNull();
    expect((await listBlogPosts(anything({ page: '2' }))).page).toBe(1);
  });
});

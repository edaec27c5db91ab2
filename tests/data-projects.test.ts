import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminGetProject,
  createProject,
  deleteProject,
  nextProjectRank,
  updateProject,
  type ProjectInput,
} from '@/lib/data/project-admin';
import { getProjectBySlug, listHomeProjects, listPortfolioProjects, listServiceProjects } from '@/lib/data/projects';
import { deleteCategory, listCategories } from '@/lib/data/categories';
import { projectInput } from './support/builders';
import { closeTestSql, insertCategory, testSql } from './support/db';

const input = (slug: string, categoryId: string | null = null): ProjectInput =>
  projectInput(slug, { title: `Projet ${slug}`, description: 'Description', categoryId });
const images = (slug: string, n = 2) =>
  Array.from({ length: n }, (_, i) => ({ url: `/storage/project-images/${slug}-${i}.jpg`, altText: null }));

let book = '';
let magazine = '';
let word = '';

beforeAll(async () => {
  book = await insertCategory('Mise en page de livres', 'mise-en-page-de-livres');
  magazine = await insertCategory('Magazines', 'magazines');
  word = await insertCategory('Mise en page Word', 'mise-en-page-word');
  await insertCategory('Catalogues', 'catalogues');
  // 8 projects: 3 books, 3 magazines, 1 Word, 1 without category; created in this order.
  const plan: [string, string | null][] = [
    ['livre-a', book],
    ['mag-a', magazine],
    ['livre-b', book],
    ['mag-b', magazine],
    ['word-a', word],
    ['livre-c', book],
    ['mag-c', magazine],
    ['sans-cat', null],
  ];
  for (const [slug, cat] of plan) {
    await createProject(input(slug, cat), images(slug));
    await testSql()`select pg_sleep(0.01)`; // distinct created_at
  }
});
afterAll(closeTestSql);

describe('project reads', () => {
  it('lists the portfolio by rank with category names', async () => {
    const all = await listPortfolioProjects();
    expect(all.map((p) => p.displayOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(all[0]).toMatchObject({
      slug: 'livre-a',
      categoryName: 'Mise en page de livres',
      mainImageUrl: '/storage/project-images/livre-a-0.jpg',
    });
    expect(all[7]!.categoryName).toBeNull();
  });

  it('limits the home teaser to the first 6 by rank', async () => {
    const home = await listHomeProjects();
    expect(home.map((p) => p.slug)).toEqual(['livre-a', 'mag-a', 'livre-b', 'mag-b', 'word-a', 'livre-c']);
  });

  it('applies each service page rule', async () => {
    // Book page: « mise en page » categories but not Word ones, newest first.
    expect((await listServiceProjects('book')).map((p) => p.slug)).toEqual(['livre-c', 'livre-b', 'livre-a']);
    // Magazine page: « magazine » categories, by rank.
    expect((await listServiceProjects('magazine')).map((p) => p.slug)).toEqual(['mag-a', 'mag-b', 'mag-c']);
    // Word page: « word » categories only, by rank.
    expect((await listServiceProjects('word')).map((p) => p.slug)).toEqual(['word-a']);
  });

  it('keeps magazine layout off the book page', async () => {
    const sql = testSql();
    await sql`update categories set name = 'Mise en page de magazines' where id = ${magazine}`;
    try {
      expect((await listServiceProjects('book')).map((p) => p.slug)).toEqual(['livre-c', 'livre-b', 'livre-a']);
      expect((await listServiceProjects('magazine')).map((p) => p.slug)).toEqual(['mag-a', 'mag-b', 'mag-c']);
    } finally {
      await sql`update categories set name = 'Magazines' where id = ${magazine}`;
    }
  });

  it('falls back to the home read when no category matches', async () => {
    const sql = testSql();
    await sql`update categories set name = 'Revues' where id = ${magazine}`;
    try {
      expect((await listServiceProjects('magazine')).map((p) => p.slug)).toEqual(
        (await listHomeProjects()).map((p) => p.slug),
      );
    } finally {
      await sql`update categories set name = 'Magazines' where id = ${magazine}`;
    }
  });

  it('reads one project by slug with its images in order, or null', async () => {
    const p = await getProjectBySlug('mag-b');
    expect(p?.images.map((i) => [i.url, i.displayOrder])).toEqual([
      ['/storage/project-images/mag-b-0.jpg', 0],
      ['/storage/project-images/mag-b-1.jpg', 1],
    ]);
    expect(await getProjectBySlug('inconnu')).toBeNull();
  });

  it('lists categories by name with trimmed names', async () => {
    await testSql()`insert into categories (name, slug) values ('  Affiches  ', 'affiches')`;
    const names = (await listCategories()).map((c) => c.name);
    expect(names).toContain('Affiches');
    // French collation (the databases are created with an ICU French locale): case and accents fold.
    expect([...names]).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });
});

describe('project writes', () => {
  it('defaults a new project to the highest rank plus one', async () => {
    expect(await nextProjectRank()).toBe(9);
  });

  it('keeps projects when their category is deleted', async () => {
    const cat = await insertCategory('Temporaire', 'temporaire');
    await createProject(input('temp-proj', cat), images('temp-proj', 1));
    await deleteCategory(cat);
    const p = await getProjectBySlug('temp-proj');
    expect(p).toMatchObject({ categoryId: null, categoryName: null });
    await deleteProject(p!.id);
  });

  it('removes the images of a deleted project and closes the rank gap', async () => {
    const created = await createProject(input('a-supprimer', book), images('a-supprimer', 3), 2);
    const removed = await deleteProject(created.id);
    expect(removed.removedImageUrls).toHaveLength(3);
    const [row] = await testSql()`select count(*)::int as n from project_images where project_id = ${created.id}`;
    expect(row!.n).toBe(0);
    expect((await listPortfolioProjects()).map((p) => p.displayOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('replaces images atomically: a failure mid-transaction changes nothing', async () => {
    const before = await getProjectBySlug('livre-b');
    const bad = [
      { url: '/storage/project-images/new-0.jpg', altText: 'ok' },
      { url: '', altText: null },
    ];
    await expect(updateProject(before!.id, { ...input('livre-b', book), title: 'Changé' }, bad)).rejects.toThrow();
    const after = await adminGetProject(before!.id);
    expect(after?.title).toBe(before!.title);
    expect(after?.images.map((i) => i.url)).toEqual(before!.images.map((i) => i.url));
    expect(after?.mainImageUrl).toBe(before!.mainImageUrl);
  });

  it('reports the image files an update no longer uses', async () => {
    const p = await getProjectBySlug('mag-c');
    const kept = p!.images[1]!;
    const res = await updateProject(p!.id, input('mag-c', magazine), [
      { url: kept.url, altText: 'alt' },
      { url: '/storage/project-images/neuf.jpg', altText: null },
    ]);
    expect(res.removedImageUrls).toEqual([p!.images[0]!.url]);
    const after = await adminGetProject(p!.id);
    expect(after?.mainImageUrl).toBe(kept.url);
    expect(after?.images.map((i) => i.altText)).toEqual(['alt', null]);
  });

  it('refuses a rank gap even from raw SQL (checked at commit)', async () => {
    await expect(testSql()`update projects set display_order = 50 where slug = 'sans-cat'`).rejects.toThrow(
      /without gaps/,
    );
  });

  it('refuses a duplicate slug with a typed error', async () => {
    await expect(createProject(input('livre-a'), images('x', 1))).rejects.toMatchObject({ code: 'duplicate_slug' });
  });
});

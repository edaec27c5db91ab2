// Project ranks against the real database through lib/data/projects:
// ranks stay 1..N without duplicates, every ordering rule runs as one transaction.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DataError } from '@/lib/data/errors';
import {
  adminGetProject,
  adminListProjectsPage,
  createProject,
  deleteProject,
  moveProject,
  nextProjectRank,
  swapProject,
  updateProject,
  type ProjectInput,
} from '@/lib/data/project-admin';
import { readAdminListQuery } from '@/lib/admin/list-query';
import { closeTestSql, testSql } from './support/db';
import { projectInput } from './support/builders';

const input = (slug: string, title = `Projet ${slug}`): ProjectInput =>
  projectInput(slug, { title, description: 'Description' });
const images = (slug: string, n = 1) =>
  Array.from({ length: n }, (_, i) => ({ url: `/storage/project-images/${slug}-${i}.jpg`, altText: null }));

/** Slugs in rank order, after checking the ranks are exactly 1..N. */
async function order(): Promise<string[]> {
  const { items: list } = await adminListProjectsPage(readAdminListQuery({}, 'order'));
  expect(list.map((p) => p.displayOrder)).toEqual(list.map((_, i) => i + 1));
  return list.map((p) => p.slug);
}

const ids = new Map<string, string>();
async function seedProjects(...slugs: string[]) {
  for (const s of slugs) ids.set(s, (await createProject(input(s), images(s))).id);
}
const id = (slug: string) => ids.get(slug)!;

beforeEach(async () => {
  await testSql()`delete from projects`;
  ids.clear();
  await seedProjects('a', 'b', 'c', 'd');
});
afterAll(closeTestSql);

describe('insert', () => {
  it('appends by default: the new rank is the highest plus one', async () => {
    expect(await nextProjectRank()).toBe(5);
    const created = await createProject(input('e'), images('e'));
    expect(created.rank).toBe(5);
    expect(await order()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('inserts at a given rank and shifts the ones after it', async () => {
    expect((await createProject(input('x'), images('x'), 2)).rank).toBe(2);
    expect(await order()).toEqual(['a', 'x', 'b', 'c', 'd']);
    expect((await createProject(input('y'), images('y'), 1)).rank).toBe(1);
    expect(await order()).toEqual(['y', 'a', 'x', 'b', 'c', 'd']);
  });

  it('refuses a rank outside 1..N+1 and writes nothing', async () => {
    for (const rank of [0, 6, -1, 2.5]) {
      await expect(
        createProject(input(`bad-${String(rank).replace('.', '-')}`), images('bad'), rank),
      ).rejects.toMatchObject({ code: 'invalid_rank', meta: { max: 5 } });
    }
    expect(await order()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('up / down', () => {
  it('swaps with the neighbour', async () => {
    expect(await swapProject(id('c'), 'up')).toEqual({ rank: 2 });
    expect(await order()).toEqual(['a', 'c', 'b', 'd']);
    expect(await swapProject(id('a'), 'down')).toEqual({ rank: 2 });
    expect(await order()).toEqual(['c', 'a', 'b', 'd']);
  });

  it('refuses to move the first up or the last down', async () => {
    await expect(swapProject(id('a'), 'up')).rejects.toMatchObject({ code: 'invalid_rank' });
    await expect(swapProject(id('d'), 'down')).rejects.toMatchObject({ code: 'invalid_rank' });
    expect(await order()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('move to a rank', () => {
  it('moves down and shifts the others up, gapless', async () => {
    expect(await moveProject(id('a'), 3)).toEqual({ rank: 3 });
    expect(await order()).toEqual(['b', 'c', 'a', 'd']);
  });

  it('moves up and shifts the others down, gapless', async () => {
    expect(await moveProject(id('d'), 1)).toEqual({ rank: 1 });
    expect(await order()).toEqual(['d', 'a', 'b', 'c']);
  });

  it('moving to the current rank changes nothing', async () => {
    expect(await moveProject(id('b'), 2)).toEqual({ rank: 2 });
    expect(await order()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a rank outside 1..N with the limit, and writes nothing', async () => {
    for (const rank of [0, 5, 100, -3]) {
      const error = await moveProject(id('b'), rank).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataError);
      expect(error).toMatchObject({ code: 'invalid_rank', meta: { max: 4 } });
    }
    expect(await order()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('moves through an update as well (edit form rank)', async () => {
    const r = await updateProject(id('a'), input('a', 'Projet A renommé'), images('a'), 4);
    expect(r.rank).toBe(4);
    expect(await order()).toEqual(['b', 'c', 'd', 'a']);
    await expect(updateProject(id('a'), input('a'), images('a'), 9)).rejects.toMatchObject({
      code: 'invalid_rank',
      meta: { max: 4 },
    });
    expect((await adminGetProject(id('a')))!.title).toBe('Projet A renommé');
  });

  it('keeps ranks consistent under concurrent moves', async () => {
    await Promise.all([
      moveProject(id('a'), 4),
      moveProject(id('d'), 1),
      swapProject(id('b'), 'down'),
      moveProject(id('c'), 2),
    ]);
    expect((await order()).sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('delete', () => {
  it('closes the gap', async () => {
    await deleteProject(id('b'));
    expect(await order()).toEqual(['a', 'c', 'd']);
    await deleteProject(id('a'));
    expect(await order()).toEqual(['c', 'd']);
    expect(await nextProjectRank()).toBe(3);
  });

  it('returns every stored image to remove', async () => {
    await updateProject(id('c'), input('c'), images('c', 3));
    const removed = await deleteProject(id('c'));
    expect(removed.removedImageUrls.sort()).toEqual(
      images('c', 3)
        .map((i) => i.url)
        .sort(),
    );
    expect(await testSql()`select 1 from project_images where project_id = ${id('c')}`).toHaveLength(0);
  });
});

describe('atomic save of a project and its images', () => {
  it('an update whose second image insert fails leaves the previous version intact', async () => {
    await updateProject(id('b'), input('b', 'Version 1'), images('b', 2));
    const before = await adminGetProject(id('b'));
    const broken = [
      { url: '/storage/project-images/new-0.jpg', altText: 'ok' },
      { url: '', altText: 'violates the CHECK' },
    ];
    await expect(updateProject(id('b'), input('b-renamed', 'Version 2'), broken, 4)).rejects.toMatchObject({
      code: 'invalid',
    });
    expect(await adminGetProject(id('b'))).toEqual(before);
    expect(await order()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a create whose image insert fails leaves no project behind and no gap', async () => {
    await expect(
      createProject(
        input('z'),
        [
          { url: '/storage/project-images/z.jpg', altText: null },
          { url: '', altText: null },
        ],
        1,
      ),
    ).rejects.toMatchObject({ code: 'invalid' });
    expect(await order()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reports the images an update no longer uses', async () => {
    await updateProject(id('d'), input('d'), images('d', 3));
    const kept = images('d', 3).slice(1);
    const r = await updateProject(id('d'), input('d'), [
      ...kept,
      { url: '/storage/project-images/new.jpg', altText: null },
    ]);
    expect(r.removedImageUrls).toEqual(['/storage/project-images/d-0.jpg']);
    const p = await adminGetProject(id('d'));
    expect(p!.mainImageUrl).toBe(kept[0]!.url);
    expect(p!.images.map((i) => [i.url, i.displayOrder])).toEqual([
      [kept[0]!.url, 0],
      [kept[1]!.url, 1],
      ['/storage/project-images/new.jpg', 2],
    ]);
  });

  it('refuses a project without images before touching the database', async () => {
    await expect(createProject(input('none'), [])).rejects.toMatchObject({ code: 'invalid' });
    expect(await order()).toEqual(['a', 'b', 'c', 'd']);
  });
});

// A failed cached read falls back (empty list / null) and is kept only seconds, not for weeks.
import { afterAll, describe, expect, it } from 'vitest';
import { lifetimes } from './stubs/next-cache';
import { getProjectBySlug, listPortfolioProjects } from '@/lib/data/projects';
import { listBlogPosts } from '@/lib/data/blog';
import { listTutorials } from '@/lib/data/tutorials';
import { closeTestSql, testSql } from './support/db';

afterAll(closeTestSql);

describe('cached reads on a failing database', () => {
  it('return the fallback with a short cache life, and a normal life once it works', async () => {
    const sql = testSql();
    await sql`alter table projects rename to projects_gone`;
    await sql`alter table blog_posts rename to blog_posts_gone`;
    await sql`alter table tutorials rename to tutorials_gone`;
    try {
      lifetimes.length = 0;
      expect(await listPortfolioProjects()).toEqual([]);
      expect(lifetimes.at(-1)).toBe('seconds');
      lifetimes.length = 0;
      expect(await getProjectBySlug('any')).toBeNull();
      expect(lifetimes.at(-1)).toBe('seconds');
      lifetimes.length = 0;
      expect((await listBlogPosts({})).items).toEqual([]);
      expect(lifetimes.at(-1)).toBe('seconds');
      lifetimes.length = 0;
      expect(await listTutorials()).toEqual([]);
      expect(lifetimes.at(-1)).toBe('seconds');
    } finally {
      await sql`alter table projects_gone rename to projects`;
      await sql`alter table blog_posts_gone rename to blog_posts`;
      await sql`alter table tutorials_gone rename to tutorials`;
    }
    lifetimes.length = 0;
    expect(await listPortfolioProjects()).toEqual([]);
    // Back to the long life (the 'max' preset's values: nothing is scheduled in this database).
    expect(lifetimes).toEqual([{ stale: 300, revalidate: 30 * 24 * 3600, expire: 365 * 24 * 3600 }]);
  });
});

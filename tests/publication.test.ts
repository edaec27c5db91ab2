// Editorial status: visitors' reads, the anon RLS policies and the cache lifetimes only know public
// items (not drafts, publication time passed); the admin side sees everything with its status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type postgres from 'postgres';
import {
  getBlogPostBySlug,
  listBlogCategories,
  listBlogPosts,
  listBlogSlugs,
  listFeedPosts,
  listLatestPosts,
  listRelatedPosts,
} from '@/lib/data/blog';
import { adminListEntryPage, createEntry, updateEntry, type BlogPostInput } from '@/lib/data/entries';
import { adminGetProject, createProject } from '@/lib/data/project-admin';
import { getProjectBySlug, listHomeProjects, listPortfolioProjects, listProjectSlugs } from '@/lib/data/projects';
import { publicLife } from '@/lib/data/publication';
import { searchSite } from '@/lib/data/search';
import { getTutorialBySlug, listLatestTutorials, listTutorials, listTutorialSlugs } from '@/lib/data/tutorials';
import { isoToStudioLocal as isoToParisLocal, studioLocalToIso as parisLocalToIso } from '@/lib/dates';
import { blogPostSchema } from '@/lib/validation/schemas';
import { MSG } from '@/lib/copy/messages';
import { postInput, projectInput, tutorialInput } from './support/builders';
import { closeTestSql, insertCategory, insertUser, testSql } from './support/db';

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
let categoryId = '';

const post = (slug: string, extra: Partial<BlogPostInput> = {}) => postInput(slug, { categoryId, ...extra });
const project = projectInput;
const tutorial = (slug: string, status: 'draft' | 'scheduled' | 'published', publishAt: string | null = null) =>
  tutorialInput(slug, { status, publishAt });

beforeAll(async () => {
  categoryId = await insertCategory('Édition', 'edition');
  await createEntry('post', post('live'));
  await createEntry(
    'post',
    post('brouillon', { status: 'draft', categoryId: await insertCategory('Brouillons', 'brouillons') }),
  );
  await createEntry('post', post('plus-tard', { status: 'scheduled', publishAt: inAnHour() }));
  const images = [{ url: '/storage/project-images/a.jpg', altText: null }];
  await createProject(project('projet-live'), images);
  await createProject(project('projet-brouillon', { status: 'draft' }), images);
  await createProject(project('projet-plus-tard', { status: 'scheduled', publishAt: inAnHour() }), images);
  await createEntry('tutorial', tutorial('tuto-live', 'published'));
  await createEntry('tutorial', tutorial('tuto-brouillon', 'draft'));
  await createEntry('tutorial', tutorial('tuto-plus-tard', 'scheduled', inAnHour()));
});
afterAll(closeTestSql);

describe('visitors only see published items whose time has come', () => {
  it('blog: lists, detail, related, slugs, feed, categories', async () => {
    expect((await listBlogPosts()).items.map((p) => p.slug)).toEqual(['live']);
    expect((await listBlogPosts()).total).toBe(1);
    expect((await listLatestPosts()).map((p) => p.slug)).toEqual(['live']);
    expect(await getBlogPostBySlug('live')).not.toBeNull();
    expect(await getBlogPostBySlug('brouillon')).toBeNull();
    expect(await getBlogPostBySlug('plus-tard')).toBeNull();
    expect(await listRelatedPosts('00000000-0000-4000-8000-000000000000', ['zephyr'])).toHaveLength(1);
    expect((await listBlogSlugs()).map((p) => p.slug)).toEqual(['live']);
    expect((await listFeedPosts()).map((p) => p.slug)).toEqual(['live']);
    expect(await listBlogCategories()).toEqual(['Édition']);
  });

  it('projects and tutorials: lists, details, slugs', async () => {
    expect((await listPortfolioProjects()).map((p) => p.slug)).toEqual(['projet-live']);
    expect((await listHomeProjects()).map((p) => p.slug)).toEqual(['projet-live']);
    expect((await listProjectSlugs()).map((p) => p.slug)).toEqual(['projet-live']);
    expect(await getProjectBySlug('projet-brouillon')).toBeNull();
    expect(await getProjectBySlug('projet-plus-tard')).toBeNull();
    expect(await getProjectBySlug('projet-live')).not.toBeNull();
    expect((await listTutorials()).map((t) => t.slug)).toEqual(['tuto-live']);
    expect((await listLatestTutorials()).map((t) => t.slug)).toEqual(['tuto-live']);
    expect((await listTutorialSlugs()).map((t) => t.slug)).toEqual(['tuto-live']);
    expect(await getTutorialBySlug('tuto-plus-tard')).toBeNull();
  });

  it('search finds only public items', async () => {
    const found = await searchSite('zéphyrin', []);
    expect(found.results.map((r) => r.href).sort()).toEqual([
      '/blog/live',
      '/portfolio/projet-live',
      '/tutoriels/tuto-live',
    ]);
  });

  it('a scheduled item appears once its time has passed, and the cache lifetime ends right then', async () => {
    const life = await publicLife(['blog_posts']);
    expect(life.revalidate).toBeGreaterThan(3500);
    expect(life.revalidate).toBeLessThanOrEqual(3602);
    expect(life.expire).toBeGreaterThanOrEqual(300); // keeps the read in the prerendered page
    expect((await publicLife(['blog_posts', 'projects'])).revalidate).toBeLessThanOrEqual(3602);
    await testSql()`update blog_posts set published_at = now() + interval '20 seconds' where slug = 'plus-tard'`;
    expect((await publicLife(['blog_posts'])).revalidate).toBeLessThanOrEqual(22);
    await testSql()`update blog_posts set published_at = now() - interval '1 second' where slug = 'plus-tard'`;
    expect((await listBlogSlugs()).map((p) => p.slug).sort()).toEqual(['live', 'plus-tard']);
    expect((await publicLife(['blog_posts'])).revalidate).toBe(30 * 24 * 3600);
    const admin = (await adminListEntryPage('post', { q: '', status: '', category: '', sort: 'recent', page: 1 }))
      .items;
    expect(admin.find((p) => p.slug === 'plus-tard')?.status).toBe('published');
    expect(admin.find((p) => p.slug === 'brouillon')?.status).toBe('draft');
    await testSql()`update blog_posts set published_at = now() + interval '1 hour' where slug = 'plus-tard'`;
  });
});

describe('saving a status', () => {
  it('publishing stamps now once; saving a live item again keeps its date; a draft keeps it hidden', async () => {
    const created = await createEntry('post', post('cycle', { status: 'draft' }));
    expect(created.status).toBe('draft');
    const { item: published } = await updateEntry('post', created.id, post('cycle', { status: 'published' }));
    expect(published.status).toBe('published');
    const first = published.publishedAt;
    expect(first).not.toBeNull();
    const { item: again } = await updateEntry(
      'post',
      created.id,
      post('cycle', { status: 'published', title: 'Autre titre' }),
    );
    expect(again.publishedAt).toBe(first);
    const when = inAnHour();
    const { item: scheduled } = await updateEntry(
      'post',
      created.id,
      post('cycle', { status: 'scheduled', publishAt: when }),
    );
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: when });
    expect(await getBlogPostBySlug('cycle')).toBeNull();
    const { item: draft } = await updateEntry('post', created.id, post('cycle', { status: 'draft' }));
    expect(draft.status).toBe('draft');
    await testSql()`delete from blog_posts where slug = 'cycle'`;
  });

  it('the form schema reads Paris time and refuses a missing or past schedule', () => {
    const base = { title: 'T', excerpt: 'E', imageUrl: '/images/defaults/generique.jpg' };
    const missing = blogPostSchema.safeParse({ ...base, status: 'scheduled', publishAt: '' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe(MSG.publishAtRequired);
    const past = blogPostSchema.safeParse({ ...base, status: 'scheduled', publishAt: '2020-01-01T09:00' });
    expect(past.error?.issues[0]?.message).toBe(MSG.publishAtPast);
    const ok = blogPostSchema.parse({ ...base, status: 'scheduled', publishAt: '2099-11-24T09:00' });
    expect(ok.publishAt).toBe('2099-11-24T08:00:00.000Z');
    expect(blogPostSchema.parse({ ...base, status: 'published', publishAt: '2099-11-24T09:00' }).publishAt).toBeNull();
    // Without a status a new item is a draft: nothing goes online by accident.
    expect(blogPostSchema.parse(base).status).toBe('draft');
    expect(blogPostSchema.safeParse({ ...base, status: 'archived' }).success).toBe(false);
  });

  it('a scheduled post shows the day it goes online (in Paris), whatever date was typed before', () => {
    const base = { title: 'T', excerpt: 'E', imageUrl: '/images/defaults/generique.jpg' };
    const parsed = blogPostSchema.parse({
      ...base,
      postDate: '2026-01-05',
      status: 'scheduled',
      publishAt: '2099-11-24T23:30',
    });
    expect(parsed.publishAt).toBe('2099-11-24T22:30:00.000Z');
    expect(parsed.postDate).toBe('2099-11-24');
    expect(blogPostSchema.parse({ ...base, postDate: '2026-01-05', status: 'draft' }).postDate).toBe('2026-01-05');
  });

  it('converts Europe/Paris wall time both ways, summer and winter', () => {
    expect(parisLocalToIso('2026-07-01T09:30')).toBe('2026-07-01T07:30:00.000Z');
    expect(parisLocalToIso('2026-12-01T09:30')).toBe('2026-12-01T08:30:00.000Z');
    expect(parisLocalToIso('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z'); // just after the spring change
    expect(isoToParisLocal('2026-07-01T07:30:00.000Z')).toBe('2026-07-01T09:30');
    expect(isoToParisLocal('2026-12-01T08:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(parisLocalToIso('2026-02-30T09:00')).toBeNull();
    expect(parisLocalToIso('demain')).toBeNull();
  });
});

describe('row-level security for the anon role', () => {
  async function asAnon<T>(fn: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
    let result: T;
    await testSql()
      .begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify({ role: 'anon' })}, true)`;
        await tx`set local role anon`;
        result = await fn(tx);
        throw new Error('rollback');
      })
      .catch((e: Error) => {
        if (e.message !== 'rollback') throw e;
      });
    return result!;
  }

  it('hides drafts and scheduled items (and their images) from anon, not from an admin', async () => {
    expect((await asAnon((tx) => tx`select slug from blog_posts`)).map((r) => r.slug)).toEqual(['live']);
    expect((await asAnon((tx) => tx`select slug from projects`)).map((r) => r.slug)).toEqual(['projet-live']);
    expect((await asAnon((tx) => tx`select slug from tutorials`)).map((r) => r.slug)).toEqual(['tuto-live']);
    const hidden = await adminGetProject(
      (await testSql()<{ id: string }[]>`select id from projects where slug = 'projet-brouillon'`)[0]!.id,
    );
    const images = await asAnon((tx) => tx`select id from project_images where project_id = ${hidden!.id}`);
    expect(images).toEqual([]);
    const adminId = await insertUser('chef@example.test', 'admin');
    let adminSees = 0;
    await testSql()
      .begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: adminId, role: 'authenticated' })}, true)`;
        await tx`set local role authenticated`;
        adminSees = (await tx`select slug from blog_posts`).length;
        throw new Error('rollback');
      })
      .catch((e: Error) => {
        if (e.message !== 'rollback') throw e;
      });
    expect(adminSees).toBe(3);
  });
});

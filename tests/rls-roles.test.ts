// The Supabase policies of the team's roles (supabase/migrations/20261129010000_roles.sql), per role, as PostgREST
// applies them: reads as the API grants them today, and writes as the policies would let them through if the API
// roles were ever granted writes (granted inside the rolled-back transaction: today they have none, rls.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type postgres from 'postgres';
import { asApiClient, closeTestSql, insertUser, testSql } from './support/db';

afterAll(closeTestSql);

const ids = { admin: '', editor: '', author: '', otherAuthor: '', user: '', inactiveEditor: '' };
const posts = { published: '', authorDraft: '', otherDraft: '', editorDraft: '', authorPublished: '' };

beforeAll(async () => {
  ids.admin = await insertUser('rls-admin@example.test', 'admin');
  ids.user = await insertUser('rls-user@example.test', 'user');
  const sql = testSql();
  for (const [key, role, active] of [
    ['editor', 'editor', true],
    ['author', 'author', true],
    ['otherAuthor', 'author', true],
    ['inactiveEditor', 'editor', false],
  ] as const) {
    ids[key] = await insertUser(`rls-${key.toLowerCase()}@example.test`, 'user');
    await sql`update profiles set role = ${role}, is_active = ${active} where id = ${ids[key]}`;
  }
  const post = async (slug: string, status: string, by: string | null) => {
    const [row] = await sql<{ id: string }[]>`
      insert into blog_posts (slug, title, excerpt, content, image_url, status, created_by)
      values (${slug}, ${slug}, 'Résumé', 'Texte', '/b.jpg', ${status}, ${by}) returning id::text`;
    return row!.id;
  };
  posts.published = await post('rls-publie', 'published', ids.editor);
  posts.authorDraft = await post('rls-brouillon-auteur', 'draft', ids.author);
  posts.otherDraft = await post('rls-brouillon-autre', 'draft', ids.otherAuthor);
  posts.editorDraft = await post('rls-brouillon-editeur', 'draft', ids.editor);
  posts.authorPublished = await post('rls-publie-auteur', 'published', ids.author);
});

type Who = keyof typeof ids | 'anon';
const as = <T>(who: Who, fn: (tx: postgres.TransactionSql) => Promise<T>) =>
  who === 'anon'
    ? asApiClient({ role: 'anon' }, 'anon', fn)
    : asApiClient({ sub: ids[who], role: 'authenticated' }, 'authenticated', fn);

/** As `who`, with write grants on the entries (rolled back with the rest). */
const writing = <T>(who: Who, fn: (tx: postgres.TransactionSql) => Promise<T>) =>
  as(who, async (tx) => {
    await tx`reset role`;
    await tx`grant insert, update, delete on blog_posts, categories to authenticated`;
    await tx`grant execute on all functions in schema public to authenticated`; // the tables' triggers
    await tx.unsafe(`set local role ${who === 'anon' ? 'anon' : 'authenticated'}`);
    return fn(tx);
  });

const visibleSlugs = async (who: Who) =>
  (
    await as(who, (tx) => tx<{ slug: string }[]>`select slug from blog_posts where slug like 'rls-%' order by slug`)
  ).map((r) => r.slug);

describe('drafts are read by who may write them', () => {
  it('visitors, users and deactivated staff: published entries only', async () => {
    for (const who of ['anon', 'user', 'inactiveEditor'] as const)
      expect(await visibleSlugs(who), who).toEqual(['rls-publie', 'rls-publie-auteur']);
  });

  it('an author: the published ones and their own drafts', async () => {
    expect(await visibleSlugs('author')).toEqual(['rls-brouillon-auteur', 'rls-publie', 'rls-publie-auteur']);
  });

  it('editors and administrators: every draft', async () => {
    for (const who of ['editor', 'admin'] as const)
      expect(await visibleSlugs(who), who).toEqual([
        'rls-brouillon-auteur',
        'rls-brouillon-autre',
        'rls-brouillon-editeur',
        'rls-publie',
        'rls-publie-auteur',
      ]);
  });
});

describe('writes, as the policies allow them', () => {
  const retitle = (who: Who, id: string) =>
    writing(who, async (tx) => (await tx`update blog_posts set title = 'Changé' where id = ${id} returning id`).length);

  it('an author changes their own draft, nobody else’s, and nothing published', async () => {
    expect(await retitle('author', posts.authorDraft)).toBe(1);
    expect(await retitle('author', posts.otherDraft)).toBe(0);
    expect(await retitle('author', posts.editorDraft)).toBe(0);
    expect(await retitle('author', posts.authorPublished)).toBe(0);
    // Publishing their own draft is refused by the policy's check.
    await expect(
      writing('author', (tx) => tx`update blog_posts set status = 'published' where id = ${posts.authorDraft}`),
    ).rejects.toThrow(/row-level security/);
    await expect(
      writing('author', (tx) => tx`delete from blog_posts where id = ${posts.otherDraft} returning id`),
    ).resolves.toHaveLength(0);
  });

  it('an author creates drafts as themself only', async () => {
    const insert = (status: string, by: string) =>
      writing(
        'author',
        (tx) => tx`insert into blog_posts (slug, title, excerpt, content, image_url, status, created_by)
                   values ('rls-nouveau', 'Nouveau', 'R', 'T', '/b.jpg', ${status}, ${by}) returning id`,
      );
    await expect(insert('draft', ids.author)).resolves.toHaveLength(1);
    await expect(insert('published', ids.author)).rejects.toThrow(/row-level security/);
    await expect(insert('draft', ids.otherAuthor)).rejects.toThrow(/row-level security/);
  });

  it('editors and administrators change and publish every entry; a user, a visitor or deactivated staff nothing', async () => {
    for (const who of ['editor', 'admin'] as const) {
      expect(await retitle(who, posts.otherDraft), who).toBe(1);
      expect(await retitle(who, posts.published), who).toBe(1);
    }
    for (const who of ['user', 'inactiveEditor'] as const) {
      expect(await retitle(who, posts.published), who).toBe(0);
      expect(await retitle(who, posts.authorDraft), who).toBe(0);
    }
  });

  it('categories: editors and administrators only', async () => {
    const add = (who: Who) =>
      writing(who, (tx) => tx`insert into categories (name, slug) values ('Rapports', 'rls-rapports') returning id`);
    await expect(add('editor')).resolves.toHaveLength(1);
    await expect(add('admin')).resolves.toHaveLength(1);
    for (const who of ['author', 'user', 'inactiveEditor'] as const)
      await expect(add(who), who).rejects.toThrow(/row-level security/);
  });
});

// The Supabase policies of the team's roles (supabase/migrations/20261129010000_roles.sql), per role, as PostgREST
// applies them: reads as the API grants them today, and writes as the policies would let them through if the API
// roles were ever granted writes (granted inside the rolled-back transaction: today they have none, rls.test.ts).
import fs from 'node:fs';
import path from 'node:path';
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

describe('what the server keeps to itself, the public key does too', () => {
  it('a draft project’s gallery: read by who may read the draft, nobody else', async () => {
    const sql = testSql();
    const project = async (slug: string, status: string, by: string) => {
      const [row] = await sql<{ id: string }[]>`
        insert into projects (slug, title, description, category_id, main_image_url, status, created_by, display_order)
        values (${slug}, ${slug}, 'Description', (select id from categories limit 1), '/p.jpg', ${status}, ${by},
                (select coalesce(max(display_order), 0) + 1 from projects)) returning id::text`;
      await sql`insert into project_images (project_id, image_url, display_order) values (${row!.id}, ${`/storage/project-images/${slug}.jpg`}, 1)`;
      return row!.id;
    };
    if ((await sql`select 1 from categories limit 1`).length === 0)
      await sql`insert into categories (name, slug) values ('Livres', 'rls-livres')`;
    await project('rls-galerie-en-ligne', 'published', ids.editor);
    await project('rls-galerie-brouillon', 'draft', ids.author);
    const gallery = async (who: Who) =>
      (
        await as(
          who,
          (tx) => tx<{ image_url: string }[]>`
          select i.image_url from project_images i where i.image_url like '%/rls-galerie-%' order by i.image_url`,
        )
      ).map((r) => r.image_url.replace(/^.*\/rls-galerie-|\.jpg$/g, ''));
    for (const who of ['anon', 'user', 'inactiveEditor', 'otherAuthor'] as const)
      expect(await gallery(who), who).toEqual(['en-ligne']);
    for (const who of ['author', 'editor', 'admin'] as const)
      expect(await gallery(who), who).toEqual(['brouillon', 'en-ligne']);
  });

  it('the testimonials document (hidden ones included): the team only; the site’s details stay public', async () => {
    const sql = testSql();
    await sql`insert into site_settings (key, values) values
      ('testimonials', ${sql.json({ items: [{ id: 'x', author: 'Cachée', hidden: true }], statistics: [] })}),
      ('site', ${sql.json({ name: 'Studio' })})
      on conflict (key) do nothing`;
    const keys = async (who: Who) =>
      (
        await as(
          who,
          (tx) =>
            tx<{ key: string }[]>`select key from site_settings where key in ('site', 'testimonials') order by key`,
        )
      ).map((r) => r.key);
    for (const who of ['anon', 'user', 'inactiveEditor'] as const) expect(await keys(who), who).toEqual(['site']);
    for (const who of ['author', 'editor', 'admin'] as const)
      expect(await keys(who), who).toEqual(['site', 'testimonials']);
  });

  it('storage (a stand-in of Supabase’s schema): no API role writes a file directly, an author included', async () => {
    const migration = (name: string) =>
      fs.readFileSync(path.join(import.meta.dirname, '..', 'supabase', 'migrations', name), 'utf8');
    // The storage part of roles.sql (the rest of that file ran already).
    const roles = migration('20261129010000_roles.sql');
    const storageBlock = roles.slice(
      roles.indexOf('-- Images: every back-office role uploads'),
      roles.indexOf('-- The access token'),
    );
    const upload = (tx: postgres.TransactionSql) =>
      tx`insert into storage.objects (bucket_id, name) values ('blog-images', 'direct.png')`.then(() => 'written');
    const outcome = (step: string) =>
      asApiClient({ sub: ids.author, role: 'authenticated' }, 'authenticated', async (tx) => {
        await tx`reset role`;
        // A minimal stand-in for Supabase's storage schema, enough for the migrations to apply to.
        await tx.unsafe(`
          create schema storage;
          create table storage.buckets (id text primary key, name text, public boolean, file_size_limit bigint, allowed_mime_types text[]);
          create table storage.objects (id uuid primary key default gen_random_uuid(), bucket_id text, name text);
          alter table storage.objects enable row level security;
          grant usage on schema storage to authenticated;
          grant insert, update, delete on storage.objects to authenticated;`);
        await tx.unsafe(migration('20261121000200_storage.sql'));
        await tx.unsafe(storageBlock);
        if (step === 'now') await tx.unsafe(migration('20261202020000_policies_as_the_server.sql'));
        await tx`set local role authenticated`;
        return upload(tx).catch((e: Error) => e.message);
      });
    // Before this migration an author could upload past the server's checks; now nobody can.
    expect(await outcome('before')).toBe('written');
    expect(await outcome('now')).toMatch(/row-level security/);
  });
});

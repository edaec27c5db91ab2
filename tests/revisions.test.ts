// Revision history: every save of an article, tutorial or project stores one revision with its actor in
// the transaction of the change; a restore writes the fields back as a new revision (and a journal
// entry); a project's image order comes back without images deleted since; old revisions are pruned by
// the documented policy; only administrators read the history through RLS.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type postgres from 'postgres';
import { addBlogPost, deleteBlogPost, updateBlogPost } from '@/lib/actions/blog';
import { addProject, updateProject } from '@/lib/actions/projects';
import {
  compareEntryRevisions,
  listEntryRevisions,
  restoreEntryRevision,
  type RevisionComparison,
} from '@/lib/actions/revisions';
import { addTutorial, updateTutorial } from '@/lib/actions/tutorials';
import { purgeTrashItem } from '@/lib/actions/trash';
import { localProvider } from '@/lib/auth/local';
import { signInWith } from '@/lib/auth/sign-in';
import { createEntry, updateEntry } from '@/lib/data/entries';
import { REVISION_POLICY, type RevisionSummary } from '@/lib/data/revisions';
import { createLocalUser } from '@/lib/db/users';
import { MSG } from '@/lib/copy/messages';
import { memoryJar } from './support/cookie-jar';
import { browser } from './support/next-headers';
import { asApiClient, closeTestSql, insertCategory, insertUser, testSql } from './support/db';

vi.mock('next/headers', () => import('./support/next-headers'));

const ADMIN_EMAIL = 'historique.admin@example.test';
const PASSWORD = 'revision history password';
let adminId = '';
const image = '/images/defaults/generique.jpg';

beforeAll(async () => {
  adminId = (await createLocalUser(testSql(), { email: ADMIN_EMAIL, password: PASSWORD, role: 'admin' })).id;
  browser.jar = memoryJar();
  const signed = await signInWith(localProvider(), browser.jar, ADMIN_EMAIL, PASSWORD, '198.51.100.2');
  if (!signed.ok) throw new Error(signed.error);
});
beforeEach(() => {
  browser.headers = new Headers({ cookie: browser.jar.header() });
});
afterAll(closeTestSql);

type Rev = { number: number; actor_id: string | null; actor_email: string | null; snapshot: Record<string, unknown> };
const revisions = (entity: string, id: string) =>
  testSql()<
    Rev[]
  >`select number, actor_id, actor_email, snapshot from content_revisions where entity = ${entity} and entity_id = ${id} order by number`;
const idOf = async (table: 'blog_posts' | 'tutorials' | 'projects', slug: string) =>
  (await testSql().unsafe<{ id: string }[]>(`select id from ${table} where slug = $1`, [slug]))[0]!.id;
const history = async (kind: 'post' | 'tutorial' | 'project', id: string) => {
  const r = await listEntryRevisions({ kind, id });
  if (!r.ok) throw new Error(r.error);
  return r.data as RevisionSummary[];
};

describe('a revision per save, in the same transaction', () => {
  it('articles: create and each update store the fields and the actor', async () => {
    const base = { title: 'Historique', excerpt: 'Résumé', imageUrl: image, status: 'published' as const };
    expect((await addBlogPost({ ...base, content: 'Premier jet.' })).ok).toBe(true);
    const id = await idOf('blog_posts', 'historique');
    expect((await updateBlogPost({ ...base, id, content: 'Deuxième version du texte.' })).ok).toBe(true);
    const revs = await revisions('post', id);
    expect(revs.map((r) => r.number)).toEqual([1, 2]);
    for (const r of revs) expect(r).toMatchObject({ actor_id: adminId, actor_email: ADMIN_EMAIL });
    expect(revs[0]!.snapshot).toMatchObject({
      title: 'Historique',
      content: 'Premier jet.',
      excerpt: 'Résumé',
      status: 'published',
    });
    expect(revs[1]!.snapshot.content).toBe('Deuxième version du texte.');
    expect((await history('post', id)).map((r) => [r.number, r.actorEmail])).toEqual([
      [2, ADMIN_EMAIL],
      [1, ADMIN_EMAIL],
    ]);
  });

  it('a refused save stores none, and a revision that cannot be stored undoes the save', async () => {
    await addBlogPost({ title: 'Occupé', excerpt: 'E', imageUrl: image });
    await addBlogPost({ title: 'Libre', excerpt: 'E', imageUrl: image, content: 'Avant' });
    const id = await idOf('blog_posts', 'libre');
    expect((await updateBlogPost({ id, title: 'Libre', slug: 'occupe', excerpt: 'E', imageUrl: image })).ok).toBe(
      false,
    );
    expect((await revisions('post', id)).map((r) => r.number)).toEqual([1]);
    await testSql()`alter table content_revisions add constraint revisions_test_block check (snapshot->>'content' <> 'Bloqué')`;
    try {
      expect((await updateBlogPost({ id, title: 'Libre', excerpt: 'E', imageUrl: image, content: 'Bloqué' })).ok).toBe(
        false,
      );
    } finally {
      await testSql()`alter table content_revisions drop constraint revisions_test_block`;
    }
    const [row] = await testSql()<{ content: string }[]>`select content from blog_posts where id = ${id}`;
    expect(row!.content).toBe('Avant');
  });

  it('a deleted item keeps its history in the trash; purged for good, it goes', async () => {
    await addBlogPost({ title: 'Éphémère', excerpt: 'E', imageUrl: image });
    const id = await idOf('blog_posts', 'ephemere');
    expect(await revisions('post', id)).toHaveLength(1);
    expect((await deleteBlogPost({ id })).ok).toBe(true);
    expect(await revisions('post', id)).toHaveLength(1);
    const [trashed] = await testSql()<{ id: string }[]>`select id from trash where entity_id = ${id}`;
    expect((await purgeTrashItem({ id: trashed!.id })).ok).toBe(true);
    expect(await revisions('post', id)).toHaveLength(0);
  });
});

describe('compare and restore', () => {
  it('an article: the diff field by field, then a restore that is itself a revision and a journal entry', async () => {
    const cat = await insertCategory('Conseils', 'conseils');
    const base = { excerpt: 'Résumé', imageUrl: image, status: 'draft' as const };
    await addBlogPost({
      ...base,
      title: 'Restaurable',
      content: 'Le chat dort au soleil.',
      categoryId: cat,
      tags: 'a, b',
    });
    const id = await idOf('blog_posts', 'restaurable');
    await updateBlogPost({
      ...base,
      id,
      title: 'Restaurable modifié',
      slug: 'restaurable',
      content: 'Le chien dort au soleil.',
      tags: 'a',
    });
    const [v2, v1] = await history('post', id);

    const compared = await compareEntryRevisions({ kind: 'post', id, from: v1!.id, to: v2!.id });
    expect(compared.ok).toBe(true);
    const { changes } = (compared.ok ? compared.data : null) as RevisionComparison;
    expect(changes.map((c) => c.label)).toEqual(['Titre', 'Contenu', 'Catégorie', 'Tags']);
    const content = changes.find((c) => c.field === 'content')!;
    expect(content.parts).toEqual([
      { value: 'Le ' },
      { value: 'chat', removed: true },
      { value: 'chien', added: true },
      { value: ' dort au soleil.' },
    ]);
    expect(changes.find((c) => c.field === 'categoryName')).toMatchObject({ before: 'Conseils', after: '' });

    // Published since: restoring text keeps the publication as it is now.
    await updateEntry('post', id, {
      title: 'Restaurable modifié',
      slug: 'restaurable',
      excerpt: 'Résumé',
      content: 'Le chien dort au soleil.',
      imageUrl: image,
      postDate: '2026-01-02',
      author: null,
      categoryId: null,
      tags: ['a'],
      status: 'published',
      publishAt: null,
    });
    const restored = await restoreEntryRevision({ kind: 'post', id, revisionId: v1!.id });
    expect(restored).toEqual({ ok: true, message: MSG.revision.restored(1) });
    const [post] = await testSql()`select title, content, category_id, tags, status from blog_posts where id = ${id}`;
    expect(post).toMatchObject({
      title: 'Restaurable',
      content: 'Le chat dort au soleil.',
      category_id: cat,
      tags: ['a', 'b'],
      status: 'published',
    });
    const revs = await revisions('post', id);
    expect(revs.map((r) => r.number)).toEqual([1, 2, 3, 4]);
    expect(revs[3]).toMatchObject({
      actor_email: ADMIN_EMAIL,
      snapshot: expect.objectContaining({ title: 'Restaurable', status: 'published' }),
    });
    const [entry] =
      await testSql()`select action, entity, entity_id, summary from audit_log where action = 'restore' order by id desc limit 1`;
    expect(entry).toEqual({
      action: 'restore',
      entity: 'post',
      entity_id: id,
      summary: 'Article « Restaurable » restauré à la version 1',
    });
  });

  it('refuses an unknown revision or another item’s revision, in French, and writes nothing', async () => {
    await addBlogPost({ title: 'Un', excerpt: 'E', imageUrl: image });
    await addBlogPost({ title: 'Deux', excerpt: 'E', imageUrl: image });
    const one = await idOf('blog_posts', 'un');
    const two = await idOf('blog_posts', 'deux');
    const [revOfTwo] = await history('post', two);
    expect(await restoreEntryRevision({ kind: 'post', id: one, revisionId: revOfTwo!.id })).toEqual({
      ok: false,
      error: MSG.revision.notFound,
    });
    expect(await restoreEntryRevision({ kind: 'tutorial', id: two, revisionId: revOfTwo!.id })).toEqual({
      ok: false,
      error: MSG.revision.notFound,
    });
    expect(await compareEntryRevisions({ kind: 'post', id: one, from: revOfTwo!.id, to: revOfTwo!.id })).toEqual({
      ok: false,
      error: MSG.revision.notFound,
    });
    expect(await restoreEntryRevision({ kind: 'post', id: one, revisionId: 'abc' })).toMatchObject({
      ok: false,
      error: MSG.revision.notFound,
    });
    expect((await revisions('post', one)).map((r) => r.number)).toEqual([1]);
  });

  it('a tutorial: texts back, the uploaded thumbnail of today kept', async () => {
    await addTutorial({ title: 'Tuto versionné', description: 'Version une', video: 'dQw4w9WgXcQ', thumbnail: image });
    const id = await idOf('tutorials', 'tuto-versionne');
    await updateTutorial({
      id,
      title: 'Tuto versionné',
      description: 'Version deux',
      video: 'dQw4w9WgXcQ',
      thumbnail: '/images/defaults/autre.jpg',
      duration: '12:34',
    });
    const [, v1] = await history('tutorial', id);
    expect((await restoreEntryRevision({ kind: 'tutorial', id, revisionId: v1!.id })).ok).toBe(true);
    const [t] = await testSql()`select description, duration, thumbnail from tutorials where id = ${id}`;
    expect(t).toEqual({ description: 'Version une', duration: null, thumbnail: '/images/defaults/autre.jpg' });
    expect((await revisions('tutorial', id)).map((r) => r.number)).toEqual([1, 2, 3]);
  });

  it('a project: the image order comes back, without the images deleted since, with those added since after', async () => {
    const img = (n: string) => ({ url: `/storage/project-images/ordre-${n}.png`, altText: `Image ${n}` });
    const created = await addProject({
      title: 'Galerie',
      description: 'Avant',
      images: [img('a'), img('b'), img('c')],
    });
    const id = (created.ok ? created.data : (null as never)) as { id: string };
    await updateProject({
      id: id.id,
      title: 'Galerie',
      description: 'Après',
      images: [img('c'), { ...img('a'), altText: 'Autre texte' }],
    });
    await updateProject({ id: id.id, title: 'Galerie', description: 'Après', images: [img('c'), img('a'), img('d')] });
    const revs = await revisions('project', id.id);
    expect(revs.map((r) => (r.snapshot.images as { url: string }[]).length)).toEqual([3, 2, 3]);
    const v1 = (await history('project', id.id)).at(-1)!;
    expect((await restoreEntryRevision({ kind: 'project', id: id.id, revisionId: v1.id })).ok).toBe(true);
    const images = await testSql()<
      { image_url: string; alt_text: string }[]
    >`select image_url, alt_text from project_images where project_id = ${id.id} order by display_order`;
    expect(images).toEqual([
      { image_url: img('a').url, alt_text: 'Image a' },
      { image_url: img('c').url, alt_text: 'Image c' },
      { image_url: img('d').url, alt_text: 'Image d' },
    ]);
    const [p] = await testSql()`select description, main_image_url from projects where id = ${id.id}`;
    expect(p).toEqual({ description: 'Avant', main_image_url: img('a').url });
    expect((await revisions('project', id.id)).at(-1)).toMatchObject({
      number: 4,
      snapshot: expect.objectContaining({ images: [img('a'), img('c'), img('d')] }),
    });
  });
});

describe('pruning policy', () => {
  it(`keeps the latest ${REVISION_POLICY.keepLast} and everything younger than ${REVISION_POLICY.keepDays} days`, async () => {
    const input = {
      title: 'Élagué',
      slug: 'elague',
      excerpt: 'E',
      content: '',
      imageUrl: image,
      postDate: '2026-01-01',
      author: null,
      categoryId: null,
      tags: [],
    };
    const post = await createEntry('post', input); // revision 1, today
    const old = `${REVISION_POLICY.keepDays + 10} days`;
    for (let n = 2; n <= 26; n++) {
      await testSql()`insert into content_revisions (entity, entity_id, number, snapshot, created_at) values ('post', ${post.id}, ${n}, '{}', now() - ${old}::interval)`;
    }
    await updateEntry('post', post.id, { ...input, content: 'Nouveau' }); // revision 27
    const kept = (await revisions('post', post.id)).map((r) => r.number);
    const latest = Array.from({ length: REVISION_POLICY.keepLast }, (_, i) => 27 - REVISION_POLICY.keepLast + 1 + i);
    expect(kept).toEqual([1, ...latest]);
  });
});

describe('RLS and privileges', () => {
  it('admins read the history, a plain user sees none, anon is refused, nobody writes through the API', async () => {
    const userId = await insertUser('curieuse@example.test', 'user');
    const as = asApiClient;
    const count = (tx: postgres.TransactionSql) =>
      tx`select count(*)::int as n from content_revisions`.then((r) => r[0]!.n as number);
    const admin = { sub: adminId, role: 'authenticated' };
    expect(await as(admin, 'authenticated', count)).toBeGreaterThan(0);
    expect(await as({ sub: userId, role: 'authenticated' }, 'authenticated', count)).toBe(0);
    await expect(as({ role: 'anon' }, 'anon', count)).rejects.toThrow(/permission denied/);
    await expect(as(admin, 'authenticated', (tx) => tx`delete from content_revisions`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(as(admin, 'authenticated', (tx) => tx`update content_revisions set snapshot = '{}'`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(
      as(
        admin,
        'authenticated',
        (tx) =>
          tx`insert into content_revisions (entity, entity_id, number, snapshot) values ('post', ${adminId}, 99, '{}')`,
      ),
    ).rejects.toThrow(/permission denied/);
    // Not even the owner rewrites history.
    await expect(testSql()`update content_revisions set snapshot = '{}'`).rejects.toThrow(/cannot be changed/);
  });
});

// Audit log: every admin write appends exactly one row in the transaction of the change (a failed
// write leaves none), sign-ins succeed or fail on the record, the log is append-only and only
// administrators may read it through RLS.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type postgres from 'postgres';
import { addBlogPost, deleteBlogPost, updateBlogPost } from '@/lib/actions/blog';
import { addCategory, deleteCategory, updateCategory } from '@/lib/actions/categories';
import { addProject, deleteProject, moveProjectToRank, swapProjectOrder, updateProject } from '@/lib/actions/projects';
import { addTutorial, deleteTutorial } from '@/lib/actions/tutorials';
import { createUser, deleteUser, setUserActive, setUserRole } from '@/lib/actions/users';
import { localProvider } from '@/lib/auth/local';
import { signInWith } from '@/lib/auth/sign-in';
import { AUDIT_PAGE_SIZE, listAudit } from '@/lib/data/audit';
import { createLocalUser } from '@/lib/db/users';
import { GET as exportCsv } from '@/app/admin/newsletter/export/route';
import { memoryJar, type MemoryJar } from './support/cookie-jar';
import { browser } from './support/next-headers';
import { asApiClient, closeTestSql, insertUser, testSql } from './support/db';
import { listSignInFailures, SIGN_IN_FAILURE_RETENTION_DAYS } from '@/lib/data/sign-in-failures';
import { UNKNOWN_CLIENT } from '@/lib/request/client-address';
import { studioToday } from '@/lib/dates';

vi.mock('next/headers', () => import('./support/next-headers'));
browser.headers = new Headers({ 'x-forwarded-for': '203.0.113.7' });

const PASSWORD = 'audit log password';
const ADMIN_EMAIL = 'journal.admin@example.test';
let adminJar: MemoryJar;
let adminId = '';

type Row = {
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: string;
  ip: string | null;
};
const rows = () =>
  testSql()<Row[]>`select actor_id, actor_email, action, entity, entity_id, summary, ip from audit_log order by id`;
let before = 0;
const newRows = async () => (await rows()).slice(before);

beforeAll(async () => {
  adminId = (await createLocalUser(testSql(), { email: ADMIN_EMAIL, password: PASSWORD, role: 'admin' })).id;
  adminJar = memoryJar();
  const result = await signInWith(localProvider(), adminJar, ADMIN_EMAIL, PASSWORD, '198.51.100.1');
  if (!result.ok) throw new Error(result.error);
});
beforeEach(async () => {
  browser.jar = adminJar;
  before = (await rows()).length;
});
afterAll(closeTestSql);

const image = '/images/defaults/generique.jpg';

describe('one row per admin write, in the same transaction', () => {
  it('categories, articles, tutorials: actor, action, entity, id, summary, client address', async () => {
    expect((await addCategory({ name: 'Affiches', slug: 'affiches' })).ok).toBe(true);
    const [cat] = await testSql()<{ id: string }[]>`select id from categories where slug = 'affiches'`;
    await updateCategory({ id: cat!.id, name: 'Affiches et flyers', slug: 'affiches' });
    await deleteCategory({ id: cat!.id });
    await addBlogPost({ title: 'Journal test', excerpt: 'Résumé', imageUrl: image, status: 'draft' });
    const [post] = await testSql()<{ id: string }[]>`select id from blog_posts where slug = 'journal-test'`;
    await updateBlogPost({
      id: post!.id,
      title: 'Journal test',
      excerpt: 'Résumé 2',
      imageUrl: image,
      status: 'published',
    });
    await deleteBlogPost({ id: post!.id });
    await addTutorial({ title: 'Tuto journal', description: 'D', thumbnail: image });
    const [tuto] = await testSql()<{ id: string }[]>`select id from tutorials where slug = 'tuto-journal'`;
    await deleteTutorial({ id: tuto!.id });

    const logged = await newRows();
    expect(logged.map((r) => `${r.entity}:${r.action}`)).toEqual([
      'category:create',
      'category:update',
      'category:delete',
      'post:create',
      'post:update',
      'post:delete',
      'tutorial:create',
      'tutorial:delete',
    ]);
    // The client address as the sign-in limits see it (only trusted proxy hops count; none here).
    for (const r of logged) expect(r).toMatchObject({ actor_id: adminId, actor_email: ADMIN_EMAIL, ip: 'unknown' });
    expect(logged[0]).toMatchObject({ entity_id: cat!.id, summary: 'Catégorie « Affiches » ajoutée' });
    expect(logged[3]!.summary).toBe('Article « Journal test » ajouté (brouillon)');
    expect(logged[4]!.summary).toBe('Article « Journal test » modifié (publié)');
  });

  it('projects: add, update, move, swap, delete', async () => {
    const images = [{ url: image, altText: null }];
    const a = await addProject({ title: 'Projet A', description: 'D', images });
    const b = await addProject({ title: 'Projet B', description: 'D', images });
    const idA = a.ok ? (a.data as { id: string }).id : '';
    const idB = b.ok ? (b.data as { id: string }).id : '';
    await updateProject({ id: idA, title: 'Projet A2', description: 'D', images });
    await moveProjectToRank({ id: idB, rank: 1 });
    await swapProjectOrder({ id: idB, direction: 'down' });
    await deleteProject({ id: idA });
    await deleteProject({ id: idB });
    expect((await newRows()).map((r) => `${r.action}:${r.entity_id === idA ? 'A' : 'B'}`)).toEqual([
      'create:A',
      'create:B',
      'update:A',
      'move:B',
      'move:B',
      'delete:A',
      'delete:B',
    ]);
  });

  it('users and roles, and the newsletter export', async () => {
    const created = await createUser({ email: 'nouveau.journal@example.test', role: 'user' });
    expect(created.ok).toBe(true);
    const [u] = await testSql()<{ id: string }[]>`select id from profiles where email = 'nouveau.journal@example.test'`;
    await setUserRole({ id: u!.id, role: 'admin' });
    await setUserActive({ id: u!.id, isActive: false });
    await deleteUser({ id: u!.id });
    expect((await exportCsv(new Request('http://localhost/admin/newsletter/export'))).status).toBe(200);
    const logged = await newRows();
    expect(logged.map((r) => `${r.entity}:${r.action}`)).toEqual([
      'user:create',
      'user:role',
      'user:status',
      'user:delete',
      'newsletter:export',
    ]);
    expect(logged[1]!.summary).toBe('Rôle de nouveau.journal@example.test : administrateur');
  });

  it('a refused or failed write logs nothing', async () => {
    expect((await setUserRole({ id: adminId, role: 'user' })).ok).toBe(false); // self-protection
    expect((await addBlogPost({ title: '', excerpt: '', imageUrl: '' })).ok).toBe(false); // validation
    await addCategory({ name: 'Doublon', slug: 'doublon' });
    expect((await addCategory({ name: 'Doublon 2', slug: 'doublon' })).ok).toBe(false); // constraint inside the transaction
    expect((await newRows()).map((r) => r.action)).toEqual(['create']);
  });

  it('a write whose audit row cannot be stored does not happen', async () => {
    await testSql()`alter table audit_log add constraint audit_test_block check (summary not like '%Bloquée%')`;
    try {
      expect((await addCategory({ name: 'Bloquée', slug: 'bloquee' })).ok).toBe(false);
      expect(await testSql()`select 1 from categories where slug = 'bloquee'`).toHaveLength(0);
    } finally {
      await testSql()`alter table audit_log drop constraint audit_test_block`;
    }
  });
});

describe('sign-in on the record', () => {
  it('a success in the journal; a failure counted per account and reason, never as a journal row', async () => {
    await signInWith(localProvider(), memoryJar(), ADMIN_EMAIL, 'wrong password', '198.51.100.9');
    await signInWith(localProvider(), memoryJar(), ADMIN_EMAIL, PASSWORD, '198.51.100.9');
    const logged = await newRows();
    expect(logged).toMatchObject([
      {
        action: 'sign_in',
        entity: 'session',
        actor_id: adminId,
        actor_email: ADMIN_EMAIL,
        summary: 'Connexion réussie',
      },
    ]);
    expect(logged[0]!.ip).toContain('198.51.100.9');
    const failures = await listSignInFailures();
    expect(failures).toContainEqual({ accountEmail: ADMIN_EMAIL, count: 1, lastAt: expect.any(String) });
    expect(JSON.stringify(await testSql()`select * from private.sign_in_failures`)).not.toContain('wrong password');
  });

  it('anonymous senders cannot grow the tables: any number of invented addresses is one row a day', async () => {
    const before = await newRows();
    for (let i = 0; i < 25; i++) {
      await signInWith(localProvider(), memoryJar(), `${'x'.repeat(200)}${i}@inconnu.example`, 'nope', UNKNOWN_CLIENT);
    }
    expect(await newRows()).toHaveLength(before.length);
    const rows = await testSql()`
      select account_email, reason, count from private.sign_in_failures where account_email is null`;
    expect(rows.length).toBeLessThanOrEqual(2); // « identifiants incorrects », then the throttle's refusals
    expect(rows.reduce((n, r) => n + Number(r.count), 0)).toBe(25);
  });

  it('keeps failures for the retention period only', async () => {
    await testSql()`
      insert into private.sign_in_failures (day, account_email, reason, count)
      values (current_date - ${SIGN_IN_FAILURE_RETENTION_DAYS + 1}::int, null, 'ancienne', 4)`;
    await signInWith(localProvider(), memoryJar(), 'personne@inconnu.example', 'nope', '198.51.100.77');
    expect(await testSql()`select 1 from private.sign_in_failures where reason = 'ancienne'`).toHaveLength(0);
  });
});

describe('the journal', () => {
  it('filters by actor, entity and day, newest first, in pages', async () => {
    const all = await listAudit();
    expect(all.total).toBeGreaterThan(20);
    expect(all.pageSize).toBe(AUDIT_PAGE_SIZE);
    expect(all.items[0]!.entity).toBe('session');
    const projects = await listAudit({ entity: 'project' });
    expect(projects.total).toBe(7);
    expect(projects.items.every((r) => r.entity === 'project')).toBe(true);
    expect((await listAudit({ actor: 'journal.admin' })).items.every((r) => r.actorEmail === ADMIN_EMAIL)).toBe(true);
    expect((await listAudit({ actor: 'personne' })).total).toBe(0);
    expect((await listAudit({ from: '2000-01-01', to: '2000-01-02' })).total).toBe(0);
    const today = studioToday();
    expect((await listAudit({ from: today, to: today })).total).toBe(all.total);
    expect((await listAudit({ entity: 'nope' })).total).toBe(all.total);
    const deletes = await listAudit({ entity: 'project', action: 'delete' });
    expect(deletes.total).toBeGreaterThan(0);
    expect(deletes.items.every((r) => r.action === 'delete' && r.entity === 'project')).toBe(true);
    expect((await listAudit({ action: 'nope' })).total).toBe(all.total);
  });

  it('names the content as it is now, and nothing once it was deleted', async () => {
    const images = [{ url: image, altText: null }];
    const kept = await addProject({ title: 'Projet gardé', description: 'D', images });
    const id = kept.ok ? (kept.data as { id: string }).id : '';
    await updateProject({ id, title: 'Projet gardé et renommé', description: 'D', images });
    const { items } = await listAudit({ entity: 'project' });
    const mine = items.filter((r) => r.entityId === id);
    expect(mine.map((r) => r.currentTitle)).toEqual(['Projet gardé et renommé', 'Projet gardé et renommé']);
    // The projects deleted by the test above: their entries stay, without a title to link.
    expect(items.filter((r) => r.entityId !== id).every((r) => r.currentTitle === null)).toBe(true);
    await deleteProject({ id });
    expect((await listAudit({ entity: 'project' })).items.every((r) => r.currentTitle === null)).toBe(true);
  });

  it('cannot be edited, deleted or truncated, even by the owner role', async () => {
    await expect(testSql()`update audit_log set summary = 'effacé'`).rejects.toThrow(/append-only/);
    await expect(testSql()`delete from audit_log`).rejects.toThrow(/append-only/);
    await expect(testSql()`truncate audit_log`).rejects.toThrow(/append-only/);
  });

  it('RLS: admins read it, a plain user and anon do not, nobody writes through the API', async () => {
    const userId = await insertUser('curieux@example.test', 'user');
    const as = asApiClient;
    const count = (tx: postgres.TransactionSql) =>
      tx`select count(*)::int as n from audit_log`.then((r) => r[0]!.n as number);
    expect(await as({ sub: adminId, role: 'authenticated' }, 'authenticated', count)).toBeGreaterThan(0);
    expect(await as({ sub: userId, role: 'authenticated' }, 'authenticated', count)).toBe(0);
    await expect(as({ role: 'anon' }, 'anon', count)).rejects.toThrow(/permission denied/);
    await expect(
      as(
        { sub: adminId, role: 'authenticated' },
        'authenticated',
        (tx) => tx`insert into audit_log (action, entity) values ('x', 'user')`,
      ),
    ).rejects.toThrow(/permission denied/);
  });
});

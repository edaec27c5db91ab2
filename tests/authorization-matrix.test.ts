// AUTHORIZATION MATRIX — every protected server action and writing route handler is called as
// anonymous, plain user, inactive admin (signed in, then deactivated) and admin. Only the admin
// may succeed; everyone else must be refused (redirect to /login, or HTTP 401/403) AND leave the
// database (public + auth schemas) and the stored files unchanged.
//
// Adding an action or a route handler is one line in PROTECTED below, e.g.
//   { name: 'addCategory', call: (c) => addCategory({ name: 'Matrice', slug: c.unique('matrice') }) },
//   { name: 'POST /api/admin/upload', call: (c) => uploadPOST(c.request('POST', '/api/admin/upload', form)) },
// `call` runs once per actor, the admin last; use c.unique() for values that must not collide.
// When the call needs a row to act on, add `prepare: (c) => …` (runs before each call, outside the
// database comparison) and use its result: call: (c, id) => deleteCategory({ id }).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { adminAction } from '@/lib/actions/admin-action';
import { addCategory, deleteCategory, updateCategory } from '@/lib/actions/categories';
import { addBlogPost, deleteBlogPost, updateBlogPost } from '@/lib/actions/blog';
import {
  addProject,
  deleteProject,
  getProjectForEdit,
  moveProjectToRank,
  swapProjectOrder,
  updateProject,
} from '@/lib/actions/projects';
import { addTutorial, deleteTutorial, updateTutorial } from '@/lib/actions/tutorials';
import { compareContentRevisions, listContentRevisions, restoreContentRevision } from '@/lib/actions/revisions';
import { discardUploads, finishImageUpload, startImageUpload } from '@/lib/actions/uploads';
import { env } from '@/lib/env';
import { createSignedUpload } from '@/lib/storage/signed-upload';
import { startSupabaseStorageStandin, type SupabaseStorageStandin } from './support/supabase-storage-standin';
import { createUser, deleteUser, setUserActive, setUserRole } from '@/lib/actions/users';
import { createBlogPost, updateBlogPost as updatePostData } from '@/lib/data/blog';
import { createProject } from '@/lib/data/project-admin';
import { createTutorial } from '@/lib/data/tutorials';
import { POST as uploadPOST } from '@/app/api/admin/upload/route';
import { getAdmin, getSessionUser, requireAdmin } from '@/lib/auth';
import { localProvider } from '@/lib/auth/local';
import { AUTH_MSG } from '@/lib/content/auth-messages';
import { SESSION_COOKIE } from '@/lib/auth/session-token';
import { SIGN_IN_LIMITS, signInWith } from '@/lib/auth/sign-in';
import { createCategory } from '@/lib/data/categories';
import { createLocalUser } from '@/lib/db/users';
import { GET as sessionGET } from '@/app/api/session/route';
import { GET as previewGET } from '@/app/api/preview/route';
import { POST as signoutPOST } from '@/app/api/auth/signout/route';
import { loginAction } from '@/app/login/actions';
import { forgotPasswordAction } from '@/app/login/mot-de-passe-oublie/actions';
import { newPasswordAction } from '@/app/login/nouveau-mot-de-passe/actions';
import { GET as confirmGET } from '@/app/auth/confirm/route';
import { ACCOUNT_MSG } from '@/lib/content/auth-messages';
import { memoryJar, type MemoryJar } from './support/cookie-jar';
import { browser } from './support/next-headers';
import { closeTestSql, testSql } from './support/db';

vi.mock('next/headers', () => import('./support/next-headers'));

type ActorName = 'anonymous' | 'user' | 'inactiveAdmin' | 'admin';
type Ctx = {
  /** A value unique to this call (slugs, e-mails…). */
  unique: (prefix: string) => string;
  /** A same-origin request carrying the acting browser's cookies (for route handlers). */
  request: (method: string, pathname: string, body?: BodyInit | Record<string, unknown>) => Request;
};
type Entry = {
  name: string;
  prepare?: (c: Ctx) => Promise<unknown>;
  call: (c: Ctx, prepared: never) => Promise<unknown>;
};

// A minimal action through the shared wrapper, so the wrapper itself is in the matrix.
const probeAction = adminAction(z.object({ slug: z.string().min(1) }), { failure: 'Erreur' }, async ({ slug }) => {
  await createCategory({ name: 'Sonde', slug });
  return { ok: true, message: 'ok' };
});

const PROTECTED: Entry[] = [
  { name: 'adminAction (wrapper probe)', call: (c) => probeAction({ slug: c.unique('sonde') }) },
  { name: 'addCategory', call: (c) => addCategory({ name: 'Matrice', slug: c.unique('matrice') }) },
  {
    name: 'deleteCategory',
    prepare: (c) => createCategory({ name: 'À supprimer', slug: c.unique('a-supprimer') }).then((r) => r.id),
    call: (_c, id: string) => deleteCategory({ id }),
  },
  // Back office (issue 6): helpers below the table build the rows the calls act on.
  {
    name: 'updateCategory',
    prepare: (c) => createCategory({ name: 'Avant', slug: c.unique('avant') }).then((r) => r.id),
    call: (c, id: string) => updateCategory({ id, name: 'Après', slug: c.unique('apres') }),
  },
  {
    name: 'addProject',
    call: (c) =>
      addProject({
        title: 'Matrice',
        slug: c.unique('matrice'),
        description: 'D',
        images: [{ url: '/storage/project-images/matrice.png' }],
      }),
  },
  {
    name: 'updateProject',
    prepare: (c) => newProject(c),
    call: (c, id: string) =>
      updateProject({
        id,
        title: 'Matrice modifiée',
        slug: c.unique('matrice'),
        description: 'D',
        images: [{ url: '/storage/project-images/m2.png' }],
      }),
  },
  { name: 'deleteProject', prepare: (c) => newProject(c), call: (_c, id: string) => deleteProject({ id }) },
  { name: 'getProjectForEdit', prepare: (c) => newProject(c), call: (_c, id: string) => getProjectForEdit({ id }) },
  {
    name: 'swapProjectOrder',
    prepare: (c) => newProject(c),
    call: (_c, id: string) => swapProjectOrder({ id, direction: 'up' }),
  },
  {
    name: 'moveProjectToRank',
    prepare: (c) => newProject(c),
    call: (_c, id: string) => moveProjectToRank({ id, rank: 1 }),
  },
  {
    name: 'addBlogPost',
    call: (c) =>
      addBlogPost({
        title: 'Matrice',
        slug: c.unique('matrice'),
        excerpt: 'E',
        imageUrl: '/storage/blog-images/m.png',
      }),
  },
  {
    name: 'updateBlogPost',
    prepare: (c) => newPost(c),
    call: (c, id: string) =>
      updateBlogPost({
        id,
        title: 'Modifié',
        slug: c.unique('matrice'),
        excerpt: 'E',
        imageUrl: '/storage/blog-images/m2.png',
      }),
  },
  { name: 'deleteBlogPost', prepare: (c) => newPost(c), call: (_c, id: string) => deleteBlogPost({ id }) },
  {
    name: 'addTutorial',
    call: (c) =>
      addTutorial({
        title: 'Matrice',
        slug: c.unique('matrice'),
        description: 'D',
        video: 'https://youtu.be/dQw4w9WgXcQ',
      }),
  },
  {
    name: 'updateTutorial',
    prepare: (c) => newTutorial(c),
    call: (c, id: string) =>
      updateTutorial({ id, title: 'Modifié', slug: c.unique('matrice'), description: 'D', video: 'dQw4w9WgXcQ' }),
  },
  { name: 'deleteTutorial', prepare: (c) => newTutorial(c), call: (_c, id: string) => deleteTutorial({ id }) },
  {
    name: 'listContentRevisions',
    prepare: (c) => newPost(c),
    call: (_c, id: string) => listContentRevisions({ kind: 'post', id }),
  },
  {
    name: 'compareContentRevisions',
    prepare: (c) => revisedPost(c),
    call: (_c, r: Revised) => compareContentRevisions({ kind: 'post', id: r.id, from: r.first, to: r.second }),
  },
  {
    name: 'restoreContentRevision',
    prepare: (c) => revisedPost(c),
    call: (_c, r: Revised) => restoreContentRevision({ kind: 'post', id: r.id, revisionId: r.first }),
  },
  { name: 'setUserRole', prepare: (c) => newUser(c), call: (_c, id: string) => setUserRole({ id, role: 'admin' }) },
  {
    name: 'setUserActive',
    prepare: (c) => newUser(c),
    call: (_c, id: string) => setUserActive({ id, isActive: false }),
  },
  { name: 'deleteUser', prepare: (c) => newUser(c), call: (_c, id: string) => deleteUser({ id }) },
  { name: 'createUser', call: (c) => createUser({ email: `${c.unique('cree')}@example.test`, role: 'user' }) },
  { name: 'discardUploads', prepare: () => storedFile(), call: (_c, url: string) => discardUploads({ urls: [url] }) },
  {
    name: 'startImageUpload',
    call: () =>
      startImageUpload({ bucket: 'project-images', name: 'matrice.png', size: PNG_1PX.length, type: 'image/png' }),
  },
  {
    name: 'finishImageUpload (Supabase Storage stand-in)',
    prepare: () =>
      withStorageStandin(async (target) => {
        const ticket = await createSignedUpload(target, 'project-images', 'matrice.png', 'image/png');
        await fetch(ticket.signedUrl, {
          method: 'PUT',
          body: new Blob([new Uint8Array(PNG_1PX)]),
          headers: { 'content-type': 'image/png' },
        });
        return ticket.path;
      }),
    call: (_c, path: string) =>
      withStorageStandin(() => finishImageUpload({ bucket: 'project-images', path, name: 'matrice.png' })),
  },
  { name: 'POST /api/admin/upload', call: (c) => uploadPOST(c.request('POST', '/api/admin/upload', pngForm())) },
];

// Rows and files the back-office entries act on (created outside the compared snapshot).
async function newProject(c: Ctx): Promise<string> {
  const img = [{ url: '/storage/project-images/matrice.png', altText: null }];
  const fields = {
    description: 'D',
    categoryId: null,
    client: null,
    projectDate: null,
    challenge: null,
    solution: null,
    results: null,
    projectLink: null,
  };
  await createProject({ ...fields, title: 'Voisin', slug: c.unique('voisin') }, img);
  return (await createProject({ ...fields, title: 'Cible', slug: c.unique('cible') }, img)).id;
}
const newPost = (c: Ctx) =>
  createBlogPost({
    title: 'Cible',
    slug: c.unique('article'),
    excerpt: 'E',
    content: '',
    imageUrl: '/storage/blog-images/m.png',
    postDate: '2026-01-01',
    author: null,
    categoryId: null,
    tags: [],
  }).then((p) => p.id);
type Revised = { id: string; first: string; second: string };
async function revisedPost(c: Ctx): Promise<Revised> {
  const id = await newPost(c);
  await updatePostData(id, {
    title: 'Cible modifiée',
    slug: c.unique('article'),
    excerpt: 'E',
    content: 'Deux',
    imageUrl: '/storage/blog-images/m.png',
    postDate: '2026-01-01',
    author: null,
    categoryId: null,
    tags: [],
  });
  const [first, second] = await testSql()<
    { id: string }[]
  >`select id::text from content_revisions where entity = 'post' and entity_id = ${id} order by number`;
  return { id, first: first!.id, second: second!.id };
}
const newTutorial = (c: Ctx) =>
  createTutorial({
    title: 'Cible',
    slug: c.unique('tuto'),
    description: 'D',
    duration: null,
    thumbnail: '/storage/blog-images/t.png',
    categoryId: null,
    videoId: null,
    tags: [],
  }).then((t) => t.id);
const newUser = (c: Ctx) =>
  createLocalUser(testSql(), {
    email: `${c.unique('cible')}@example.test`,
    password: 'matrix target 1',
    role: 'user',
  }).then((u) => u.id);
const PNG_1PX = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
async function storedFile(): Promise<string> {
  const dir = path.join(process.env.STORAGE_DIR!, 'project-images');
  fs.mkdirSync(dir, { recursive: true });
  const name = `matrice-${++counter}.png`;
  fs.writeFileSync(path.join(dir, name), PNG_1PX);
  return `/storage/project-images/${name}`;
}
function pngForm(): FormData {
  const form = new FormData();
  form.set('bucket', 'project-images');
  form.append('files', new File([PNG_1PX], 'matrice.png', { type: 'image/png' }));
  return form;
}

/** Runs with Supabase Storage configured to point at a local stand-in (signed uploads only exist there). */
let storageStandin: SupabaseStorageStandin | null = null;
async function withStorageStandin<T>(run: (target: { url: string; serviceKey: string }) => Promise<T>): Promise<T> {
  storageStandin ??= await startSupabaseStorageStandin();
  const saved = {
    url: env.NEXT_PUBLIC_SUPABASE_URL,
    key: env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
    service: env.SUPABASE_SERVICE_ROLE_KEY,
  };
  env.NEXT_PUBLIC_SUPABASE_URL = storageStandin.url;
  env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = 'sb_publishable_matrix';
  env.SUPABASE_SERVICE_ROLE_KEY = storageStandin.serviceKey;
  try {
    return await run({ url: storageStandin.url, serviceKey: storageStandin.serviceKey });
  } finally {
    env.NEXT_PUBLIC_SUPABASE_URL = saved.url;
    env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = saved.key;
    env.SUPABASE_SERVICE_ROLE_KEY = saved.service;
  }
}

// ——— harness ———

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'matrix password 1';
let counter = 0;
const ctx: Ctx = {
  unique: (prefix) => `${prefix}-${++counter}-${Date.now().toString(36)}`,
  request: (method, pathname, body) => {
    const headers = new Headers({ cookie: browser.jar.header(), origin: ORIGIN, host: new URL(ORIGIN).host });
    let payload: BodyInit | undefined;
    if (body && !(body instanceof FormData) && typeof body === 'object' && !(body instanceof Blob)) {
      headers.set('content-type', 'application/json');
      payload = JSON.stringify(body);
    } else payload = body as BodyInit | undefined;
    return new Request(new URL(pathname, ORIGIN), { method, headers, body: payload });
  },
};

const actors = {} as Record<ActorName, { jar: MemoryJar; id?: string; email?: string }>;

function actAs(name: ActorName) {
  browser.jar = actors[name].jar;
  browser.headers = new Headers({ cookie: browser.jar.header(), 'x-forwarded-for': '192.0.2.10' });
}

async function signIn(role: 'user' | 'admin') {
  const email = `${ctx.unique(role)}@example.test`;
  const user = await createLocalUser(testSql(), { email, password: PASSWORD, role });
  const jar = memoryJar();
  const result = await signInWith(localProvider(), jar, email, PASSWORD, `192.0.2.${++counter}`);
  if (!result.ok) throw new Error(`could not sign ${email} in: ${result.error}`);
  return { jar, id: user.id, email };
}

type Outcome =
  | { kind: 'allowed' }
  | { kind: 'redirect'; to: string }
  | { kind: 'status'; status: number }
  | { kind: 'refused'; error: string }
  | { kind: 'error'; error: string };

async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    const r = await run();
    if (r instanceof Response) return r.ok ? { kind: 'allowed' } : { kind: 'status', status: r.status };
    if (r && typeof r === 'object' && 'ok' in r)
      return r.ok ? { kind: 'allowed' } : { kind: 'refused', error: String((r as { error?: unknown }).error) };
    return { kind: 'allowed' };
  } catch (e) {
    const digest = String((e as { digest?: unknown })?.digest ?? '');
    if (digest.startsWith('NEXT_REDIRECT')) return { kind: 'redirect', to: digest.split(';')[2] ?? '' };
    return { kind: 'error', error: e instanceof Error ? e.message : String(e) };
  }
}

const isDenied = (o: Outcome) =>
  (o.kind === 'redirect' && o.to === '/login') || (o.kind === 'status' && (o.status === 401 || o.status === 403));

/** Every row of the public and auth schemas, and every stored file, as comparable lines. */
async function snapshot(): Promise<string[]> {
  const sql = testSql();
  const tables = await sql<{ s: string; t: string }[]>`
    select table_schema as s, table_name as t from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema in ('public', 'auth') order by 1, 2`;
  const lines: string[] = [];
  for (const { s, t } of tables) {
    const [row] = await sql.unsafe(
      `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${s}"."${t}" x`,
    );
    lines.push(`${s}.${t} rows=${row!.n} md5=${row!.h}`);
  }
  const root = process.env.STORAGE_DIR!;
  if (fs.existsSync(root))
    for (const f of fs.readdirSync(root, { recursive: true })) lines.push(`file ${path.join(String(f))}`);
  return lines;
}

beforeAll(async () => {
  actors.anonymous = { jar: memoryJar() };
  actors.user = await signIn('user');
  actors.admin = await signIn('admin');
  actors.inactiveAdmin = await signIn('admin');
  // Deactivated behind the session's back (no revocation): the per-request check must catch it.
  await testSql()`update profiles set is_active = false where id = ${actors.inactiveAdmin.id!}`;
});
afterAll(async () => {
  await storageStandin?.close();
  await closeTestSql();
});

describe.each(PROTECTED)('$name', (entry) => {
  for (const name of ['anonymous', 'user', 'inactiveAdmin'] as const) {
    it(`refuses ${name} and changes nothing`, async () => {
      actAs(name);
      const prepared = await entry.prepare?.(ctx);
      const before = await snapshot();
      const result = await outcome(() => entry.call(ctx, prepared as never));
      expect(result, `${entry.name} as ${name}`).toSatisfy(isDenied);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('lets the admin through', async () => {
    actAs('admin');
    const prepared = await entry.prepare?.(ctx);
    expect(await outcome(() => entry.call(ctx, prepared as never))).toEqual({ kind: 'allowed' });
  });
});

// ——— the auth contract and the auth route handlers, per actor ———

describe('lib/auth contract per actor', () => {
  it.each([
    ['anonymous', null, null],
    ['user', { isAdmin: false }, null],
    ['inactiveAdmin', null, null],
    ['admin', { isAdmin: true }, { isAdmin: true }],
  ] as const)('%s', async (name, user, admin) => {
    actAs(name);
    const expected = (v: object | null) => (v ? expect.objectContaining({ ...v, email: actors[name].email }) : null);
    expect(await getSessionUser()).toEqual(expected(user));
    expect(await getAdmin()).toEqual(expected(admin));
    if (admin) expect(await requireAdmin()).toMatchObject({ id: actors.admin.id });
    else expect(await outcome(() => requireAdmin())).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('GET /api/session', () => {
  it.each([
    ['anonymous', null],
    ['user', false],
    ['inactiveAdmin', null],
    ['admin', true],
  ] as const)('%s', async (name, isAdmin) => {
    actAs(name);
    const res = await sessionGET();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(await res.json()).toEqual({ user: isAdmin === null ? null : { email: actors[name].email, isAdmin } });
  });
});

// Entering the private preview sets the draft-mode cookie: only an active admin gets it (a redirect to the item).
describe('GET /api/preview', () => {
  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['inactiveAdmin', 401],
    ['admin', 303],
  ] as const)('%s', async (name, status) => {
    actAs(name);
    const id = await newPost(ctx);
    const before = await snapshot();
    const res = await previewGET(ctx.request('GET', `/api/preview?type=article&id=${id}`));
    expect(res.status).toBe(status);
    expect(browser.jar.get('__prerender_bypass') !== undefined).toBe(name === 'admin');
    // Nothing changes but, for the admin, one more journal entry (« Aperçu »).
    const changed = (await snapshot()).filter((line) => !before.includes(line));
    expect(changed.map((line) => line.replace(/ md5=.*/, ''))).toEqual(
      name === 'admin'
        ? [
            before
              .find((l) => l.startsWith('public.audit_log '))!
              .replace(/rows=(\d+) md5=.*/, (_, n) => `rows=${Number(n) + 1}`),
          ]
        : [],
    );
    browser.jar.set('__prerender_bypass', '', { maxAge: 0 }); // later entries act without it
  });
});

describe('POST /api/auth/signout', () => {
  it.each(['user', 'admin'] as const)('revokes the session of a %s and clears its cookie', async (role) => {
    const session = await signIn(role);
    const copy = session.jar.clone();
    browser.jar = session.jar;
    const res = await signoutPOST(ctx.request('POST', '/api/auth/signout'));
    expect(res.status).toBe(200);
    expect(session.jar.get(SESSION_COOKIE)).toBeUndefined();
    browser.jar = copy;
    expect(await getSessionUser()).toBeNull();
  });

  it('is harmless for an anonymous visitor', async () => {
    actAs('anonymous');
    expect((await signoutPOST(ctx.request('POST', '/api/auth/signout'))).status).toBe(200);
  });

  it('refuses a cross-site request and keeps the session', async () => {
    const session = await signIn('admin');
    browser.jar = session.jar;
    for (const origin of ['https://evil.example', 'null']) {
      const req = ctx.request('POST', '/api/auth/signout');
      req.headers.set('origin', origin);
      expect((await signoutPOST(req)).status).toBe(403);
    }
    expect(await getSessionUser()).toMatchObject({ id: session.id });
  });
});

describe('login action', () => {
  const form = (email: string, password: string) => {
    const f = new FormData();
    f.set('email', email);
    f.set('password', password);
    return f;
  };

  it('sends an admin to the back office and a plain user home, with a session cookie', async () => {
    for (const role of ['admin', 'user'] as const) {
      const email = `${ctx.unique(`login-${role}`)}@example.test`;
      await createLocalUser(testSql(), { email, password: PASSWORD, role });
      browser.jar = memoryJar();
      browser.headers = new Headers({ 'x-forwarded-for': '192.0.2.200' });
      const state = await loginAction({ status: 'idle' }, form(email, PASSWORD));
      expect(state).toEqual({ status: 'success', redirectTo: role === 'admin' ? '/admin/dashboard' : '/' });
      expect(browser.jar.get(SESSION_COOKIE)).toBeTruthy();
    }
  });

  it('ignores any « next » parameter (no open redirect)', async () => {
    const email = `${ctx.unique('login-next')}@example.test`;
    await createLocalUser(testSql(), { email, password: PASSWORD, role: 'admin' });
    browser.jar = memoryJar();
    const f = form(email, PASSWORD);
    f.set('next', 'https://evil.example/');
    f.set('redirectTo', '//evil.example');
    expect(await loginAction({ status: 'idle' }, f)).toEqual({ status: 'success', redirectTo: '/admin/dashboard' });
  });

  it('answers French errors and keeps the e-mail in the form', async () => {
    browser.jar = memoryJar();
    expect(await loginAction({ status: 'idle' }, form('nobody@example.test', 'nope'))).toEqual({
      status: 'error',
      error: AUTH_MSG.invalidCredentials,
      email: 'nobody@example.test',
    });
    expect(await loginAction({ status: 'idle' }, form('', ''))).toEqual({
      status: 'error',
      error: AUTH_MSG.invalidCredentials,
      email: '',
    });
    expect(browser.jar.getAll()).toEqual([]);
  });

  it('cannot be bypassed with a forged X-Forwarded-For: without trusted proxies every caller is one client', async () => {
    browser.jar = memoryJar();
    const target = `${ctx.unique('target')}@example.test`;
    for (let i = 0; i < SIGN_IN_LIMITS.pair.free; i++) {
      browser.headers = new Headers({
        'x-forwarded-for': `10.9.9.${i}`,
        'x-real-ip': `10.8.8.${i}`,
        'x-vercel-forwarded-for': `10.7.7.${i}`,
      });
      expect(await loginAction({ status: 'idle' }, form(target, 'nope'))).toMatchObject({
        error: AUTH_MSG.invalidCredentials,
      });
    }
    browser.headers = new Headers({ 'x-forwarded-for': '10.9.9.200' });
    const state = await loginAction({ status: 'idle' }, form(target, 'nope'));
    expect(state).toMatchObject({ status: 'error', error: expect.stringMatching(/^Trop de tentatives de connexion/) });
  });
});

// ——— self-service account actions: open to everyone, acting only on the caller's own account ———

describe('account actions per actor', () => {
  const pw = (password: string) => {
    const f = new FormData();
    f.set('password', password);
    f.set('confirm', password);
    return f;
  };

  it.each(['anonymous', 'inactiveAdmin'] as const)('newPasswordAction refuses %s and changes nothing', async (name) => {
    actAs(name);
    const before = await snapshot();
    expect(await newPasswordAction({ status: 'idle' }, pw('matrix new password'))).toEqual({
      status: 'error',
      error: ACCOUNT_MSG.noSession,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('newPasswordAction changes only the signed-in user’s own password', async () => {
    const session = await signIn('user');
    browser.jar = session.jar;
    const hashes = () =>
      testSql()<
        { id: string; encrypted_password: string }[]
      >`select id, encrypted_password from auth.users order by id`;
    const before = await hashes();
    expect(await newPasswordAction({ status: 'idle' }, pw('matrix new password'))).toEqual({
      status: 'success',
      redirectTo: '/',
    });
    const changed = (await hashes()).filter(
      (r) => before.find((b) => b.id === r.id)?.encrypted_password !== r.encrypted_password,
    );
    expect(changed.map((r) => r.id)).toEqual([session.id]);
  });

  it.each(['anonymous', 'user', 'admin'] as const)(
    'forgotPasswordAction and GET /auth/confirm write nothing for %s (local accounts)',
    async (name) => {
      actAs(name);
      const before = await snapshot();
      const f = new FormData();
      f.set('email', actors.admin.email!);
      expect(await forgotPasswordAction({ status: 'idle' }, f)).toMatchObject({
        status: 'error',
        error: ACCOUNT_MSG.localOnly,
      });
      expect(
        await outcome(() =>
          confirmGET(new NextRequest('http://localhost:3000/auth/confirm?token_hash=x&type=recovery')),
        ),
      ).toEqual({ kind: 'redirect', to: '/login/mot-de-passe-oublie?lien=invalide' });
      expect(await snapshot()).toEqual(before);
    },
  );
});

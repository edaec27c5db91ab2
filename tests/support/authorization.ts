// Harness of the authorization tests (tests/authorization-*.test.ts): the actors (one per role) and their
// signed-in cookie jars, how a call's outcome is read, a snapshot of every row and stored file, and the
// rows and files the back-office entries act on. A test file using it mocks next/headers with
// ./next-headers (vi.mock is per file) and calls setUpActors() once.
import { afterAll, beforeAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';
import { createEntry, updateEntry } from '@/lib/data/entries';
import { createProject } from '@/lib/data/project-admin';
import { localProvider } from '@/lib/auth/local';
import { signInWith } from '@/lib/auth/sign-in';
import { createLocalUser } from '@/lib/db/users';
import { FORBIDDEN, type Role } from '@/lib/auth/roles';
import { memoryJar, type MemoryJar } from './cookie-jar';
import { browser } from './next-headers';
import { closeTestSql, testSql } from './db';
import { startSupabaseStorageStandin, type SupabaseStorageStandin } from './supabase-storage-standin';
import { projectInput } from './builders';

export type ActorName = 'anonymous' | 'user' | 'inactiveAdmin' | 'author' | 'editor' | 'admin';
export type Ctx = {
  /** A value unique to this call (slugs, e-mails…). */
  unique: (prefix: string) => string;
  /** A same-origin request carrying the acting browser's cookies (for route handlers). */
  request: (method: string, pathname: string, body?: BodyInit | Record<string, unknown>) => Request;
};
export type Entry = {
  name: string;
  prepare?: (c: Ctx) => Promise<unknown>;
  call: (c: Ctx, prepared: never) => Promise<unknown>;
  /** The roles besides « Administrateur » that may do it (lib/auth/roles.ts); everyone else is refused. */
  allowed?: ('author' | 'editor')[];
};

// ——— harness ———

export const ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'matrix password 1';
let counter = 0;
export const ctx: Ctx = {
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

export const actors = {} as Record<ActorName, { jar: MemoryJar; id?: string; email?: string }>;

export function actAs(name: ActorName) {
  browser.jar = actors[name].jar;
  browser.headers = new Headers({ cookie: browser.jar.header(), 'x-forwarded-for': '192.0.2.10' });
}

export async function signIn(role: Role) {
  const email = `${ctx.unique(role)}@example.test`;
  const user = await createLocalUser(testSql(), { email, password: PASSWORD, role });
  const jar = memoryJar();
  const result = await signInWith(localProvider(), jar, email, PASSWORD, `192.0.2.${++counter}`);
  if (!result.ok) throw new Error(`could not sign ${email} in: ${result.error}`);
  return { jar, id: user.id, email };
}

export type Outcome =
  | { kind: 'allowed' }
  | { kind: 'redirect'; to: string }
  | { kind: 'status'; status: number }
  | { kind: 'refused'; error: string }
  | { kind: 'error'; error: string };

export async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
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

/** Refused: sent to /login, answered 401 or 403, or (a member of the team) told in French that the role does not allow it. */
export const isDenied = (o: Outcome) =>
  (o.kind === 'redirect' && o.to === '/login') ||
  (o.kind === 'status' && (o.status === 401 || o.status === 403)) ||
  (o.kind === 'refused' && o.error === FORBIDDEN);

/** Every row of the public and auth schemas, and every stored file, as comparable lines. */
export async function snapshot(): Promise<string[]> {
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

/** Signs the four actors in before the file's tests and closes what the harness opened after them. */
export function setUpActors(): void {
  beforeAll(async () => {
    actors.anonymous = { jar: memoryJar() };
    actors.user = await signIn('user');
    actors.admin = await signIn('admin');
    actors.editor = await signIn('editor');
    actors.author = await signIn('author');
    actors.inactiveAdmin = await signIn('admin');
    // Deactivated behind the session's back (no revocation): the per-request check must catch it.
    await testSql()`update profiles set is_active = false where id = ${actors.inactiveAdmin.id!}`;
  });
  afterAll(async () => {
    await storageStandin?.close();
    await closeTestSql();
  });
}

// Rows and files the back-office entries act on (created outside the compared snapshot).
export async function newProject(c: Ctx): Promise<string> {
  const img = [{ url: '/storage/project-images/matrice.png', altText: null }];
  await createProject(projectInput(c.unique('voisin'), { title: 'Voisin', description: 'D' }), img);
  return (await createProject(projectInput(c.unique('cible'), { title: 'Cible', description: 'D' }), img)).id;
}
export const newPost = (c: Ctx) =>
  createEntry('post', {
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
export type Revised = { id: string; first: string; second: string };
export async function revisedPost(c: Ctx): Promise<Revised> {
  const id = await newPost(c);
  await updateEntry('post', id, {
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
export const newTutorial = (c: Ctx) =>
  createEntry('tutorial', {
    title: 'Cible',
    slug: c.unique('tuto'),
    description: 'D',
    duration: null,
    thumbnail: '/storage/blog-images/t.png',
    categoryId: null,
    videoId: null,
    tags: [],
  }).then((t) => t.id);
export const newUser = (c: Ctx) =>
  createLocalUser(testSql(), {
    email: `${c.unique('cible')}@example.test`,
    password: 'matrix target 1',
    role: 'user',
  }).then((u) => u.id);
export const PNG_1PX = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
export async function storedFile(): Promise<string> {
  const dir = path.join(process.env.STORAGE_DIR!, 'project-images');
  fs.mkdirSync(dir, { recursive: true });
  const name = `matrice-${++counter}.png`;
  fs.writeFileSync(path.join(dir, name), PNG_1PX);
  return `/storage/project-images/${name}`;
}
export function pngForm(): FormData {
  const form = new FormData();
  form.set('bucket', 'project-images');
  form.append('files', new File([PNG_1PX], 'matrice.png', { type: 'image/png' }));
  return form;
}

/** Runs with Supabase Storage configured to point at a local stand-in (signed uploads only exist there). */
let storageStandin: SupabaseStorageStandin | null = null;
export async function withStorageStandin<T>(
  run: (target: { url: string; serviceKey: string }) => Promise<T>,
): Promise<T> {
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

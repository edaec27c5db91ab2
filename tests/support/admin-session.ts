// A real signed-in admin (and a plain user) for the back-office action tests, and small helpers
// on the per-file database and stored files. Each test file mocks next/headers with ./next-headers
// (vi.mock is per file) and calls setUpAdminSession() once; every test then starts as the admin with
// the recorded cache invalidations cleared.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { localProvider } from '@/lib/auth/local';
import { signInWith } from '@/lib/auth/sign-in';
import { createLocalUser } from '@/lib/db/users';
import { upload } from '@/lib/storage';
import { memoryJar, type MemoryJar } from './cookie-jar';
import { browser } from './next-headers';
// The same module the aliased 'next/cache' resolves to in Vitest: records updateTag() calls.
import { invalidated } from '../stubs/next-cache';
import { closeTestSql, testSql } from './db';

export const PASSWORD = 'admin actions password';
let ip = 0;
async function signedIn(email: string, role: 'user' | 'admin') {
  const user = await createLocalUser(testSql(), { email, password: PASSWORD, role });
  const jar = memoryJar();
  const result = await signInWith(localProvider(), jar, email, PASSWORD, `198.51.100.${++ip}`);
  if (!result.ok) throw new Error(result.error);
  return { id: user.id, jar };
}

type Session = { id: string; jar: MemoryJar };
/** Filled by setUpAdminSession() before the first test. */
export const actors = {} as { admin: Session; plain: Session };

export function setUpAdminSession(): void {
  browser.headers = new Headers({ 'x-forwarded-for': '192.0.2.50' });
  beforeAll(async () => {
    actors.admin = await signedIn('admin.actions@example.test', 'admin');
    actors.plain = await signedIn('plain.actions@example.test', 'user');
  });
  beforeEach(() => {
    browser.jar = actors.admin.jar;
    invalidated.length = 0;
  });
  afterAll(closeTestSql);
}

export const sql = () => testSql();
/** The id an add action returns (fails the test otherwise). */
export function idOf(r: { ok: boolean; data?: { id: string } }): string {
  if (!r.ok || !r.data) throw new Error(`expected success, got ${JSON.stringify(r)}`);
  return r.data.id;
}
export const count = async (table: string) =>
  (await sql().unsafe(`select count(*)::int as n from ${table}`))[0]!.n as number;
export const storageFile = (url: string) => path.join(process.env.STORAGE_DIR!, url.replace(/^\/storage\//, ''));

/**
 * A file that content no longer uses stays in storage (the media library lists it under « Fichiers
 * inutilisés » until its clean-up): it exists, and nothing uses it.
 */
export async function expectKeptUnused(urls: string[]): Promise<void> {
  const { unusedUrls } = await import('@/lib/data/media');
  for (const url of urls) expect(fs.existsSync(storageFile(url)), url).toBe(true);
  expect((await unusedUrls(urls)).sort()).toEqual([...urls].sort());
}
/** Files of something deleted: still stored and still in use, by the trash (« Corbeille »), until its purge. */
export async function expectInTrash(urls: string[]): Promise<void> {
  const { unusedUrls } = await import('@/lib/data/media');
  for (const url of urls) expect(fs.existsSync(storageFile(url)), url).toBe(true);
  expect(await unusedUrls(urls)).toEqual([]);
  const [row] = await testSql()<{ n: number }[]>`select count(*)::int as n from trash where files && ${urls}::text[]`;
  expect(row!.n).toBeGreaterThan(0);
}
export const png = (color = '#1f56d6') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer();
export const stored = async (name = 'image.png') =>
  upload('project-images', name, new Uint8Array(await png()), 'image/png');

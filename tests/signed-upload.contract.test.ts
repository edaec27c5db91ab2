// Uploads to Supabase Storage through signed upload URLs, against a LOCAL HTTP STAND-IN of the
// Storage API (tests/support/supabase-storage-standin.ts): the browser's PUT goes straight to
// storage, then the server checks the stored bytes and keeps only a re-encoded image.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { finishImageUpload, startImageUpload } from '@/lib/actions/uploads';
import { getSessionUser } from '@/lib/auth';
import { localProvider } from '@/lib/auth/local';
import { signInWith } from '@/lib/auth/sign-in';
import { createLocalUser } from '@/lib/db/users';
import { env } from '@/lib/env';
import { imageUrl } from '@/lib/validation/schemas';
import { memoryJar } from './support/cookie-jar';
import { closeTestSql, testSql } from './support/db';
import { browser } from './support/next-headers';
import {
  createSignedUpload,
  finalizeSignedUpload,
  INCOMING_PREFIX,
  type StorageTarget,
} from '@/lib/storage/signed-upload';
import { MSG } from '@/lib/copy/messages';
import { startSupabaseStorageStandin, type SupabaseStorageStandin } from './support/supabase-storage-standin';

vi.mock('next/headers', () => import('./support/next-headers'));

let standin: SupabaseStorageStandin;
let target: StorageTarget;
let nineMegabytePng: Buffer;

/** What the browser does with the signed URL: one PUT of the raw file (XMLHttpRequest in the app). */
const put = (url: string, body: Uint8Array, type: string) =>
  fetch(url, {
    method: 'PUT',
    body: new Blob([new Uint8Array(body)]),
    headers: { 'content-type': type, 'x-upsert': 'false' },
  });
const keys = () => [...standin.objects.keys()];

beforeAll(async () => {
  standin = await startSupabaseStorageStandin();
  target = { url: standin.url, serviceKey: standin.serviceKey };
  // Noise does not compress: a 1750 × 1750 RGB PNG weighs about 9 MB.
  const noise = Buffer.alloc(1750 * 1750 * 3);
  for (let i = 0; i < noise.length; i += 4) noise.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, i);
  nineMegabytePng = await sharp(noise, { raw: { width: 1750, height: 1750, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
});
afterAll(async () => {
  await standin.close();
  await closeTestSql();
});

describe('signed uploads to Supabase Storage (stand-in)', () => {
  it('a 9 MB image goes straight to storage, is checked by its bytes and kept re-encoded under its final name', async () => {
    expect(nineMegabytePng.length).toBeGreaterThan(9 * 1000 * 1000);
    expect(nineMegabytePng.length).toBeLessThan(10 * 1024 * 1024);
    const ticket = await createSignedUpload(target, 'project-images', 'affiche.png', 'image/png');
    expect(ticket.path.startsWith(INCOMING_PREFIX)).toBe(true);
    expect((await put(ticket.signedUrl, nineMegabytePng, 'image/png')).status).toBe(200);
    expect(standin.objects.get(`project-images/${ticket.path}`)?.bytes.length).toBe(nineMegabytePng.length);

    const result = await finalizeSignedUpload(target, 'project-images', ticket.path, 'affiche.png');
    expect(result).toMatchObject({
      ok: true,
      url: expect.stringMatching(
        new RegExp(`^${standin.url}/storage/v1/object/public/project-images/[a-z0-9]+-[0-9a-f]{16}\\.png$`),
      ),
    });
    expect(keys()).not.toContain(`project-images/${ticket.path}`); // the unchecked original is gone
    const served = await fetch((result as { url: string }).url);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1750, height: 1750, format: 'png' });
  });

  it('removes a forged image (wrong magic bytes) and stores nothing', async () => {
    const before = keys();
    const ticket = await createSignedUpload(target, 'blog-images', 'photo.jpg', 'image/jpeg');
    const forged = Buffer.concat([Buffer.from('<?php system($_GET["c"]); ?>'), Buffer.alloc(2048, 0x41)]);
    expect((await put(ticket.signedUrl, forged, 'image/jpeg')).status).toBe(200);
    expect(keys()).toContain(`blog-images/${ticket.path}`);
    expect(await finalizeSignedUpload(target, 'blog-images', ticket.path, 'photo.jpg')).toEqual({
      ok: false,
      error: MSG.upload.notImage('photo.jpg'),
    });
    expect(keys()).toEqual(before);
  });

  it('removes right magic bytes that do not decode, and an object over 10 MB', async () => {
    const before = keys();
    const ticket = await createSignedUpload(target, 'blog-images', 'tronque.jpg', 'image/jpeg');
    await put(
      ticket.signedUrl,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(512, 7)]),
      'image/jpeg',
    );
    expect(await finalizeSignedUpload(target, 'blog-images', ticket.path, 'tronque.jpg')).toEqual({
      ok: false,
      error: MSG.upload.notImage('tronque.jpg'),
    });

    // Over the limit (placed directly: the bucket itself refuses such a PUT, as below).
    standin.objects.set(`blog-images/${INCOMING_PREFIX}enorme.png`, {
      bytes: Buffer.alloc(10 * 1024 * 1024 + 1),
      contentType: 'image/png',
    });
    expect(await finalizeSignedUpload(target, 'blog-images', `${INCOMING_PREFIX}enorme.png`, 'enorme.png')).toEqual({
      ok: false,
      error: MSG.upload.tooLarge('enorme.png'),
    });
    expect(keys()).toEqual(before);

    const big = await createSignedUpload(target, 'blog-images', 'trop-gros.png', 'image/png');
    expect((await put(big.signedUrl, Buffer.alloc(10 * 1024 * 1024 + 1), 'image/png')).status).toBe(413);
  });

  it('a signed URL writes once, and only its own path; finalize only reads incoming/', async () => {
    const ticket = await createSignedUpload(target, 'project-images', 'une-fois.png', 'image/png');
    const small = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    expect((await put(ticket.signedUrl, small, 'image/png')).status).toBe(200);
    expect((await put(ticket.signedUrl, small, 'image/png')).status).toBe(400);
    expect((await put(ticket.signedUrl.replace('une-fois', 'autre'), small, 'image/png')).status).toBe(400);
    const before = keys();
    expect(await finalizeSignedUpload(target, 'project-images', 'deja-publie.png', 'x.png')).toEqual({
      ok: false,
      error: MSG.upload.error,
    });
    expect(
      await finalizeSignedUpload(target, 'project-images', `${INCOMING_PREFIX}../deja-publie.png`, 'x.png'),
    ).toEqual({ ok: false, error: MSG.upload.error });
    expect(keys()).toEqual(before);
  });
});

describe('the upload actions (admin, Supabase Storage configured)', () => {
  beforeAll(async () => {
    const email = `upload-admin-${Date.now().toString(36)}@example.test`;
    await createLocalUser(testSql(), { email, password: 'upload admin 123', role: 'admin' });
    browser.jar = memoryJar();
    browser.headers = new Headers();
    expect((await signInWith(localProvider(), browser.jar, email, 'upload admin 123', '192.0.2.9')).ok).toBe(true);
    // Accounts stay local (lib/auth picks its provider on first use); only storage goes to the stand-in.
    expect(await getSessionUser()).toMatchObject({ isAdmin: true });
    env.NEXT_PUBLIC_SUPABASE_URL = standin.url;
    env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = 'sb_publishable_standin';
    env.SUPABASE_SERVICE_ROLE_KEY = standin.serviceKey;
  });

  it('refuses by the declared size and type before issuing any URL, in French', async () => {
    const before = standin.requests.length;
    expect(
      await startImageUpload({
        bucket: 'blog-images',
        name: 'enorme.jpg',
        size: 10 * 1024 * 1024 + 1,
        type: 'image/jpeg',
      }),
    ).toEqual({ ok: false, error: MSG.upload.tooLarge('enorme.jpg') });
    expect(await startImageUpload({ bucket: 'blog-images', name: 'notes.txt', size: 10, type: 'text/plain' })).toEqual({
      ok: false,
      error: MSG.upload.notImage('notes.txt'),
    });
    expect(
      await startImageUpload({ bucket: 'avatars' as never, name: 'a.png', size: 10, type: 'image/png' }),
    ).toMatchObject({ ok: false });
    expect(standin.requests.length).toBe(before);
  });

  it('start → PUT → finish gives the URL to save; an incoming/ URL can never be saved', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#abcdef' } })
      .png()
      .toBuffer();
    const start = await startImageUpload({
      bucket: 'blog-images',
      name: 'vignette.png',
      size: png.length,
      type: 'image/png',
    });
    expect(start).toMatchObject({ ok: true, data: { mode: 'signed' } });
    const ticket = (start as { data: { path: string; signedUrl: string } }).data;
    expect((await put(ticket.signedUrl, png, 'image/png')).status).toBe(200);
    const incomingUrl = `${standin.url}/storage/v1/object/public/blog-images/${ticket.path}`;
    expect(imageUrl.safeParse(incomingUrl.replace('http://', 'https://')).success).toBe(false);
    const done = await finishImageUpload({ bucket: 'blog-images', path: ticket.path, name: 'vignette.png' });
    expect(done).toMatchObject({
      ok: true,
      data: { url: expect.stringContaining('/storage/v1/object/public/blog-images/') },
    });
    await expect(
      finishImageUpload({ bucket: 'blog-images', path: '../secret.png', name: 'x.png' }),
    ).resolves.toMatchObject({ ok: false });
  });
});

// User management actions and the upload route handler, as a real signed-in admin (see
// admin-actions.test.ts): roles, activation, deletion, the self-protection and last-admin guards,
// account creation, and what the upload route accepts and refuses.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { addProject } from '@/lib/actions/projects';
import { discardUploads } from '@/lib/actions/uploads';
import { createUser, deleteUser, setUserActive, setUserRole } from '@/lib/actions/users';
import { setActive, setRole } from '@/lib/data/users';
import { verifyPassword } from '@/lib/auth/password';
import { createLocalUser } from '@/lib/db/users';
import { MSG } from '@/lib/copy/messages';
import { POST as uploadPOST } from '@/app/api/admin/upload/route';
import { memoryJar } from './support/cookie-jar';
import { actors, count, PASSWORD, png, setUpAdminSession, sql, storageFile, stored } from './support/admin-session';
import { browser } from './support/next-headers';
// The same module the aliased 'next/cache' resolves to in Vitest: records updateTag() calls.

vi.mock('next/headers', () => import('./support/next-headers'));

setUpAdminSession();

describe('users', () => {
  it('changes another user’s role and status with the French messages', async () => {
    const other = await createLocalUser(sql(), { email: 'autre@example.test', password: PASSWORD, role: 'user' });
    expect(await setUserRole({ id: other.id, role: 'admin' })).toEqual({
      ok: true,
      message: 'Rôle mis à jour avec succès',
    });
    expect(await setUserActive({ id: other.id, isActive: false })).toEqual({
      ok: true,
      message: 'Statut mis à jour avec succès',
    });
    expect((await sql()`select role, is_active from profiles where id = ${other.id}`)[0]).toEqual({
      role: 'admin',
      is_active: false,
    });
    expect(await deleteUser({ id: other.id })).toEqual({ ok: true, message: 'Utilisateur supprimé avec succès' });
    expect(await sql()`select 1 from auth.users where id = ${other.id}`).toHaveLength(0);
  });

  it('protects the admin from demoting, deactivating or deleting themself', async () => {
    expect(await setUserRole({ id: actors.admin.id, role: 'user' })).toEqual({ ok: false, error: MSG.user.selfRole });
    expect(await setUserActive({ id: actors.admin.id, isActive: false })).toEqual({
      ok: false,
      error: MSG.user.selfStatus,
    });
    expect(await deleteUser({ id: actors.admin.id })).toEqual({ ok: false, error: MSG.user.selfDelete });
    expect((await sql()`select role, is_active from profiles where id = ${actors.admin.id}`)[0]).toEqual({
      role: 'admin',
      is_active: true,
    });
  });

  it('keeps the last active admin (data guard; through the actions the actor is always another active admin)', async () => {
    const [{ n }] =
      (await sql()`select count(*)::int as n from profiles where role = 'admin' and is_active`) as unknown as [
        { n: number },
      ];
    expect(n).toBeGreaterThan(0);
    // Deactivate every other admin: the signed-in one is now the last; only they could remove
    // themself, which the self-protection refuses first, so the guard is checked directly too.
    await sql()`update profiles set is_active = false where role = 'admin' and id <> ${actors.admin.id}`;
    const outsider = await createLocalUser(sql(), { email: 'outsider@example.test', password: PASSWORD, role: 'user' });
    await expect(setRole(outsider.id, actors.admin.id, 'user')).rejects.toMatchObject({ code: 'last_admin' });
    await expect(setActive(outsider.id, actors.admin.id, false)).rejects.toMatchObject({ code: 'last_admin' });
    expect(await setUserRole({ id: actors.admin.id, role: 'user' })).toEqual({ ok: false, error: MSG.user.selfRole });
    expect((await sql()`select role, is_active from profiles where id = ${actors.admin.id}`)[0]).toEqual({
      role: 'admin',
      is_active: true,
    });
  });

  it('creates a user with a generated password shown once, refusing a duplicate e-mail', async () => {
    const r = await createUser({ email: ' Nouveau@Example.test ', role: 'user' });
    expect(r).toMatchObject({
      ok: true,
      message: 'Utilisateur créé avec succès',
      data: { email: 'nouveau@example.test', password: expect.any(String) },
    });
    if (!r.ok || !r.data?.password) throw new Error('no password');
    const password = r.data.password;
    expect(password.length).toBeGreaterThanOrEqual(12);
    const [row] = await sql()`select encrypted_password from auth.users where email = 'nouveau@example.test'`;
    expect(await verifyPassword(password, row!.encrypted_password)).toBe(true);
    expect((await sql()`select role from profiles where email = 'nouveau@example.test'`)[0]!.role).toBe('user');

    const before = await count('auth.users');
    expect(await createUser({ email: 'nouveau@example.test', role: 'admin' })).toEqual({
      ok: false,
      error: MSG.user.duplicateEmail,
      fieldErrors: { email: [MSG.user.duplicateEmail] },
    });
    expect(await createUser({ email: 'pas-un-email', role: 'user' })).toMatchObject({
      ok: false,
      error: MSG.invalidEmail,
    });
    expect(await count('auth.users')).toBe(before);
  });
});

describe('POST /api/admin/upload', () => {
  const request = (files: { name: string; type: string; bytes: Uint8Array }[], bucket = 'project-images') => {
    const form = new FormData();
    form.set('bucket', bucket);
    for (const f of files) form.append('files', new File([f.bytes as BlobPart], f.name, { type: f.type }));
    return new Request('http://localhost/api/admin/upload', {
      method: 'POST',
      body: form,
      headers: { cookie: browser.jar.header() },
    });
  };

  it('stores real images and answers their URLs', async () => {
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
    );
    const res = await uploadPOST(
      request([
        { name: 'photo.png', type: 'image/png', bytes: new Uint8Array(await png()) },
        { name: 'photo.jpeg', type: 'image/jpeg', bytes: jpeg },
      ]),
    );
    expect(res.status).toBe(201);
    const { urls } = (await res.json()) as { urls: string[] };
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(/^\/storage\/project-images\/[a-z0-9]+-[0-9a-f]{16}\.png$/);
    expect(urls[1]).toMatch(/\.jpeg$/);
    for (const u of urls) expect(fs.existsSync(storageFile(u))).toBe(true);
  });

  it('refuses a text file named .png, a non-image type and a file over 10 MB, storing nothing', async () => {
    const dir = path.join(process.env.STORAGE_DIR!, 'blog-images');
    const files = () => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);
    const before = files();
    const fake = await uploadPOST(
      request(
        [{ name: 'faux.png', type: 'image/png', bytes: new TextEncoder().encode('hello, not an image') }],
        'blog-images',
      ),
    );
    expect(fake.status).toBe(415);
    expect(await fake.json()).toMatchObject({ error: 'faux.png n’est pas un fichier image valide' });
    const text = await uploadPOST(
      request([{ name: 'notes.txt', type: 'text/plain', bytes: new TextEncoder().encode('x') }], 'blog-images'),
    );
    expect(await text.json()).toMatchObject({ error: 'notes.txt n’est pas un fichier image valide' });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(await png());
    const large = await uploadPOST(request([{ name: 'enorme.png', type: 'image/png', bytes: big }], 'blog-images'));
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ error: 'enorme.png dépasse la taille maximale de 10MB' });
    expect(files()).toBe(before);
  });

  it('stores a re-encoded copy: no EXIF (GPS, author), orientation applied, size capped', async () => {
    // A 40×20 photo whose EXIF says « rotate 90° », with a GPS position and an author.
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({
        IFD0: { Artist: 'Photographe Secret', Copyright: 'Secret' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '18/1 52/1 48/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '47/1 30/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const wide = await sharp({ create: { width: 3000, height: 1200, channels: 3, background: '#3c3' } })
      .png()
      .toBuffer();
    const res = await uploadPOST(
      request([
        { name: 'gps.jpg', type: 'image/jpeg', bytes: new Uint8Array(photo) },
        { name: 'large.png', type: 'image/png', bytes: new Uint8Array(wide) },
      ]),
    );
    expect(res.status).toBe(201);
    const [jpg, big] = ((await res.json()) as { urls: string[] }).urls;
    const served = fs.readFileSync(storageFile(jpg!));
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.includes('Exif')).toBe(false);
    expect(served.includes('Photographe')).toBe(false);
    expect(await sharp(fs.readFileSync(storageFile(big!))).metadata()).toMatchObject({
      format: 'png',
      width: 2560,
      height: 1024,
    });
  });

  it('refuses bytes that look like an image but do not decode', async () => {
    const broken = Uint8Array.from([...(await png()).subarray(0, 40), ...new Array(200).fill(7)]);
    const res = await uploadPOST(request([{ name: 'casse.png', type: 'image/png', bytes: broken }]));
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: 'casse.png n’est pas un fichier image valide' });
  });

  it('stops reading a chunked body without a length at the cap, with the size message', async () => {
    const dir = path.join(process.env.STORAGE_DIR!, 'project-images');
    const before = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
    const boundary = 'x-boundary-fuzz';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="bucket"\r\n\r\nproject-images\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="geant.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = sent === 0 ? head : chunk;
        sent += next.byteLength;
        if (sent > 200 * 1024 * 1024)
          controller.close(); // far beyond any cap
        else controller.enqueue(next);
      },
    });
    const res = await uploadPOST(
      new Request('http://localhost/api/admin/upload', {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { cookie: browser.jar.header(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'geant.png dépasse la taille maximale de 10MB' });
    expect(sent).toBeLessThan(12 * 1024 * 1024);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir).length : 0).toBe(before);
  });

  it('refuses a cross-origin upload with 403', async () => {
    const form = new FormData();
    form.set('bucket', 'project-images');
    form.append('files', new File([new Uint8Array(await png())], 'a.png', { type: 'image/png' }));
    for (const origin of ['https://evil.example', 'null']) {
      const res = await uploadPOST(
        new Request('http://localhost/api/admin/upload', {
          method: 'POST',
          body: form,
          headers: { cookie: browser.jar.header(), origin },
        }),
      );
      expect(res.status).toBe(403);
    }
    const same = await uploadPOST(
      new Request('http://localhost/api/admin/upload', {
        method: 'POST',
        body: form,
        headers: { cookie: browser.jar.header(), origin: 'http://localhost' },
      }),
    );
    expect(same.status).toBe(201);
  });

  it('answers 401 to a visitor and 403 to a plain user', async () => {
    browser.jar = memoryJar();
    expect(
      (await uploadPOST(request([{ name: 'a.png', type: 'image/png', bytes: new Uint8Array(await png()) }]))).status,
    ).toBe(401);
    browser.jar = actors.plain.jar;
    expect(
      (await uploadPOST(request([{ name: 'a.png', type: 'image/png', bytes: new Uint8Array(await png()) }]))).status,
    ).toBe(403);
  });

  it('discardUploads deletes abandoned files but keeps those a row uses', async () => {
    const abandoned = await stored();
    const used = await stored();
    await addProject({ title: 'Utilise', description: 'D', images: [{ url: used, altText: '' }] });
    expect(await discardUploads({ urls: [abandoned, used] })).toMatchObject({ ok: true });
    expect(fs.existsSync(storageFile(abandoned))).toBe(false);
    expect(fs.existsSync(storageFile(used))).toBe(true);
  });
});

// Server actions of the back office, called directly as a real signed-in admin (local provider,
// session cookie in a simulated browser; only next/headers is stood in for). Asserts the database
// changes, the French messages, that invalid input writes nothing, and the cache tags invalidated.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addBlogPost, deleteBlogPost, updateBlogPost } from '@/lib/actions/blog';
import { addCategory, deleteCategory, updateCategory } from '@/lib/actions/categories';
import {
  addProject,
  deleteProject,
  getProjectForEdit,
  moveProjectToRank,
  swapProjectOrder,
  updateProject,
} from '@/lib/actions/projects';
import { addTutorial, deleteTutorial, updateTutorial } from '@/lib/actions/tutorials';
import { discardUploads } from '@/lib/actions/uploads';
import { createUser, deleteUser, setUserActive, setUserRole } from '@/lib/actions/users';
import { localProvider } from '@/lib/auth/local';
import { signInWith } from '@/lib/auth/sign-in';
import { setActive, setRole } from '@/lib/data/users';
import { verifyPassword } from '@/lib/auth/password';
import { createLocalUser } from '@/lib/db/users';
import { upload } from '@/lib/storage';
import { MSG } from '@/lib/content/messages';
import { POST as uploadPOST } from '@/app/api/admin/upload/route';
import { memoryJar, type MemoryJar } from './support/cookie-jar';
import { browser } from './support/next-headers';
// The same module the aliased 'next/cache' resolves to in Vitest: records updateTag() calls.
import { invalidated } from './stubs/next-cache';
import { closeTestSql, insertCategory, testSql } from './support/db';

vi.mock('next/headers', () => import('./support/next-headers'));
browser.headers = new Headers({ 'x-forwarded-for': '192.0.2.50' });

const PASSWORD = 'admin actions password';
let ip = 0;
async function signedIn(email: string, role: 'user' | 'admin') {
  const user = await createLocalUser(testSql(), { email, password: PASSWORD, role });
  const jar = memoryJar();
  const result = await signInWith(localProvider(), jar, email, PASSWORD, `198.51.100.${++ip}`);
  if (!result.ok) throw new Error(result.error);
  return { id: user.id, jar };
}

let admin: { id: string; jar: MemoryJar };
let plain: { id: string; jar: MemoryJar };
const sql = () => testSql();
/** The id an add action returns (fails the test otherwise). */
function idOf(r: { ok: boolean; data?: { id: string } }): string {
  if (!r.ok || !r.data) throw new Error(`expected success, got ${JSON.stringify(r)}`);
  return r.data.id;
}
const count = async (table: string) => (await sql().unsafe(`select count(*)::int as n from ${table}`))[0]!.n as number;
const storageFile = (url: string) => path.join(process.env.STORAGE_DIR!, url.replace(/^\/storage\//, ''));
const png = (color = '#1f56d6') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer();
const stored = async (name = 'image.png') => upload('project-images', name, new Uint8Array(await png()), 'image/png');

beforeAll(async () => {
  admin = await signedIn('admin.actions@example.test', 'admin');
  plain = await signedIn('plain.actions@example.test', 'user');
});
beforeEach(() => {
  browser.jar = admin.jar;
  invalidated.length = 0;
});
afterAll(closeTestSql);

describe('categories', () => {
  it('adds, renames and deletes, refreshing every public list that shows category names', async () => {
    expect(await addCategory({ name: ' Reliure ', slug: 'reliure' })).toEqual({
      ok: true,
      message: 'Catégorie ajoutée avec succès',
    });
    const [row] = await sql()`select id, name from categories where slug = 'reliure'`;
    expect(row!.name).toBe('Reliure');
    expect(new Set(invalidated)).toEqual(new Set(['categories', 'projects', 'blog', 'tutorials']));

    expect(await updateCategory({ id: row!.id, name: 'Reliure d’art', slug: 'Reliure Art' })).toEqual({
      ok: true,
      message: 'Catégorie mise à jour avec succès',
    });
    expect((await sql()`select name, slug from categories where id = ${row!.id}`)[0]).toEqual({
      name: 'Reliure d’art',
      slug: 'reliure-art',
    });

    expect(await deleteCategory({ id: row!.id })).toEqual({ ok: true, message: 'Catégorie supprimée avec succès' });
    expect(await sql()`select 1 from categories where id = ${row!.id}`).toHaveLength(0);
  });

  it('« Veuillez remplir tous les champs » and nothing written', async () => {
    const before = await count('categories');
    const r = await addCategory({ name: '  ', slug: '' });
    expect(r).toMatchObject({
      ok: false,
      error: 'Veuillez remplir tous les champs',
      fieldErrors: { name: ['Veuillez remplir tous les champs'], slug: ['Veuillez remplir tous les champs'] },
    });
    expect(await count('categories')).toBe(before);
    expect(invalidated).toEqual([]);
  });

  it('refuses a duplicate slug in French, next to the slug field', async () => {
    await addCategory({ name: 'Affiches', slug: 'affiches' });
    const before = await count('categories');
    const r = await addCategory({ name: 'Affiches bis', slug: 'affiches' });
    expect(r).toEqual({ ok: false, error: MSG.duplicateSlug, fieldErrors: { slug: [MSG.duplicateSlug] } });
    expect(await count('categories')).toBe(before);
  });

  it('sends a plain user to /login and writes nothing', async () => {
    browser.jar = plain.jar;
    const before = await count('categories');
    await expect(addCategory({ name: 'Intrus', slug: 'intrus' })).rejects.toMatchObject({
      digest: expect.stringContaining('/login'),
    });
    expect(await count('categories')).toBe(before);
  });
});

describe('projects', () => {
  let category = '';
  beforeAll(async () => {
    category = await insertCategory('Magazines', 'magazines-actions');
  });
  const form = (title: string, imageUrls: string[], extra: Record<string, unknown> = {}) => ({
    title,
    slug: '',
    description: 'Une description',
    categoryId: category,
    client: 'Client',
    projectDate: 'Mars 2026',
    challenge: '',
    solution: '',
    results: '',
    projectLink: '',
    images: imageUrls.map((url) => ({ url, altText: '' })),
    ...extra,
  });

  it('adds at a rank with its French message, and refreshes the portfolio and the project', async () => {
    const first = await addProject(form('Premier projet', [await stored()]));
    expect(first).toMatchObject({ ok: true, message: 'Projet ajouté au rang 1 avec succès' });
    const second = await addProject(form('Deuxième projet', [await stored()], { rank: '1' }));
    expect(second).toMatchObject({ ok: true, message: 'Projet ajouté au rang 1 avec succès' });
    expect(invalidated).toEqual(expect.arrayContaining(['projects', 'project:deuxieme-projet']));
    const rows = await sql()`select slug, display_order from projects order by display_order`;
    expect(rows.map((r) => r.slug)).toEqual(['deuxieme-projet', 'premier-projet']);
  });

  it('requires title, description and an image; nothing written', async () => {
    const before = await count('projects');
    const r = await addProject(form('', []));
    expect(r).toMatchObject({ ok: false, error: 'Veuillez remplir tous les champs obligatoires' });
    expect(r.ok === false && Object.keys(r.fieldErrors ?? {})).toEqual(expect.arrayContaining(['title', 'images']));
    expect(await count('projects')).toBe(before);
    expect(invalidated).toEqual([]);
  });

  it('refuses a rank out of range with « Le rang doit être entre 1 et {N} »', async () => {
    const n = await count('projects');
    const r = await addProject(form('Trop loin', [await stored()], { rank: n + 5 }));
    expect(r).toMatchObject({
      ok: false,
      error: `Le rang doit être entre 1 et ${n + 1}`,
      fieldErrors: { rank: [`Le rang doit être entre 1 et ${n + 1}`] },
    });
    expect(await count('projects')).toBe(n);
  });

  it('updates with a new slug (old and new tags), replaces images and deletes the unused file', async () => {
    const oldImage = await stored();
    const created = await addProject(form('Projet à renommer', [oldImage]));
    const id = idOf(created);
    const opened = await getProjectForEdit({ id });
    expect(opened).toMatchObject({ ok: true, data: { slug: 'projet-a-renommer', images: [{ url: oldImage }] } });

    invalidated.length = 0;
    const newImage = await stored();
    const r = await updateProject({ ...form('Projet renommé', [newImage]), id, slug: 'projet-renomme' });
    expect(r).toMatchObject({ ok: true, message: 'Projet mis à jour avec succès' });
    expect(invalidated).toEqual(
      expect.arrayContaining(['projects', 'project:projet-renomme', 'project:projet-a-renommer']),
    );
    expect((await sql()`select main_image_url from projects where id = ${id}`)[0]!.main_image_url).toBe(newImage);
    expect(fs.existsSync(storageFile(oldImage))).toBe(false);
    expect(fs.existsSync(storageFile(newImage))).toBe(true);
  });

  it('deletes a project, its images and files, and closes the gap', async () => {
    const image = await stored();
    const created = await addProject(form('À supprimer', [image], { rank: 1 }));
    const id = idOf(created);
    expect(await deleteProject({ id })).toEqual({ ok: true, message: 'Projet supprimé avec succès' });
    expect(fs.existsSync(storageFile(image))).toBe(false);
    const ranks = (await sql()`select display_order from projects order by 1`).map((r) => r.display_order);
    expect(ranks).toEqual(ranks.map((_, i) => i + 1));
    expect(await deleteProject({ id })).toEqual({ ok: false, error: 'Projet non trouvé' });
  });

  it('keeps a file another row still uses', async () => {
    const shared = await stored();
    const a = await addProject(form('Partage A', [shared]));
    await addProject(form('Partage B', [shared]));
    await deleteProject({ id: idOf(a) });
    expect(fs.existsSync(storageFile(shared))).toBe(true);
  });

  it('moves up/down and to a rank with the French messages', async () => {
    const list = async () =>
      (await sql()`select id, display_order from projects order by display_order`).map((r) => r.id as string);
    const ids = await list();
    const n = ids.length;
    expect(await swapProjectOrder({ id: ids[1]!, direction: 'up' })).toMatchObject({
      ok: true,
      message: 'Projet déplacé vers le haut',
    });
    expect((await list())[0]).toBe(ids[1]);
    expect(await swapProjectOrder({ id: ids[1]!, direction: 'down' })).toMatchObject({
      ok: true,
      message: 'Projet déplacé vers le bas',
    });
    expect(invalidated).toContain('projects');
    expect(await swapProjectOrder({ id: ids[0]!, direction: 'up' })).toEqual({
      ok: false,
      error: 'Erreur lors du déplacement du projet',
    });

    expect(await moveProjectToRank({ id: ids[0]!, rank: n })).toMatchObject({
      ok: true,
      message: `Projet déplacé au rang ${n} avec succès`,
    });
    expect((await list())[n - 1]).toBe(ids[0]);
    const before = await list();
    expect(await moveProjectToRank({ id: ids[0]!, rank: n + 1 })).toMatchObject({
      ok: false,
      error: `Le rang doit être entre 1 et ${n}`,
    });
    expect(await list()).toEqual(before);
    // A non-numeric entry becomes 1.
    expect(await moveProjectToRank({ id: ids[0]!, rank: 'abc' })).toMatchObject({
      ok: true,
      message: 'Projet déplacé au rang 1 avec succès',
    });
    expect((await list())[0]).toBe(ids[0]);
  });
});

describe('blog posts', () => {
  it('adds with parsed tags and today’s date, replaces the image (old file deleted), deletes', async () => {
    const first = await upload('blog-images', 'a.png', new Uint8Array(await png()), 'image/png');
    const r = await addBlogPost({
      title: 'Préparer un PDF',
      slug: '',
      excerpt: 'Un extrait',
      content: '## Titre',
      imageUrl: first,
      postDate: '',
      author: 'Léa',
      categoryId: '',
      tags: ' PDF, , impression ,PDF',
    });
    expect(r).toEqual({ ok: true, message: 'Article ajouté avec succès' });
    expect(invalidated).toEqual(['blog']);
    const [row] =
      await sql()`select id, slug, tags, to_char(post_date, 'YYYY-MM-DD') as d, category_id from blog_posts where slug = 'preparer-un-pdf'`;
    expect(row).toMatchObject({ tags: ['PDF', 'impression'], category_id: null });
    expect(Math.abs(Date.parse(row!.d as string) - Date.now())).toBeLessThan(2 * 24 * 3600 * 1000);

    const second = await upload('blog-images', 'b.png', new Uint8Array(await png('#f59e0b')), 'image/png');
    expect(
      await updateBlogPost({
        id: row!.id,
        title: 'Préparer un PDF',
        slug: 'preparer-un-pdf',
        excerpt: 'Un extrait',
        imageUrl: second,
        postDate: '2026-01-15',
        tags: 'PDF',
      }),
    ).toEqual({
      ok: true,
      message: 'Article mis à jour avec succès',
    });
    expect(fs.existsSync(storageFile(first))).toBe(false);
    expect(await deleteBlogPost({ id: row!.id })).toEqual({ ok: true, message: 'Article supprimé avec succès' });
    expect(fs.existsSync(storageFile(second))).toBe(false);
  });

  it('requires title, excerpt and image; nothing written', async () => {
    const before = await count('blog_posts');
    const r = await addBlogPost({ title: 'Sans image', excerpt: '', imageUrl: '' });
    expect(r).toMatchObject({ ok: false, error: 'Veuillez remplir tous les champs obligatoires' });
    expect(r.ok === false && Object.keys(r.fieldErrors ?? {}).sort()).toEqual(['excerpt', 'imageUrl']);
    expect(await count('blog_posts')).toBe(before);
  });
});

describe('tutorials', () => {
  it('reduces a pasted video URL to its id and derives the thumbnail', async () => {
    const r = await addTutorial({
      title: 'Styles de paragraphe',
      description: 'Bien utiliser les styles',
      duration: '08:15',
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3',
      thumbnail: '',
      tags: 'Word, styles',
    });
    expect(r).toEqual({ ok: true, message: 'Tutoriel ajouté avec succès' });
    expect(invalidated).toEqual(['tutorials']);
    const [row] =
      await sql()`select id, video_id, thumbnail, tags, duration from tutorials where slug = 'styles-de-paragraphe'`;
    expect(row).toMatchObject({
      video_id: 'dQw4w9WgXcQ',
      thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      tags: ['Word', 'styles'],
      duration: '08:15',
    });

    const thumb = await upload('blog-images', 't.png', new Uint8Array(await png()), 'image/png');
    expect(
      await updateTutorial({
        id: row!.id,
        title: 'Styles de paragraphe',
        slug: 'styles-de-paragraphe',
        description: 'D',
        video: 'youtu.be/dQw4w9WgXcQ',
        thumbnail: thumb,
      }),
    ).toEqual({
      ok: true,
      message: 'Tutoriel mis à jour avec succès',
    });
    expect(await deleteTutorial({ id: row!.id })).toEqual({ ok: true, message: 'Tutoriel supprimé avec succès' });
    expect(fs.existsSync(storageFile(thumb))).toBe(false);
  });

  it('refuses an unknown video address, a bad duration, a missing thumbnail; nothing written', async () => {
    const before = await count('tutorials');
    expect(await addTutorial({ title: 'T', description: 'D', video: 'https://vimeo.com/1234' })).toMatchObject({
      ok: false,
      error: MSG.invalidVideo,
    });
    expect(await addTutorial({ title: 'T', description: 'D', video: 'dQw4w9WgXcQ', duration: '75' })).toMatchObject({
      ok: false,
      error: MSG.invalidDuration,
    });
    expect(await addTutorial({ title: 'T', description: 'D' })).toMatchObject({
      ok: false,
      error: MSG.requiredFields,
      fieldErrors: { thumbnail: [MSG.requiredFields] },
    });
    expect(await count('tutorials')).toBe(before);
  });
});

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
    expect(await setUserRole({ id: admin.id, role: 'user' })).toEqual({ ok: false, error: MSG.user.selfRole });
    expect(await setUserActive({ id: admin.id, isActive: false })).toEqual({ ok: false, error: MSG.user.selfStatus });
    expect(await deleteUser({ id: admin.id })).toEqual({ ok: false, error: MSG.user.selfDelete });
    expect((await sql()`select role, is_active from profiles where id = ${admin.id}`)[0]).toEqual({
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
    await sql()`update profiles set is_active = false where role = 'admin' and id <> ${admin.id}`;
    const outsider = await createLocalUser(sql(), { email: 'outsider@example.test', password: PASSWORD, role: 'user' });
    await expect(setRole(outsider.id, admin.id, 'user')).rejects.toMatchObject({ code: 'last_admin' });
    await expect(setActive(outsider.id, admin.id, false)).rejects.toMatchObject({ code: 'last_admin' });
    expect(await setUserRole({ id: admin.id, role: 'user' })).toEqual({ ok: false, error: MSG.user.selfRole });
    expect((await sql()`select role, is_active from profiles where id = ${admin.id}`)[0]).toEqual({
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
    expect(await fake.json()).toMatchObject({ error: "faux.png n'est pas un fichier image valide" });
    const text = await uploadPOST(
      request([{ name: 'notes.txt', type: 'text/plain', bytes: new TextEncoder().encode('x') }], 'blog-images'),
    );
    expect(await text.json()).toMatchObject({ error: "notes.txt n'est pas un fichier image valide" });
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
    expect(await res.json()).toMatchObject({ error: "casse.png n'est pas un fichier image valide" });
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
    browser.jar = plain.jar;
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

// Server actions of the back office for categories and projects, called directly as a real signed-in
// admin (local provider, session cookie in a simulated browser; only next/headers is stood in for).
// Asserts the database changes, the French messages, that invalid input writes nothing, and the cache
// tags invalidated. Articles and tutorials: admin-actions-content.test.ts; users and the upload
// route: admin-actions-users.test.ts.
import fs from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addCategory, deleteCategory, updateCategory } from '@/lib/actions/categories';
import {
  addProject,
  deleteProject,
  getProjectForEdit,
  moveProjectToRank,
  swapProjectOrder,
  updateProject,
} from '@/lib/actions/projects';
import { MSG } from '@/lib/copy/messages';
import {
  actors,
  count,
  expectInTrash,
  expectKeptUnused,
  idOf,
  setUpAdminSession,
  sql,
  storageFile,
  stored,
} from './support/admin-session';
import { browser } from './support/next-headers';
// The same module the aliased 'next/cache' resolves to in Vitest: records updateTag() calls.
import { invalidated } from './stubs/next-cache';
import { insertCategory } from './support/db';

vi.mock('next/headers', () => import('./support/next-headers'));

setUpAdminSession();

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
    browser.jar = actors.plain.jar;
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

  it('updates with a new slug (old and new tags), replaces images and keeps the unused file for the library’s clean-up', async () => {
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
    await expectKeptUnused([oldImage]);
    expect(fs.existsSync(storageFile(newImage))).toBe(true);
  });

  it('deletes a project and its images (files kept by the trash), and closes the gap', async () => {
    const image = await stored();
    const created = await addProject(form('À supprimer', [image], { rank: 1 }));
    const id = idOf(created);
    expect(await deleteProject({ id })).toEqual({ ok: true, message: 'Projet supprimé avec succès' });
    await expectInTrash([image]);
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

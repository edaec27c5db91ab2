// Server actions of the back office for blog articles and tutorials, as a real signed-in admin (see
// admin-actions.test.ts): database changes, French messages, nothing written on invalid input, the
// cache tags invalidated and replaced images removed from storage.
import { describe, expect, it, vi } from 'vitest';
import { addBlogPost, deleteBlogPost, updateBlogPost } from '@/lib/actions/blog';
import { addTutorial, deleteTutorial, updateTutorial } from '@/lib/actions/tutorials';
import { adminGetEntry } from '@/lib/data/entries';
import { compareSnapshots } from '@/lib/data/revision-diff';
import { getRevision, listRevisions } from '@/lib/data/revisions';
import { upload } from '@/lib/storage';
import { MSG } from '@/lib/copy/messages';
import { count, expectInTrash, expectKeptUnused, png, setUpAdminSession, sql } from './support/admin-session';
// The same module the aliased 'next/cache' resolves to in Vitest: records updateTag() calls.
import { invalidated } from './stubs/next-cache';

vi.mock('next/headers', () => import('./support/next-headers'));

setUpAdminSession();

describe('blog posts', () => {
  it('adds with parsed tags and today’s date, replaces the image (old file kept as unused), deletes (to the trash)', async () => {
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
    expect(r).toEqual({ ok: true, message: 'Article ajouté avec succès', data: { id: expect.any(String) } });
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
    await expectKeptUnused([first]);
    expect(await deleteBlogPost({ id: row!.id })).toEqual({ ok: true, message: 'Article supprimé avec succès' });
    await expectInTrash([second]);
  });

  it('keeps the image’s text alternative: stored, read back, kept and compared in the history', async () => {
    const image = await upload('blog-images', 'alt.png', new Uint8Array(await png()), 'image/png');
    const fields = { title: 'Texte alternatif', slug: 'texte-alternatif', excerpt: 'E', imageUrl: image };
    expect((await addBlogPost({ ...fields, imageAlt: '  Une maquette ouverte sur une table  ' })).ok).toBe(true);
    const [row] = await sql()<{ id: string }[]>`select id from blog_posts where slug = 'texte-alternatif'`;
    expect((await adminGetEntry('post', row!.id))?.imageAlt).toBe('Une maquette ouverte sur une table');
    expect((await updateBlogPost({ ...fields, id: row!.id, imageAlt: '' })).ok).toBe(true);
    expect((await adminGetEntry('post', row!.id))?.imageAlt).toBeNull();
    const [older, newer] = (await listRevisions('post', row!.id)).reverse();
    const a = await getRevision('post', row!.id, older!.id);
    const b = await getRevision('post', row!.id, newer!.id);
    expect(compareSnapshots('post', a!.snapshot, b!.snapshot)).toContainEqual(
      expect.objectContaining({
        label: 'Texte alternatif de l’image',
        before: 'Une maquette ouverte sur une table',
        after: '',
      }),
    );
    expect((await addBlogPost({ ...fields, slug: 'trop-long', imageAlt: 'x'.repeat(301) })).ok).toBe(false);
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
    expect(r).toEqual({ ok: true, message: 'Tutoriel ajouté avec succès', data: { id: expect.any(String) } });
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
    await expectInTrash([thumb]);
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

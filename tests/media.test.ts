// « Médiathèque » and images inside bodies, as a real signed-in admin on the embedded PostgreSQL: uploads are
// recorded with their size, an image is « used » by a cover, a gallery, a testimonial or a body (drafts too),
// deletion is refused while anything uses it, the clean-up removes only unused files (rows and storage,
// journaled); other sites' images are refused in bodies and left out by the public renderer; tutorials
// have a searchable body; the dashboard keeps sign-ins apart from changes.
import fs from 'node:fs';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { POST as uploadPOST } from '@/app/api/admin/upload/route';
import { ArticleBody } from '@/components/blog/markdown';
import {
  imageMarkdown,
  insertBlock,
  prefixLines,
  replacementOf,
  wrapSelection,
} from '@/components/admin/entries/markdown-edits';
import { addBlogPost, deleteBlogPost } from '@/lib/actions/blog';
import { cleanUnusedMedia, deleteMedia, listMediaPage, saveMediaAlt } from '@/lib/actions/media';
import { addTutorial } from '@/lib/actions/tutorials';
import { purgeTrashItem } from '@/lib/actions/trash';
import { MSG } from '@/lib/copy/messages';
import { logAudit, recentAudit } from '@/lib/data/audit';
import { listMedia, readStaleBodyImages, unusedUrls } from '@/lib/data/media';
import { searchSite } from '@/lib/data/search';
import { blogPostSchema, tutorialSchema } from '@/lib/validation/schemas';
import { bodyImageUrls } from '@/lib/markdown/read';
import { foreignBodyImage } from '@/lib/validation/body-images';
import { actors, setUpAdminSession, sql, storageFile } from './support/admin-session';
import { browser } from './support/next-headers';

vi.mock('next/headers', () => import('./support/next-headers'));

setUpAdminSession();

async function uploadPng(name: string, width = 40, height = 30): Promise<string> {
  const sharp = (await import('sharp')).default;
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#1f56d6' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('bucket', 'blog-images');
  form.append('files', new File([new Uint8Array(bytes) as BlobPart], name, { type: 'image/png' }));
  const res = await uploadPOST(
    new Request('http://localhost/api/admin/upload', {
      method: 'POST',
      body: form,
      headers: { cookie: browser.jar.header() },
    }),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { urls: string[] }).urls[0]!;
}

const post = (title: string, imageUrl: string, content = '') => ({
  title,
  slug: '',
  excerpt: 'Un extrait',
  content,
  imageUrl,
  postDate: '',
  tags: '',
});

describe('the media library', () => {
  it('records every upload with its original name, size and dimensions', async () => {
    const url = await uploadPng('Double page.png', 64, 48);
    const [row] = await sql()`select file_name, size_bytes, width, height, alt from media where url = ${url}`;
    expect(row).toMatchObject({ file_name: 'Double page.png', width: 64, height: 48, alt: '' });
    expect(row!.size_bytes).toBe(fs.statSync(storageFile(url)).size);
    const page = await listMediaPage({ q: 'double page' });
    expect(page.ok && page.data!.items.map((i) => i.url)).toEqual([url]);
  });

  it('counts a cover, a body image (drafts too) and refuses deleting a used image in French', async () => {
    const cover = await uploadPng('couverture.png');
    const inside = await uploadPng('interieur.png');
    const r = await addBlogPost({
      ...post('Un livre de 240 pages', cover, `Voici :\n\n${imageMarkdown(inside, 'Une page')}`),
    });
    expect(r.ok).toBe(true);
    const { items } = await listMedia({ q: 'interieur', unused: false, page: 1 });
    expect(items[0]!.uses).toEqual([expect.objectContaining({ kind: 'post', title: 'Un livre de 240 pages' })]);
    // Its text alternative is the one the body gives, though the library's own is empty.
    expect(items[0]).toMatchObject({ alt: '', usedAlts: ['Une page'] });
    const insideId = items[0]!.id;
    expect(await deleteMedia({ id: insideId })).toEqual({ ok: false, error: MSG.media.inUse(1) });
    expect(fs.existsSync(storageFile(inside))).toBe(true);

    // Deleting the article moves it to the trash, which keeps both files in use (no clean-up takes them)…
    const [row] = await sql()`select id from blog_posts where title = 'Un livre de 240 pages'`;
    await deleteBlogPost({ id: row!.id as string });
    expect(await unusedUrls([cover, inside])).toEqual([]);
    expect((await listMedia({ q: 'interieur', unused: false, page: 1 })).items[0]!.uses).toEqual([
      expect.objectContaining({ kind: 'trash', title: 'Un livre de 240 pages' }),
    ]);
    expect(await deleteMedia({ id: insideId })).toEqual({ ok: false, error: MSG.media.inUse(1) });
    await cleanUnusedMedia({});
    expect(fs.existsSync(storageFile(inside))).toBe(true);

    // …until « Supprimer définitivement » frees them: files and library rows go.
    const [trashed] = await sql()`select id from trash where entity_id = ${row!.id as string}`;
    expect(await purgeTrashItem({ id: trashed!.id as string })).toEqual({ ok: true, message: MSG.trash.purged });
    expect(fs.existsSync(storageFile(inside))).toBe(false);
    expect(fs.existsSync(storageFile(cover))).toBe(false);
    expect(await sql()`select 1 from media where id = ${insideId}`).toHaveLength(0);
  });

  it('finds an image in a draft tutorial’s body, written inline or as a reference', async () => {
    const inline = await uploadPng('etape-1.png');
    const referenced = await uploadPng('etape-2.png');
    const r = await addTutorial({
      title: 'Brouillon avec images',
      description: 'D',
      body: `![Étape 1](${inline})\n\n![Étape 2][deux]\n\n[deux]: ${referenced}`,
      video: 'dQw4w9WgXcQ',
    });
    expect(r.ok).toBe(true);
    expect(await unusedUrls([inline, referenced])).toEqual([]);
    const { items } = await listMedia({ q: 'etape-2', unused: false, page: 1 });
    expect(items[0]!.uses).toEqual([{ kind: 'tutorial', id: expect.any(String), title: 'Brouillon avec images' }]);
  });

  it('keeps an image whose alt text has brackets (the renderer shows it), and reads a body written by plain SQL', async () => {
    const plan = await uploadPng('plan.png');
    const r = await addBlogPost(
      post('Avec une figure', '/images/defaults/livres.jpg', `Texte.\n\n![Figure [1] : plan](${plan})`),
    );
    expect(r.ok).toBe(true);
    const { items } = await listMedia({ q: 'plan', unused: false, page: 1 });
    expect(items[0]).toMatchObject({
      uses: [expect.objectContaining({ kind: 'post' })],
      usedAlts: ['Figure [1] : plan'],
    });
    expect(await deleteMedia({ id: items[0]!.id })).toEqual({ ok: false, error: MSG.media.inUse(1) });
    await sql()`update media set created_at = now() - interval '2 hours' where url = ${plan}`;
    await cleanUnusedMedia({});
    expect(fs.existsSync(storageFile(plan))).toBe(true);

    // A body changed outside lib/data (no reading written) still counts as using what its text names…
    const other = await uploadPng('ailleurs.png');
    await sql()`update blog_posts set content = ${`![Vue [2]](${other})`} where title = 'Avec une figure'`;
    const [stale] = await sql()`select body_read_stale, updated_at from blog_posts where title = 'Avec une figure'`;
    expect(stale!.body_read_stale).toBe(true);
    expect(await unusedUrls([plan, other])).toEqual([plan]);
    // …until the housekeeping reads it again, which is not an edit (updated_at stays).
    expect(await readStaleBodyImages()).toBe(1);
    const [fresh] =
      await sql()`select body_read_stale, body_images, updated_at from blog_posts where title = 'Avec une figure'`;
    expect(fresh).toMatchObject({ body_read_stale: false, body_images: [other], updated_at: stale!.updated_at });
    expect(await unusedUrls([plan, other])).toEqual([plan]);
  });

  it('edits a text alternative and cleans up only unused files, in one journaled step', async () => {
    const used = await uploadPng('gardee.png');
    const unused = await uploadPng('oubliee.png');
    await addBlogPost(post('Article qui garde son image', used));
    const { items } = await listMedia({ q: 'gardee', unused: false, page: 1 });
    expect(await saveMediaAlt({ id: items[0]!.id, alt: 'Couverture du roman' })).toEqual({
      ok: true,
      message: MSG.media.altSaved,
    });
    expect((await listMedia({ q: 'roman', unused: false, page: 1 })).items.map((i) => i.url)).toEqual([used]);

    // The last hour's uploads stay (a form may be about to save one): only older unused files go.
    const fresh = await uploadPng('toute-fraiche.png');
    await sql()`update media set created_at = now() - interval '2 hours' where url <> ${fresh}`;
    const before = (await listMedia({ q: '', unused: true, page: 1 })).total - 1;
    expect(before).toBeGreaterThan(0);
    const cleaned = await cleanUnusedMedia({});
    expect(cleaned).toMatchObject({ ok: true, data: { removed: before } });
    expect(fs.existsSync(storageFile(unused))).toBe(false);
    expect(fs.existsSync(storageFile(used))).toBe(true);
    expect((await listMedia({ q: '', unused: true, page: 1 })).items.map((i) => i.url)).toEqual([fresh]);
    const [journal] =
      await sql()`select summary from audit_log where entity = 'media' order by created_at desc limit 1`;
    expect(journal!.summary).toContain(`${before} fichier`);
  });

  it('answers only to administrators', async () => {
    browser.jar = actors.plain.jar;
    try {
      await expect(cleanUnusedMedia({})).rejects.toThrow();
    } finally {
      browser.jar = actors.admin.jar;
    }
  });
});

describe('images inside bodies', () => {
  it('refuses another site’s image in articles and tutorials, accepts the site’s own', () => {
    const base = { title: 'T', excerpt: 'E', imageUrl: '/storage/blog-images/a.png' };
    const foreign = blogPostSchema.safeParse({ ...base, content: 'Texte ![chat](https://example.com/chat.jpg)' });
    expect(foreign.success).toBe(false);
    expect(foreign.error?.issues[0]?.message).toBe(MSG.upload.foreignImage('https://example.com/chat.jpg'));
    const tutorial = tutorialSchema.safeParse({
      title: 'T',
      description: 'D',
      video: 'dQw4w9WgXcQ',
      body: '![x][r]\n\n[r]: //cdn.example/x.png',
    });
    expect(tutorial.success).toBe(false);
    expect(blogPostSchema.safeParse({ ...base, content: '![Page](/storage/blog-images/b.png)' }).success).toBe(true);
    expect(foreignBodyImage('[un lien](https://example.com) sans image')).toBeNull();
    expect(bodyImageUrls('![a](/storage/x/a.png "titre") et ![b](<https://x.test/b.png>)')).toEqual([
      '/storage/x/a.png',
      'https://x.test/b.png',
    ]);
  });

  it('renders the site’s images responsive, sized, lazy and zoomable; drops another site’s', () => {
    const html = renderToStaticMarkup(
      ArticleBody({
        markdown: '![Page 12](/storage/blog-images/p.png)\n\n![Ailleurs](https://example.com/x.png)',
        imageSizes: { '/storage/blog-images/p.png': { width: 1200, height: 800 } },
        zoomable: true,
      }) as ReactElement,
    );
    expect(html).toContain('data-zoom=""');
    expect(html).toContain('href="/storage/blog-images/p.png"');
    expect(html).toMatch(/srcSet="[^"]*_next\/image\?url=%2Fstorage%2Fblog-images%2Fp\.png&amp;w=\d+/);
    expect(html).toContain('width="1200"');
    expect(html).toContain('height="800"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('example.com');
  });

  it('caps a portrait image’s height and captions an image whose Markdown has a title', () => {
    const html = renderToStaticMarkup(
      ArticleBody({
        markdown:
          'Texte.\n\n![Couverture](/storage/blog-images/portrait.png "La couverture du roman")\n\n![Double](/storage/blog-images/large.png)',
        imageSizes: {
          '/storage/blog-images/portrait.png': { width: 800, height: 1600 },
          '/storage/blog-images/large.png': { width: 1600, height: 800 },
        },
        zoomable: true,
      }) as ReactElement,
    );
    // At most 640 px tall: a 1:2 portrait is at most 320 px wide; a landscape one is capped by the column only.
    expect(html).toContain('max-width:min(100%, 320px)');
    expect(html).toContain('max-width:min(100%, 1280px)');
    expect(html).toMatch(
      /<figure><a [^>]*><img [^>]*alt="Couverture"[^>]*\/><\/a><figcaption[^>]*>La couverture du roman<\/figcaption><\/figure>/,
    );
    // No caption without a title, and no figure inside a paragraph (valid HTML).
    expect(html).toMatch(/<figure><a [^>]*><img [^>]*alt="Double"[^>]*\/><\/a><\/figure>/);
    expect(html).not.toMatch(/<p>(?:(?!<\/p>)[^])*<figure/);
    // Another site's image: neither the image nor a caption alone.
    const foreign = renderToStaticMarkup(
      ArticleBody({ markdown: '![x](https://ailleurs.example/x.png "Légende")', zoomable: true }) as ReactElement,
    );
    expect(foreign).not.toMatch(/figure|Légende/);
  });

  it('gives tutorials a body that search finds', async () => {
    const r = await addTutorial({
      title: 'Exporter un PDF',
      description: 'Les réglages d’export.',
      body: '## Étapes\n\nChoisissez le profil colorimétrique hexachromie pour l’imprimeur.',
      video: 'dQw4w9WgXcQ',
      status: 'published',
    });
    expect(r.ok).toBe(true);
    const [row] = await sql()`select body from tutorials where title = 'Exporter un PDF'`;
    expect(row!.body).toContain('hexachromie');
    const found = await searchSite('hexachromie');
    expect(JSON.stringify(found)).toContain('Exporter un PDF');
  });
});

describe('the body editor’s edits', () => {
  it('wraps, prefixes lines and inserts an image as its own paragraph', () => {
    expect(wrapSelection('un mot ici', { start: 3, end: 6 }, '**', 'x')).toEqual({
      text: 'un **mot** ici',
      selection: { start: 5, end: 8 },
    });
    expect(prefixLines('a\nb\nc', { start: 0, end: 3 }, (i) => `${i + 1}. `).text).toBe('1. a\n2. b\nc');
    expect(prefixLines('## a', { start: 0, end: 0 }, () => '> ').text).toBe('> a');
  });

  it('a block button on an empty line leaves the caret after its marker; pressed again it takes it off', () => {
    // « H2 » on an empty line, then typing: the heading, not a lost marker.
    const h2 = prefixLines('Intro\n\n', { start: 7, end: 7 }, () => '## ');
    expect(h2).toEqual({ text: 'Intro\n\n## ', selection: { start: 10, end: 10 } });
    // The caret keeps its place in a line's text; H3 replaces H2; pressed again, the marker goes.
    expect(prefixLines('## Titre', { start: 5, end: 5 }, () => '### ')).toEqual({
      text: '### Titre',
      selection: { start: 6, end: 6 },
    });
    expect(prefixLines('## Titre', { start: 5, end: 5 }, () => '## ')).toEqual({
      text: 'Titre',
      selection: { start: 2, end: 2 },
    });
    // A selection: every line it touches, toggled as one; a trailing line break does not take the next line.
    expect(prefixLines('a\nb\nc', { start: 0, end: 4 }, () => '- ').text).toBe('- a\n- b\nc');
    expect(prefixLines('- a\n- b\nc', { start: 0, end: 7 }, () => '- ').text).toBe('a\nb\nc');
    // Bold pressed on bold text unwraps it, whether the marks are selected or just outside the selection.
    expect(wrapSelection('un **mot** ici', { start: 3, end: 10 }, '**', 'x').text).toBe('un mot ici');
    expect(wrapSelection('un **mot** ici', { start: 5, end: 8 }, '**', 'x')).toEqual({
      text: 'un mot ici',
      selection: { start: 3, end: 6 },
    });
    // Italic on a bold word makes it bold italic: bold's « ** » is not italic's « * ».
    expect(wrapSelection('un **mot** ici', { start: 5, end: 8 }, '*', 'x').text).toBe('un ***mot*** ici');
    expect(wrapSelection('un **mot** ici', { start: 3, end: 10 }, '*', 'x').text).toBe('un ***mot*** ici');
    expect(wrapSelection('un *mot* ici', { start: 4, end: 7 }, '*', 'x').text).toBe('un mot ici');
  });

  it('a toolbar edit is one replacement of the text (typed by the browser: one undo step)', () => {
    expect(replacementOf('Intro\n\n', 'Intro\n\n## ')).toEqual({ start: 7, end: 7, text: '## ' });
    expect(replacementOf('un **mot** ici', 'un mot ici')).toEqual({ start: 3, end: 10, text: 'mot' });
    expect(replacementOf('abc', 'abc')).toEqual({ start: 3, end: 3, text: '' });
    const inserted = insertBlock(
      'Avant.Après.',
      { start: 6, end: 6 },
      imageMarkdown('/storage/blog-images/a.png', 'Une [page]'),
    );
    expect(inserted.text).toBe('Avant.\n\n![Une page](/storage/blog-images/a.png)\n\nAprès.');
  });
});

describe('the dashboard', () => {
  it('keeps sign-ins apart from content changes', async () => {
    const audit = { actorId: null, actorEmail: 'a@example.test', ip: null };
    await logAudit(sql(), audit, { action: 'update', entity: 'post', summary: 'Changement visible' });
    for (let i = 0; i < 12; i++)
      await logAudit(sql(), audit, { action: 'sign_in', entity: 'session', summary: 'Connexion réussie' });
    const changes = await recentAudit(10, 'changes');
    expect(changes.map((r) => r.summary)).toContain('Changement visible');
    expect(changes.every((r) => r.entity !== 'session')).toBe(true);
    expect((await recentAudit(5, 'sessions')).every((r) => r.entity === 'session')).toBe(true);
  });
});

// « Corbeille »: a deletion moves the item out of the site and the lists into the trash, whole; « Restaurer »
// brings it back as it was; the purge (30 days, or « Supprimer définitivement ») deletes it with its
// revisions and frees its files. Real database, real stored files, as a signed-in admin.
import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { deleteBlogPost } from '@/lib/actions/blog';
import { deleteProject } from '@/lib/actions/projects';
import { restoreTrashItem } from '@/lib/actions/trash';
import { MSG } from '@/lib/copy/messages';
import { getBlogPostBySlug, listBlogSlugs } from '@/lib/data/blog';
import { createCategory, deleteCategory } from '@/lib/data/categories';
import { adminListEntryPage, createEntry } from '@/lib/data/entries';
import { createProject } from '@/lib/data/project-admin';
import { getProjectBySlug, listPortfolioProjects } from '@/lib/data/projects';
import { adminListTrash, purgeTrash, TRASH_DAYS } from '@/lib/data/trash';
import { purgeExpiredTrash } from '@/lib/admin/trash';
import { setUpAdminSession, sql, stored, storageFile } from './support/admin-session';
import { postInput, projectInput } from './support/builders';

vi.mock('next/headers', () => import('./support/next-headers'));

setUpAdminSession();

const trashIdOf = async (entityId: string) =>
  ((await sql()<{ id: string }[]>`select id::text from trash where entity_id = ${entityId}`)[0] ?? null)?.id ?? null;
const listQuery = { q: '', status: 'all', category: '', sort: 'recent', page: 1 } as never;

describe('the trash', () => {
  it('restores an article trashed before its body’s reading was kept (an older snapshot), its reading taken again', async () => {
    const post = await createEntry(
      'post',
      postInput('avant-la-lecture', { content: '![Figure [1] : plan](/storage/blog-images/plan-ancien.png)' }),
    );
    expect((await deleteBlogPost({ id: post.id })).ok).toBe(true);
    // As a snapshot taken by the former code: no reading at all.
    await sql()`update trash set snapshot = jsonb_set(snapshot, '{row}',
      (snapshot -> 'row') - 'body_images' - 'body_image_alts' - 'body_read_hash' - 'body_read_stale')
      where entity_id = ${post.id}`;
    expect((await restoreTrashItem({ id: (await trashIdOf(post.id))! })).ok).toBe(true);
    const [row] =
      await sql()`select body_images, body_image_alts, body_read_stale from blog_posts where id = ${post.id}`;
    expect(row).toEqual({
      body_images: ['/storage/blog-images/plan-ancien.png'],
      body_image_alts: ['Figure [1] : plan'],
      body_read_stale: false,
    });
  });

  it('a deleted article leaves the site and the lists, and comes back whole with « Restaurer »', async () => {
    const category = await createCategory({ name: 'Corbeille test', slug: 'corbeille-test' });
    const cover = await stored('couverture.png');
    const post = await createEntry(
      'post',
      postInput('a-la-corbeille', {
        imageUrl: cover,
        content: `## Corps\n\n![Dedans](${cover})`,
        categoryId: category.id,
        tags: ['un', 'deux'],
      }),
    );
    expect(await getBlogPostBySlug('a-la-corbeille')).not.toBeNull();

    expect(await deleteBlogPost({ id: post.id })).toEqual({ ok: true, message: MSG.post.deleted });
    expect(await getBlogPostBySlug('a-la-corbeille')).toBeNull();
    expect((await listBlogSlugs()).map((p) => p.slug)).not.toContain('a-la-corbeille');
    expect((await adminListEntryPage('post', listQuery)).items.map((p) => p.id)).not.toContain(post.id);
    const [item] = (await adminListTrash()).filter((t) => t.entityId === post.id);
    expect(item).toMatchObject({ kind: 'post', title: post.title, slug: 'a-la-corbeille' });
    expect(Date.parse(item!.expiresAt) - Date.parse(item!.deletedAt)).toBe(TRASH_DAYS * 24 * 3600 * 1000);

    // Its category went meanwhile: it comes back without one, everything else as it was.
    await deleteCategory(category.id);
    expect(await restoreTrashItem({ id: item!.id })).toEqual({ ok: true, message: MSG.trash.restored('Article') });
    const back = await getBlogPostBySlug('a-la-corbeille');
    expect(back).toMatchObject({
      id: post.id,
      title: post.title,
      tags: ['un', 'deux'],
      categoryId: null,
      imageUrl: cover,
    });
    expect(back!.content).toContain(`![Dedans](${cover})`);
    expect(await trashIdOf(post.id)).toBeNull();
    expect(await restoreTrashItem({ id: item!.id })).toEqual({ ok: false, error: MSG.trash.notFound });
  });

  it('refuses to restore over an address another item took meanwhile', async () => {
    const first = await createEntry('post', postInput('adresse-reprise'));
    await deleteBlogPost({ id: first.id });
    await createEntry('post', postInput('adresse-reprise'));
    const before = await sql()`select count(*)::int as n from blog_posts`;
    expect(await restoreTrashItem({ id: (await trashIdOf(first.id))! })).toMatchObject({
      ok: false,
      error: MSG.trash.slugTaken,
    });
    expect(await sql()`select count(*)::int as n from blog_posts`).toEqual(before);
    expect(await trashIdOf(first.id)).not.toBeNull();
  });

  it('a project comes back last in the portfolio with its gallery; ranks stay 1..N', async () => {
    const files = [await stored('g1.png'), await stored('g2.png')];
    const project = await createProject(
      projectInput('projet-corbeille'),
      files.map((url, i) => ({ url, altText: `Vue ${i + 1}` })),
      1,
    );
    expect(await deleteProject({ id: project.id })).toEqual({ ok: true, message: MSG.project.deleted });
    const ranks = () => listPortfolioProjects().then((l) => l.map((p) => p.displayOrder));
    expect(await ranks()).toEqual((await ranks()).map((_, i) => i + 1));
    expect(await getProjectBySlug('projet-corbeille')).toBeNull();
    expect((await restoreTrashItem({ id: (await trashIdOf(project.id))! })).ok).toBe(true);
    const back = await getProjectBySlug('projet-corbeille');
    expect(back!.images.map((i) => [i.url, i.altText])).toEqual([
      [files[0], 'Vue 1'],
      [files[1], 'Vue 2'],
    ]);
    const after = await ranks();
    expect(after).toEqual(after.map((_, i) => i + 1));
    expect(back!.displayOrder).toBe(after.length);
  });

  it('the purge takes what has been there 30 days, with its revisions and files, and nothing younger', async () => {
    const cover = await stored('ancienne.png');
    const old = await createEntry('post', postInput('vieille-corbeille', { imageUrl: cover }));
    const recent = await createEntry('post', postInput('jeune-corbeille'));
    await deleteBlogPost({ id: old.id });
    await deleteBlogPost({ id: recent.id });
    await sql()`update trash set deleted_at = now() - interval '30 days 1 minute' where entity_id = ${old.id}`;
    await sql()`update trash set deleted_at = now() - interval '29 days 23 hours' where entity_id = ${recent.id}`;
    expect(await sql()`select 1 from content_revisions where entity_id = ${old.id}`).not.toHaveLength(0);

    await purgeExpiredTrash();
    expect(await trashIdOf(old.id)).toBeNull();
    expect(await trashIdOf(recent.id)).not.toBeNull();
    expect(await sql()`select 1 from content_revisions where entity_id = ${old.id}`).toHaveLength(0);
    expect(fs.existsSync(storageFile(cover))).toBe(false);
    const [entry] = await sql()`select summary from audit_log where entity_id = ${old.id} order by id desc limit 1`;
    expect(entry!.summary).toBe(`Article « ${old.title} » supprimé définitivement (30 jours dans la corbeille)`);

    // An hour later by the clock, the younger one goes too.
    const later = new Date(Date.now() + 2 * 3600 * 1000);
    expect((await purgeTrash('expired', undefined, later)).purged).toBe(1);
    expect(await trashIdOf(recent.id)).toBeNull();
  });
});

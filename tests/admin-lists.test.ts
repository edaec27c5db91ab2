// The back office's content lists against the real database: search, status, category, sort and
// paging on the server, with the counts per status; bulk publish, back to draft and delete in one
// transaction, each item journaled, refused for anyone but an admin.
import { describe, expect, it, vi } from 'vitest';
import { bulkUpdateContent } from '@/lib/actions/bulk';
import { ADMIN_PAGE_SIZE, readAdminListQuery, type AdminListQuery } from '@/lib/data/admin-list';
import { adminListPostsPage, createBlogPost } from '@/lib/data/blog';
import { adminListTutorialsPage, createTutorial } from '@/lib/data/tutorials';
import { actors, count, setUpAdminSession, sql } from './support/admin-session';
import { postInput, tutorialInput } from './support/builders';
import { insertCategory } from './support/db';
import { browser } from './support/next-headers';
import { invalidated } from './stubs/next-cache';

vi.mock('next/headers', () => import('./support/next-headers'));

setUpAdminSession();

const query = (patch: Partial<AdminListQuery> = {}): AdminListQuery => ({
  q: '',
  status: '',
  category: '',
  sort: 'recent',
  page: 1,
  ...patch,
});

describe('admin lists', () => {
  it('reads its state from the URL, anything unknown as the default', () => {
    expect(readAdminListQuery({ q: '  mise ', statut: 'draft', tri: 'anciens', page: '3' })).toEqual({
      q: 'mise',
      status: 'draft',
      category: '',
      sort: 'oldest',
      page: 3,
    });
    expect(readAdminListQuery({ statut: 'archive', categorie: 'x', page: '-2', tri: 'z' })).toEqual(query());
  });

  it('pages, searches, filters by status and category, sorts by date, and counts each status', async () => {
    const editions = await insertCategory('Éditions', 'editions-liste');
    for (let i = 1; i <= ADMIN_PAGE_SIZE + 5; i++) {
      await createBlogPost(
        postInput(`liste-${i}`, {
          title: i % 10 === 0 ? `Zèbre numéro ${i}` : `Article de liste ${i}`,
          status: i % 3 === 0 ? 'draft' : 'published',
          categoryId: i <= 4 ? editions : null,
        }),
      );
    }
    const first = await adminListPostsPage(query());
    expect(first.total).toBe(ADMIN_PAGE_SIZE + 5);
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.pageCount).toBe(2);
    expect(first.items[0]!.slug).toBe(`liste-${ADMIN_PAGE_SIZE + 5}`);
    const second = await adminListPostsPage(query({ page: 2 }));
    expect(second.items).toHaveLength(5);
    expect(new Set([...first.items, ...second.items].map((p) => p.id)).size).toBe(ADMIN_PAGE_SIZE + 5);
    // Past the last page: the last page.
    expect((await adminListPostsPage(query({ page: 99 }))).page).toBe(2);

    expect((await adminListPostsPage(query({ sort: 'oldest' }))).items[0]!.slug).toBe('liste-1');
    expect((await adminListPostsPage(query({ q: 'zèbre' }))).items.map((p) => p.slug)).toEqual([
      'liste-30',
      'liste-20',
      'liste-10',
    ]);
    const drafts = await adminListPostsPage(query({ status: 'draft' }));
    expect(drafts.total).toBe(10);
    expect(drafts.items.every((p) => p.status === 'draft')).toBe(true);
    expect(drafts.counts).toEqual({ all: 30, draft: 10, scheduled: 0, published: 20 });
    expect((await adminListPostsPage(query({ category: editions }))).total).toBe(4);
    // « 100% » is searched literally.
    expect((await adminListPostsPage(query({ q: '100%' }))).total).toBe(0);
  });

  it('publishes, sends back to draft and deletes a selection in one transaction, each item journaled', async () => {
    const a = await createTutorial(tutorialInput('groupe-a', { status: 'draft' }));
    const b = await createTutorial(tutorialInput('groupe-b', { status: 'draft' }));
    const journal = await count('audit_log');
    expect(await bulkUpdateContent({ kind: 'tutorial', ids: [a.id, b.id], operation: 'publish' })).toMatchObject({
      ok: true,
      message: '2 tutoriels publiés',
    });
    expect(invalidated).toContain('tutorials');
    const live = await adminListTutorialsPage(query({ status: 'published', q: 'groupe' }));
    expect(live.items.map((t) => t.slug).sort()).toEqual(['groupe-a', 'groupe-b']);
    expect(await count('audit_log')).toBe(journal + 2);
    const [entry] = await sql()<{ summary: string }[]>`select summary from audit_log order by id desc limit 1`;
    expect(entry!.summary).toMatch(/^Tutoriel « Zéphyrin groupe-[ab] » publié \(action groupée\)$/);

    // Already published: nothing changes, nothing is journaled.
    expect(await bulkUpdateContent({ kind: 'tutorial', ids: [a.id], operation: 'publish' })).toMatchObject({
      ok: true,
    });
    expect(await count('audit_log')).toBe(journal + 2);

    expect(await bulkUpdateContent({ kind: 'tutorial', ids: [a.id], operation: 'draft' })).toMatchObject({
      message: '1 tutoriel repassé en brouillon',
    });
    expect(await bulkUpdateContent({ kind: 'tutorial', ids: [a.id, b.id], operation: 'delete' })).toMatchObject({
      message: '2 tutoriels supprimés',
    });
    expect((await adminListTutorialsPage(query({ q: 'groupe' }))).total).toBe(0);
    expect(await sql()`select 1 from content_revisions where entity_id in (${a.id}, ${b.id})`).toHaveLength(0);
  });

  it('writes nothing when one id of the selection is invalid, or for a non-admin', async () => {
    const a = await createBlogPost(postInput('groupe-refus', { status: 'draft' }));
    expect(await bulkUpdateContent({ kind: 'post', ids: [a.id, 'pas-un-id'], operation: 'delete' })).toMatchObject({
      ok: false,
    });
    browser.jar = actors.plain.jar;
    await expect(bulkUpdateContent({ kind: 'post', ids: [a.id], operation: 'delete' })).rejects.toMatchObject({
      digest: expect.stringContaining('/login'),
    });
    expect((await adminListPostsPage(query({ q: 'groupe-refus' }))).total).toBe(1);
  });
});

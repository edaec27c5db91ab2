// The back office's content lists against the real database: search, status, category, sort and
// paging on the server, with the counts per status; bulk publish, back to draft and delete in one
// transaction, each item journaled, refused for anyone but an admin.
import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { bulkUpdateEntries } from '@/lib/actions/bulk';
import {
  ADMIN_PAGE_SIZE,
  adminListParams,
  listHref,
  readAdminListQuery,
  readUserListQuery,
  userListParams,
  journalListParams,
  mediaListParams,
  readJournalListQuery,
  readMediaListQuery,
  readSubscriberListQuery,
  subscriberListParams,
  type AdminListQuery,
} from '@/lib/admin/list-query';
import { GET as exportSubscribers } from '@/app/admin/newsletter/export/route';
import { listSubscribersPage } from '@/lib/data/newsletter';
import { adminListProjectsPage, createProject } from '@/lib/data/project-admin';
import { adminListProfilesPage } from '@/lib/data/users';
import { adminListEntryPage, createEntry } from '@/lib/data/entries';
import { actors, count, expectInTrash, setUpAdminSession, sql, stored, storageFile } from './support/admin-session';
import { postInput, projectInput, tutorialInput } from './support/builders';
import { insertCategory, insertUser } from './support/db';
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
    // Projects default to their portfolio rank; the default sort stays out of the URL.
    const projects = readAdminListQuery({ tri: 'recents' }, 'order');
    expect(projects.sort).toBe('recent');
    expect(readAdminListQuery({}, 'order').sort).toBe('order');
    expect(listHref('/admin/projects', adminListParams(projects, 'order'), 2)).toBe(
      '/admin/projects?tri=recents&page=2',
    );
    expect(listHref('/admin/projects', adminListParams(readAdminListQuery({}, 'order'), 'order'))).toBe(
      '/admin/projects',
    );
    expect(readUserListQuery({ q: ' Marie ', role: 'admin', etat: 'desactives', tri: 'anciens' })).toEqual({
      q: 'Marie',
      role: 'admin',
      active: 'inactive',
      sort: 'oldest',
      page: 1,
    });
    expect(userListParams(readUserListQuery({ role: 'root', etat: 'x' }))).toEqual({
      q: '',
      role: '',
      etat: '',
      tri: '',
    });
  });

  it('pages, searches, filters by status and category, sorts by date, and counts each status', async () => {
    const editions = await insertCategory('Éditions', 'editions-liste');
    for (let i = 1; i <= ADMIN_PAGE_SIZE + 5; i++) {
      await createEntry(
        'post',
        postInput(`liste-${i}`, {
          title: i % 10 === 0 ? `Zèbre numéro ${i}` : `Article de liste ${i}`,
          status: i % 3 === 0 ? 'draft' : 'published',
          categoryId: i <= 4 ? editions : null,
        }),
      );
    }
    const first = await adminListEntryPage('post', query());
    expect(first.total).toBe(ADMIN_PAGE_SIZE + 5);
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.pageCount).toBe(2);
    expect(first.items[0]!.slug).toBe(`liste-${ADMIN_PAGE_SIZE + 5}`);
    const second = await adminListEntryPage('post', query({ page: 2 }));
    expect(second.items).toHaveLength(5);
    expect(new Set([...first.items, ...second.items].map((p) => p.id)).size).toBe(ADMIN_PAGE_SIZE + 5);
    // Past the last page: the last page.
    expect((await adminListEntryPage('post', query({ page: 99 }))).page).toBe(2);

    expect((await adminListEntryPage('post', query({ sort: 'oldest' }))).items[0]!.slug).toBe('liste-1');
    expect((await adminListEntryPage('post', query({ q: 'zèbre' }))).items.map((p) => p.slug)).toEqual([
      'liste-30',
      'liste-20',
      'liste-10',
    ]);
    const drafts = await adminListEntryPage('post', query({ status: 'draft' }));
    expect(drafts.total).toBe(10);
    expect(drafts.items.every((p) => p.status === 'draft')).toBe(true);
    expect(drafts.counts).toEqual({ all: 30, draft: 10, scheduled: 0, published: 20 });
    expect((await adminListEntryPage('post', query({ category: editions }))).total).toBe(4);
    // « 100% » is searched literally.
    expect((await adminListEntryPage('post', query({ q: '100%' }))).total).toBe(0);
  });

  it('publishes, sends back to draft and deletes a selection in one transaction, each item journaled', async () => {
    const a = await createEntry('tutorial', tutorialInput('groupe-a', { status: 'draft' }));
    const b = await createEntry('tutorial', tutorialInput('groupe-b', { status: 'draft' }));
    const journal = await count('audit_log');
    expect(await bulkUpdateEntries({ kind: 'tutorial', ids: [a.id, b.id], operation: 'publish' })).toMatchObject({
      ok: true,
      message: '2 tutoriels publiés',
    });
    expect(invalidated).toContain('tutorials');
    const live = await adminListEntryPage('tutorial', query({ status: 'published', q: 'groupe' }));
    expect(live.items.map((t) => t.slug).sort()).toEqual(['groupe-a', 'groupe-b']);
    expect(await count('audit_log')).toBe(journal + 2);
    const [entry] = await sql()<{ summary: string }[]>`select summary from audit_log order by id desc limit 1`;
    expect(entry!.summary).toMatch(/^Tutoriel « Zéphyrin groupe-[ab] » publié \(action groupée\)$/);

    // Already published: nothing changes, nothing is journaled.
    expect(await bulkUpdateEntries({ kind: 'tutorial', ids: [a.id], operation: 'publish' })).toMatchObject({
      ok: true,
    });
    expect(await count('audit_log')).toBe(journal + 2);

    expect(await bulkUpdateEntries({ kind: 'tutorial', ids: [a.id], operation: 'draft' })).toMatchObject({
      message: '1 tutoriel repassé en brouillon',
    });
    expect(await bulkUpdateEntries({ kind: 'tutorial', ids: [a.id, b.id], operation: 'delete' })).toMatchObject({
      message: '2 tutoriels supprimés',
    });
    expect((await adminListEntryPage('tutorial', query({ q: 'groupe' }))).total).toBe(0);
    // In the trash: their revisions wait there with them, until the purge.
    expect(await sql()`select 1 from trash where entity_id in (${a.id}, ${b.id})`).toHaveLength(2);
    expect(await sql()`select 1 from content_revisions where entity_id in (${a.id}, ${b.id})`).not.toHaveLength(0);
  });

  it('writes nothing when one id of the selection is invalid, or for a non-admin', async () => {
    const a = await createEntry('post', postInput('groupe-refus', { status: 'draft' }));
    expect(await bulkUpdateEntries({ kind: 'post', ids: [a.id, 'pas-un-id'], operation: 'delete' })).toMatchObject({
      ok: false,
    });
    browser.jar = actors.plain.jar;
    await expect(bulkUpdateEntries({ kind: 'post', ids: [a.id], operation: 'delete' })).rejects.toMatchObject({
      digest: expect.stringContaining('/login'),
    });
    expect((await adminListEntryPage('post', query({ q: 'groupe-refus' }))).total).toBe(1);
  });

  it('lists projects by rank, searched and paged; bulk delete closes the ranks and keeps the gallery files with the trash', async () => {
    const files: string[] = [];
    const ids: string[] = [];
    for (let i = 1; i <= ADMIN_PAGE_SIZE + 2; i++) {
      const gallery = [await stored(`p${i}-a.png`), await stored(`p${i}-b.png`)];
      files.push(...gallery);
      const title = i === 7 ? 'Atlas des oiseaux' : `Projet de liste ${i}`;
      const created = await createProject(
        projectInput(`projet-liste-${i}`, { title, status: i % 4 === 0 ? 'draft' : 'published' }),
        gallery.map((url) => ({ url, altText: null })),
      );
      ids.push(created.id);
    }
    const byRank = await adminListProjectsPage(readAdminListQuery({}, 'order'));
    expect(byRank.total).toBe(ADMIN_PAGE_SIZE + 2);
    expect(byRank.items.map((p) => p.displayOrder)).toEqual(Array.from({ length: ADMIN_PAGE_SIZE }, (_, i) => i + 1));
    expect(
      (await adminListProjectsPage(readAdminListQuery({ page: '2' }, 'order'))).items.map((p) => p.displayOrder),
    ).toEqual([ADMIN_PAGE_SIZE + 1, ADMIN_PAGE_SIZE + 2]);
    const newest = await adminListProjectsPage(readAdminListQuery({ tri: 'recents' }, 'order'));
    expect(newest.items[0]!.slug).toBe(`projet-liste-${ADMIN_PAGE_SIZE + 2}`);
    expect(
      (await adminListProjectsPage(readAdminListQuery({ q: 'oiseaux' }, 'order'))).items.map((p) => p.slug),
    ).toEqual(['projet-liste-7']);
    expect((await adminListProjectsPage(readAdminListQuery({ statut: 'draft' }, 'order'))).counts.draft).toBe(6);

    // Ranks 2 and 5 deleted together: the others close up to 1..N, the four gallery files wait in the trash.
    const journal = await count('audit_log');
    expect(await bulkUpdateEntries({ kind: 'project', ids: [ids[1]!, ids[4]!], operation: 'delete' })).toMatchObject({
      ok: true,
      message: '2 projets supprimés',
    });
    expect(invalidated).toEqual(
      expect.arrayContaining(['projects', 'project:projet-liste-2', 'project:projet-liste-5']),
    );
    expect(await count('audit_log')).toBe(journal + 2);
    const ranks = await sql()<{ display_order: number }[]>`select display_order from projects order by display_order`;
    expect(ranks.map((r) => r.display_order)).toEqual(Array.from({ length: ADMIN_PAGE_SIZE }, (_, i) => i + 1));
    await expectInTrash([...files.slice(2, 4), ...files.slice(8, 10)]);
    expect(files.slice(0, 2).every((f) => existsSync(storageFile(f)))).toBe(true);

    expect(await bulkUpdateEntries({ kind: 'project', ids: [ids[3]!], operation: 'publish' })).toMatchObject({
      message: '1 projet publié',
    });
    expect((await adminListProjectsPage(readAdminListQuery({ statut: 'draft' }, 'order'))).total).toBe(5);
  });

  it('pages the accounts, searched by e-mail, filtered by role and active flag, by sign-up date', async () => {
    for (let i = 1; i <= ADMIN_PAGE_SIZE + 3; i++) {
      await insertUser(`compte-${String(i).padStart(2, '0')}@liste.test`, i <= 3 ? 'admin' : 'user', i % 5 !== 0);
    }
    const users = (params: Record<string, string>) => adminListProfilesPage(readUserListQuery(params));
    const first = await users({ q: '@liste.test' });
    expect(first.total).toBe(ADMIN_PAGE_SIZE + 3);
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect((await users({ q: '@liste.test', page: '2' })).items).toHaveLength(3);
    expect((await users({ q: '@liste.test', tri: 'anciens' })).items[0]!.email).toBe('compte-01@liste.test');
    expect((await users({ q: '@liste.test', role: 'admin' })).total).toBe(3);
    const inactive = await users({ q: '@liste.test', etat: 'desactives' });
    expect(inactive.total).toBe(5);
    expect(inactive.items.every((u) => !u.isActive)).toBe(true);
    expect((await users({ q: '@liste.test', etat: 'actifs' })).total).toBe(ADMIN_PAGE_SIZE + 3 - 5);
  });

  it('the subscribers, the journal and the media library read their state from the URL the same way', () => {
    expect(readSubscriberListQuery({ q: ' @studio ', source: 'blog', page: '2' })).toEqual({
      q: '@studio',
      source: 'blog',
      page: 2,
    });
    expect(subscriberListParams(readSubscriberListQuery({ source: 'ailleurs' }))).toEqual({ q: '', source: '' });
    const journal = readJournalListQuery({ auteur: 'admin@', element: 'post', du: '2026-11-01', au: '01/12/2026' });
    expect(journal).toMatchObject({ actor: 'admin@', entity: 'post', from: '2026-11-01', to: '', page: 1 });
    expect(listHref('/admin/journal', journalListParams(journal), 3)).toBe(
      '/admin/journal?auteur=admin%40&element=post&du=2026-11-01&page=3',
    );
    const media = readMediaListQuery({ q: 'couverture', inutilisees: '1' });
    expect(media).toEqual({ q: 'couverture', unused: true, page: 1 });
    expect(listHref('/admin/mediatheque', mediaListParams(media))).toBe(
      '/admin/mediatheque?q=couverture&inutilisees=1',
    );
    expect(readMediaListQuery({ inutilisees: 'oui' }).unused).toBe(false);
  });

  it('lists the subscribers searched and filtered by where they signed up, and exports exactly that list', async () => {
    const stamp = Date.now().toString(36);
    for (const [email, source] of [
      [`a-${stamp}@filtre.test`, 'blog'],
      [`b-${stamp}@filtre.test`, 'tutoriel'],
      [`c-${stamp}@filtre.test`, 'blog'],
      [`d-${stamp}@ailleurs.test`, 'blog'],
    ] as const) {
      await sql()`insert into newsletter_subscribers (email, source, consent_page, consent_version, confirmed_at)
                  values (${email}, ${source}, '/blog', '2026-01-01', now())`;
    }
    const page = await listSubscribersPage(readSubscriberListQuery({ q: `${stamp}@filtre`, source: 'blog' }));
    expect(page.items.map((s) => s.email).sort()).toEqual([`a-${stamp}@filtre.test`, `c-${stamp}@filtre.test`]);

    const response = await exportSubscribers(
      new Request(`http://localhost/admin/newsletter/export?q=${stamp}%40filtre&source=blog`),
    );
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\r\n');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(';')[0])
        .sort(),
    ).toEqual([`a-${stamp}@filtre.test`, `c-${stamp}@filtre.test`]);
  });
});

// The studio's roles against the real database: what an « Auteur » may write (their own drafts, never
// published), what an « Éditeur » may do (publish, answer reviews) and may not (settings, subscribers), the
// review from « Proposer à la relecture » to « Publier » or « Renvoyer à l'auteur » with its e-mails, and the
// table in docs/BACK-OFFICE.md said by lib/auth/roles.ts.
import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { addBlogPost, deleteBlogPost, updateBlogPost } from '@/lib/actions/blog';
import { bulkUpdateEntries } from '@/lib/actions/bulk';
import { listMediaPage } from '@/lib/actions/media';
import { answerReview, requestReview } from '@/lib/actions/review';
import { mayMailForStaff } from '@/lib/security/door-gate';
import { staffMailBudgets } from '@/lib/security/email-budgets';
import { saveSiteSettings } from '@/lib/actions/settings';
import { adminListParams, readAdminListQuery } from '@/lib/admin/list-query';
import { FORBIDDEN, ROLES, can, rolesTable } from '@/lib/auth/roles';
import { defaultSettings } from '@/lib/data/settings';
import { adminListEntryPage } from '@/lib/data/entries';
import { previewTargetPath } from '@/lib/data/preview';
import { listReviews } from '@/lib/data/review';
import { actAs, actors, ctx, newPost, setUpActors } from './support/authorization';
import { testSql } from './support/db';
import { clearInbox, inbox, withLocalMailServer } from './support/mail';

vi.mock('next/headers', () => import('./support/next-headers'));

setUpActors();
withLocalMailServer();

const draft = (slug: string, title = 'Brouillon d’auteur') => ({
  title,
  slug,
  excerpt: 'Un texte en cours.',
  imageUrl: '/storage/blog-images/auteur.png',
  status: 'draft' as const,
});

async function idOf(slug: string): Promise<string> {
  const [row] = await testSql()<{ id: string }[]>`select id::text from blog_posts where slug = ${slug}`;
  return row!.id;
}

describe('an author', () => {
  it('writes and edits their own draft, recorded as its creator', async () => {
    actAs('author');
    const slug = ctx.unique('auteur');
    expect(await addBlogPost(draft(slug))).toMatchObject({ ok: true });
    const id = await idOf(slug);
    const [row] = await testSql()<{ created_by: string }[]>`select created_by::text from blog_posts where id = ${id}`;
    expect(row!.created_by).toBe(actors.author.id);
    expect(await updateBlogPost({ ...draft(slug, 'Titre repris'), id })).toMatchObject({ ok: true });
  });

  it('cannot publish or schedule, nor touch someone else’s entry; nothing is written', async () => {
    actAs('author');
    const slug = ctx.unique('auteur');
    expect(await addBlogPost({ ...draft(slug), status: 'published' })).toEqual({ ok: false, error: FORBIDDEN });
    const [none] = await testSql()`select 1 from blog_posts where slug = ${slug}`;
    expect(none).toBeUndefined();

    await addBlogPost(draft(slug));
    const mine = await idOf(slug);
    expect(await updateBlogPost({ ...draft(slug), id: mine, status: 'published' })).toEqual({
      ok: false,
      error: FORBIDDEN,
    });
    expect(await bulkUpdateEntries({ kind: 'post', ids: [mine], operation: 'publish' })).toEqual({
      ok: false,
      error: FORBIDDEN,
    });

    const theirs = await newPost(ctx); // created by nobody in particular: not the author's
    expect(await updateBlogPost({ ...draft(ctx.unique('x')), id: theirs })).toEqual({ ok: false, error: FORBIDDEN });
    expect(await deleteBlogPost({ id: theirs })).toEqual({ ok: false, error: FORBIDDEN });
    expect(await previewTargetPath('article', theirs, actors.author.id)).toBeNull();
    expect(await previewTargetPath('article', mine, actors.author.id)).toBe(`/blog/${slug}`);
    expect(await deleteBlogPost({ id: mine })).toMatchObject({ ok: true });
  });

  it('lists only what they created', async () => {
    actAs('author');
    const slug = ctx.unique('liste-auteur');
    await addBlogPost(draft(slug));
    await newPost(ctx);
    const query = { ...readAdminListQuery({}), owner: actors.author.id! };
    const page = await adminListEntryPage('post', query);
    expect(page.items.length).toBeGreaterThan(0);
    const ids = page.items.map((i) => i.id);
    const [others] = await testSql()<{ n: number }[]>`
      select count(*)::int as n from blog_posts where id = any(${ids}::uuid[]) and created_by <> ${actors.author.id!}`;
    expect(others!.n).toBe(0);
    expect(adminListParams(query)).not.toHaveProperty('owner'); // never in the URL
  });
});

describe('an editor', () => {
  it('publishes anyone’s entry but cannot change the settings', async () => {
    actAs('editor');
    const id = await newPost(ctx);
    expect(await bulkUpdateEntries({ kind: 'post', ids: [id], operation: 'publish' })).toMatchObject({ ok: true });
    expect(await saveSiteSettings({ ...defaultSettings(), director: 'Éditeur' })).toEqual({
      ok: false,
      error: FORBIDDEN,
    });
  });
});

describe('review', () => {
  it('an author’s draft goes to « À relire », the editors are told, and the answer reaches the author', async () => {
    clearInbox();
    actAs('author');
    const slug = ctx.unique('relecture');
    expect(await addBlogPost({ ...draft(slug, 'Texte à relire'), review: true })).toMatchObject({ ok: true });
    const id = await idOf(slug);
    expect((await listReviews()).map((r) => r.id)).toContain(id);
    const asked = (await inbox()).filter((m) => m.subject === 'À relire : Texte à relire');
    const told = asked.flatMap((m) => (Array.isArray(m.to) ? m.to : [m.to]).flatMap((t) => t?.value ?? []));
    expect(told.map((a) => a.address)).toEqual(expect.arrayContaining([actors.editor.email, actors.admin.email]));
    expect(told.map((a) => a.address)).not.toContain(actors.author.email);

    // An author cannot answer their own review.
    expect(await answerReview({ kind: 'post', id, decision: 'publish' })).toEqual({ ok: false, error: FORBIDDEN });

    actAs('editor');
    expect(await answerReview({ kind: 'post', id, decision: 'return', note: '' })).toMatchObject({ ok: false });
    expect(
      await answerReview({ kind: 'post', id, decision: 'return', note: 'Ajoutez un exemple chiffré.' }),
    ).toMatchObject({ ok: true });
    const [back] = await testSql()<{ review_note: string; waiting: boolean }[]>`
      select review_note, review_requested_at is not null as waiting from blog_posts where id = ${id}`;
    expect(back).toEqual({ review_note: 'Ajoutez un exemple chiffré.', waiting: false });
    const returned = (await inbox()).find((m) => m.subject === 'À reprendre : Texte à relire');
    expect(returned?.text).toContain('Ajoutez un exemple chiffré.');
    expect(returned?.to).toMatchObject({ value: [{ address: actors.author.email }] });

    actAs('author');
    expect(await requestReview({ kind: 'post', id })).toMatchObject({ ok: true });
    actAs('editor');
    expect(await answerReview({ kind: 'post', id, decision: 'publish' })).toMatchObject({ ok: true });
    const [online] = await testSql()<{ status: string }[]>`select status from blog_posts where id = ${id}`;
    expect(online!.status).toBe('published');
    expect((await inbox()).some((m) => m.subject === 'Publié : Texte à relire')).toBe(true);
    const journal = await testSql()<{ summary: string; actor_email: string }[]>`
      select summary, actor_email from audit_log where entity_id = ${id} order by id`;
    expect(journal.map((j) => [j.actor_email, j.summary])).toEqual(
      expect.arrayContaining([
        [actors.author.email, 'Article « Texte à relire » proposé à la relecture'],
        [actors.editor.email, 'Article « Texte à relire » renvoyé à son auteur : Ajoutez un exemple chiffré.'],
        [actors.editor.email, 'Article « Texte à relire » publié après relecture'],
      ]),
    );
    // Nothing waits any more: a second answer is refused in French.
    expect(await answerReview({ kind: 'post', id, decision: 'publish' })).toMatchObject({ ok: false });
  });
});

describe('the team’s e-mails', () => {
  it('a draft waiting for review mails the reviewers once: later saves and requests do not, until it is answered', async () => {
    clearInbox();
    actAs('author');
    const slug = ctx.unique('relu-une-fois');
    expect(await addBlogPost({ ...draft(slug, 'Une fois'), review: true })).toMatchObject({ ok: true });
    const id = await idOf(slug);
    const asked = async () => (await inbox()).filter((m) => m.subject === 'À relire : Une fois').length;
    const first = await asked();
    expect(first).toBeGreaterThanOrEqual(2); // the editor and the administrator
    const [requested] = await testSql()`select review_requested_at from blog_posts where id = ${id}`;
    for (let i = 0; i < 3; i++)
      expect(await updateBlogPost({ ...draft(slug, 'Une fois'), id, review: true })).toMatchObject({ ok: true });
    expect(await requestReview({ kind: 'post', id })).toMatchObject({ ok: true });
    expect(await asked()).toBe(first);
    const [still] = await testSql()`select review_requested_at from blog_posts where id = ${id}`;
    expect(still!.review_requested_at).toEqual(requested!.review_requested_at);
    // Answered, then proposed again: a new request, a new e-mail.
    actAs('editor');
    await answerReview({ kind: 'post', id, decision: 'return', note: 'Reprenez l’intro.' });
    actAs('author');
    expect(await requestReview({ kind: 'post', id })).toMatchObject({ ok: true });
    expect(await asked()).toBe(2 * first);
  });

  it('a member’s own e-mails stop at their budget (the action is still done), another member’s are untouched', async () => {
    clearInbox();
    const { perHour } = staffMailBudgets();
    await testSql()`delete from private.rate_limit_events where bucket like 'staff-mail:%'`;
    // The author's hour spent (as if by earlier requests).
    for (let i = 0; i < perHour.limit; i++) expect(await mayMailForStaff(actors.author.id!)).toBe(true);
    expect(await mayMailForStaff(actors.author.id!)).toBe(false);
    actAs('author');
    const slug = ctx.unique('budget');
    expect(await addBlogPost({ ...draft(slug, 'Hors budget'), review: true })).toMatchObject({ ok: true });
    expect((await listReviews()).map((r) => r.id)).toContain(await idOf(slug));
    expect((await inbox()).filter((m) => m.subject === 'À relire : Hors budget')).toHaveLength(0);
    expect(await mayMailForStaff(actors.editor.id!)).toBe(true);
    // Bounded: past the budget nothing more is recorded for that account.
    const [n] = await testSql()<{ n: number }[]>`
      select count(*)::int as n from private.rate_limit_events where bucket = 'staff-mail:hour' and key = ${actors.author.id!}`;
    expect(n!.n).toBe(perHour.limit);
  });
});

describe('the media library for an author', () => {
  it('names the author’s own items, and only says « utilisée ailleurs » of another member’s draft', async () => {
    const image = `/storage/blog-images/${ctx.unique('partagee')}.png`;
    await testSql()`insert into media (url, bucket, file_name) values (${image}, 'blog-images', 'partagee.png')`;
    actAs('author');
    const mine = ctx.unique('a-moi');
    expect(await addBlogPost({ ...draft(mine, 'Mon brouillon'), imageUrl: image })).toMatchObject({ ok: true });
    actAs('editor');
    const theirs = ctx.unique('a-eux');
    expect(
      await addBlogPost({ ...draft(theirs, 'Projet secret de l’éditeur'), content: `![Plan secret](${image})` }),
    ).toMatchObject({ ok: true });

    const page = async (viewer: 'author' | 'editor') => {
      actAs(viewer);
      const r = await listMediaPage({ q: 'partagee' });
      return r.ok ? r.data!.items.find((i) => i.url === image)! : null;
    };
    const seenByAuthor = await page('author');
    expect(seenByAuthor?.uses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'post', title: 'Mon brouillon' }),
        { kind: 'elsewhere', id: null, title: '' },
      ]),
    );
    expect(JSON.stringify(seenByAuthor)).not.toContain('secret');
    const seenByEditor = await page('editor');
    expect(seenByEditor?.uses.map((u) => u.title)).toEqual(
      expect.arrayContaining(['Mon brouillon', 'Projet secret de l’éditeur']),
    );
    expect(seenByEditor?.usedAlts).toContain('Plan secret');
  });
});

describe('the roles table', () => {
  it('gives every area to the administrator, none to a plain user', () => {
    expect(can('admin', 'users')).toBe(true);
    expect(can('editor', 'publish')).toBe(true);
    expect(can('editor', 'settings')).toBe(false);
    expect(can('author', 'publish')).toBe(false);
    expect(can('author', 'media')).toBe(true);
    expect(can('user', 'dashboard')).toBe(false);
    expect(ROLES).toHaveLength(4);
  });

  it('is the one docs/BACK-OFFICE.md shows', () => {
    expect(fs.readFileSync('docs/BACK-OFFICE.md', 'utf8')).toContain(rolesTable());
  });
});

// Private preview: unpublished items are readable only in draft mode AND for an active admin's session
// (checked in the database on every request); the draft-mode cookie alone, in any other browser, shows
// what visitors see. The entry and exit routes only redirect to detail pages of this site.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as enterGET } from '@/app/api/preview/route';
import { GET as exitGET } from '@/app/api/preview/exit/route';
import { localProvider } from '@/lib/auth/local';
import { signInWith } from '@/lib/auth/sign-in';
import { createEntry } from '@/lib/data/entries';
import { previewTargetPath } from '@/lib/data/preview';
import { createProject } from '@/lib/data/project-admin';
import { createLocalUser } from '@/lib/db/users';
import { isAdminPreview, viewBlogPost, viewProject, viewTutorial } from '@/lib/preview';
import { previewGrant, PREVIEW_GRANT_COOKIE } from '@/lib/preview/grant';
import { previewEntryHref, safeReturnPath } from '@/lib/preview/paths';
import { memoryJar, type MemoryJar } from './support/cookie-jar';
import { closeTestSql, testSql } from './support/db';
import { DRAFT_COOKIE, browser } from './support/next-headers';
import { projectInput } from './support/builders';

vi.mock('next/headers', () => import('./support/next-headers'));
// Outside Next no render has stages: previewStage() (lib/preview) has nothing to wait for; the calls are counted.
const connection = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('next/server', async (actual) => ({ ...(await actual<typeof import('next/server')>()), connection }));

const PASSWORD = 'preview password 1';
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
const jars = {} as Record<'anonymous' | 'user' | 'inactiveAdmin' | 'admin', MemoryJar>;
const ids = { draft: '', scheduled: '', project: '', published: '' };

async function session(email: string, role: 'user' | 'admin'): Promise<MemoryJar> {
  await createLocalUser(testSql(), { email, password: PASSWORD, role });
  const jar = memoryJar();
  const signed = await signInWith(localProvider(), jar, email, PASSWORD, '192.0.2.50');
  if (!signed.ok) throw new Error(signed.error);
  return jar;
}

/**
 * Acts as that browser, with or without the draft-mode cookie; `grantOf` adds the preview grant a
 * session received on entering preview (its own by default, lib/preview/grant.ts).
 */
async function actAs(jar: MemoryJar, draft: boolean, grantOf: MemoryJar | null = jar) {
  browser.jar = jar.clone();
  if (draft) browser.jar.set(DRAFT_COOKIE, 'copied-value');
  const key = grantOf ? await localProvider().sessionKey(grantOf) : null;
  if (draft && key) browser.jar.set(PREVIEW_GRANT_COOKIE, previewGrant(key));
  browser.headers = new Headers({ cookie: browser.jar.header() });
}

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(new URL(path, 'http://localhost:3000'), { headers: { cookie: browser.jar.header(), ...headers } });

beforeAll(async () => {
  jars.anonymous = memoryJar();
  jars.user = await session('lecteur.apercu@example.test', 'user');
  jars.admin = await session('admin.apercu@example.test', 'admin');
  jars.inactiveAdmin = await session('ancien.apercu@example.test', 'admin');
  await testSql()`update profiles set is_active = false where email = 'ancien.apercu@example.test'`;
  const body = {
    excerpt: 'Résumé',
    content: 'Texte secret',
    imageUrl: '/images/defaults/generique.jpg',
    postDate: '2026-01-02',
    author: null,
    categoryId: null,
    tags: [],
  };
  ids.draft = (
    await createEntry('post', {
      ...body,
      title: 'Brouillon',
      slug: 'apercu-brouillon',
      status: 'draft',
      publishAt: null,
    })
  ).id;
  ids.published = (await createEntry('post', { ...body, title: 'Publié', slug: 'apercu-publie' })).id;
  ids.scheduled = (
    await createEntry('tutorial', {
      title: 'Plus tard',
      slug: 'apercu-programme',
      description: 'D',
      duration: null,
      thumbnail: '/images/defaults/generique.jpg',
      categoryId: null,
      videoId: null,
      tags: [],
      status: 'scheduled',
      publishAt: inAnHour(),
    })
  ).id;
  const fields = projectInput('apercu-projet', { description: 'D' });
  ids.project = (
    await createProject({ ...fields, title: 'Projet caché', slug: 'apercu-projet', status: 'draft', publishAt: null }, [
      { url: '/storage/project-images/a.png', altText: null },
    ])
  ).id;
});
afterAll(closeTestSql);

describe('reads for a detail page', () => {
  it('an admin in draft mode sees drafts and scheduled items, flagged as preview', async () => {
    await actAs(jars.admin, true);
    expect(await isAdminPreview()).toBe(true);
    expect(await viewBlogPost('apercu-brouillon')).toMatchObject({
      preview: true,
      item: { id: ids.draft, status: 'draft', content: 'Texte secret' },
    });
    expect(await viewTutorial('apercu-programme')).toMatchObject({
      preview: true,
      item: { id: ids.scheduled, status: 'scheduled' },
    });
    expect(await viewProject('apercu-projet')).toMatchObject({
      preview: true,
      item: { id: ids.project, status: 'draft', images: [{ url: '/storage/project-images/a.png' }] },
    });
    expect(await viewBlogPost('inconnu')).toEqual({ preview: true, item: null });
  });

  it.each(['anonymous', 'user', 'inactiveAdmin'] as const)(
    '%s with a copied draft-mode cookie sees only public items',
    async (name) => {
      await actAs(jars[name], true);
      expect(await isAdminPreview()).toBe(false);
      expect(await viewBlogPost('apercu-brouillon')).toEqual({ preview: false, item: null });
      expect(await viewTutorial('apercu-programme')).toEqual({ preview: false, item: null });
      expect(await viewProject('apercu-projet')).toEqual({ preview: false, item: null });
      expect(await viewBlogPost('apercu-publie')).toMatchObject({ preview: false, item: { id: ids.published } });
    },
  );

  it('in draft mode only, the reads wait for the request’s own stage (previewStage)', async () => {
    await actAs(jars.anonymous, false);
    connection.mockClear();
    await viewBlogPost('apercu-publie');
    expect(connection).not.toHaveBeenCalled();
    await actAs(jars.anonymous, true);
    await viewBlogPost('apercu-publie');
    expect(connection).toHaveBeenCalledTimes(1);
  });

  it('the preview is tied to the session that opened it: another session, a copied grant or a sign-out ends it', async () => {
    // The same admin, signed in again elsewhere: that browser has draft mode but the first session's grant.
    const second = memoryJar();
    expect((await signInWith(localProvider(), second, 'admin.apercu@example.test', PASSWORD, '192.0.2.51')).ok).toBe(
      true,
    );
    await actAs(second, true, jars.admin);
    expect(await isAdminPreview()).toBe(false);
    // A visitor holding copies of the admin's draft-mode cookie and grant.
    await actAs(jars.anonymous, true, jars.admin);
    expect(await isAdminPreview()).toBe(false);
    expect(await viewBlogPost('apercu-brouillon')).toEqual({ preview: false, item: null });
    // Signed out: the browser keeps both cookies, the session is gone.
    await actAs(second, true);
    expect(await isAdminPreview()).toBe(true);
    await localProvider().signOut(second);
    await actAs(second, true, null);
    browser.jar.set(PREVIEW_GRANT_COOKIE, 'kept-after-sign-out');
    expect(await isAdminPreview()).toBe(false);
  });

  it('an admin outside draft mode sees the site as visitors do', async () => {
    await actAs(jars.admin, false);
    expect(await isAdminPreview()).toBe(false);
    expect(await viewBlogPost('apercu-brouillon')).toEqual({ preview: false, item: null });
    expect(await viewProject('apercu-projet')).toEqual({ preview: false, item: null });
  });
});

describe('GET /api/preview', () => {
  it('puts an admin in draft mode and redirects to the item’s own page, built from its stored slug', async () => {
    for (const [type, id, path] of [
      ['article', ids.draft, '/blog/apercu-brouillon'],
      ['tutoriel', ids.scheduled, '/tutoriels/apercu-programme'],
      ['projet', ids.project, '/portfolio/apercu-projet'],
    ] as const) {
      await actAs(jars.admin, false);
      const res = await enterGET(request(previewEntryHref(type, id), { 'sec-fetch-site': 'same-origin' }));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(path);
      expect(res.headers.get('cache-control')).toMatch(/no-store/);
      expect(browser.jar.get(DRAFT_COOKIE)).toBeTruthy();
      expect(browser.jar.options(DRAFT_COOKIE)).toMatchObject({ path, httpOnly: true, sameSite: 'lax' }); // this page only
      expect(browser.jar.get(PREVIEW_GRANT_COOKIE)).toBe(previewGrant((await localProvider().sessionKey(jars.admin))!));
      expect(browser.jar.options(PREVIEW_GRANT_COOKIE)).toMatchObject({ path, httpOnly: true });
      const [entry] =
        await testSql()`select action, entity, entity_id, actor_email, summary from audit_log where entity_id = ${id} and action = 'preview'`;
      expect(entry).toMatchObject({
        entity: { article: 'post', tutoriel: 'tutorial', projet: 'project' }[type],
        actor_email: 'admin.apercu@example.test',
        summary: `Aperçu de ${path}`,
      });
    }
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['inactiveAdmin', 401],
  ] as const)('refuses %s without setting the cookie', async (name, status) => {
    await actAs(jars[name], false);
    const res = await enterGET(request(previewEntryHref('article', ids.draft)));
    expect(res.status).toBe(status);
    expect((await res.json()).error).toMatch(/^(Accès refusé|Authentification requise)$/);
    expect(browser.jar.get(DRAFT_COOKIE)).toBeUndefined();
    expect(
      await testSql()`select 1 from audit_log where action = 'preview' and actor_email <> 'admin.apercu@example.test'`,
    ).toHaveLength(0);
  });

  it('answers 404 for an unknown type or id and never redirects off the item', async () => {
    for (const query of [
      '?type=article&id=00000000-0000-4000-8000-000000000000',
      '?type=article&id=..%2F..%2Fevil',
      '?type=page&id=' + ids.draft,
      '?type=article',
      '?slug=//evil.example',
    ]) {
      await actAs(jars.admin, false);
      const res = await enterGET(request(`/api/preview${query}`));
      expect(res.status, query).toBe(404);
      expect(res.headers.get('location')).toBeNull();
      expect(browser.jar.get(DRAFT_COOKIE)).toBeUndefined();
    }
  });

  it('refuses a link followed from another site', async () => {
    await actAs(jars.admin, false);
    const res = await enterGET(request(previewEntryHref('article', ids.draft), { 'sec-fetch-site': 'cross-site' }));
    expect(res.status).toBe(403);
    expect(browser.jar.get(DRAFT_COOKIE)).toBeUndefined();
  });

  it('finds the path of an item of any status by id, and nothing for an unknown or malformed id', async () => {
    expect(await previewTargetPath('tutoriel', ids.scheduled)).toBe('/tutoriels/apercu-programme');
    expect(await previewTargetPath('projet', ids.draft)).toBeNull(); // an article's id is no project
    expect(await previewTargetPath('article', 'x')).toBeNull();
  });
});

describe('GET /api/preview/exit', () => {
  it('ends draft mode for anyone and goes back to the page', async () => {
    for (const name of ['admin', 'anonymous'] as const) {
      await actAs(jars[name], true);
      const res = await exitGET(request('/api/preview/exit?path=%2Fblog%2Fapercu-brouillon'));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/blog/apercu-brouillon');
      expect(res.headers.get('set-cookie')).toMatch(
        /^__prerender_bypass=; Path=\/blog\/apercu-brouillon; Expires=Thu, 01 Jan 1970/,
      );
      expect(browser.jar.get(DRAFT_COOKIE)).toBeUndefined();
    }
  });

  it('only returns to a detail page of this site', async () => {
    for (const raw of [
      '//evil.example',
      'https://evil.example/blog/x',
      '/blog/x/../../admin',
      '/admin/users',
      '/\\evil.example',
      '/blog/',
      '/blog/a?x=1',
      null,
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBe('/');
      await actAs(jars.admin, true);
      const res = await exitGET(request(`/api/preview/exit${raw === null ? '' : `?path=${encodeURIComponent(raw)}`}`));
      expect(res.headers.get('location')).toBe('/');
    }
    expect(safeReturnPath('/portfolio/apercu-projet')).toBe('/portfolio/apercu-projet');
  });
});

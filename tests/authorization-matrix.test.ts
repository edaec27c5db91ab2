// AUTHORIZATION MATRIX — every protected server action and writing route handler is called as
// anonymous, plain user, inactive admin (signed in, then deactivated), « Auteur », « Éditeur » and
// « Administrateur ». The admin and the roles an entry lists in `allowed` succeed; everyone else must be
// refused (redirect to /login, HTTP 401/403, or the role's French refusal) AND leave the database (public
// + auth schemas) and the stored files unchanged. An author acts here on entries someone else created.
//
// Adding an action or a route handler is one line in PROTECTED below, e.g.
//   { name: 'addCategory', call: (c) => addCategory({ name: 'Matrice', slug: c.unique('matrice') }) },
//   { name: 'POST /api/admin/upload', call: (c) => uploadPOST(c.request('POST', '/api/admin/upload', form)) },
// `call` runs once per actor, the admin last; use c.unique() for values that must not collide.
// When the call needs a row to act on, add `prepare: (c) => …` (runs before each call, outside the
// database comparison) and use its result: call: (c, id) => deleteCategory({ id }).
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { adminAction } from '@/lib/actions/admin-action';
import { addCategory, deleteCategory, updateCategory } from '@/lib/actions/categories';
import { addBlogPost, deleteBlogPost, updateBlogPost } from '@/lib/actions/blog';
import {
  addProject,
  deleteProject,
  getProjectForEdit,
  moveProjectToRank,
  swapProjectOrder,
  updateProject,
} from '@/lib/actions/projects';
import { addTutorial, deleteTutorial, updateTutorial } from '@/lib/actions/tutorials';
import { compareEntryRevisions, listEntryRevisions, restoreEntryRevision } from '@/lib/actions/revisions';
import { discardUploads, finishImageUpload, startImageUpload } from '@/lib/actions/uploads';
import { cleanUnusedMedia, deleteMedia, listMediaPage, saveMediaAlt } from '@/lib/actions/media';
import { recordMedia } from '@/lib/data/media';
import { testSql } from './support/db';
import { createSignedUpload } from '@/lib/storage/signed-upload';
import {
  cancelInvitation,
  createUser,
  deleteUser,
  resendInvitation,
  setUserActive,
  setUserRole,
} from '@/lib/actions/users';
import { bulkUpdateEntries } from '@/lib/actions/bulk';
import { restorePricing, savePricing } from '@/lib/actions/pricing';
import { deleteSubscribers, importReadersFile, previewReadersImport } from '@/lib/actions/subscribers';
import { restoreSiteSettings, saveSiteSettings } from '@/lib/actions/settings';
import { purgeTrashItem, restoreTrashItem } from '@/lib/actions/trash';
import { answerReview, requestReview } from '@/lib/actions/review';
import { trashRows } from '@/lib/data/trash';
import { deleteRedirectAction, importRedirectsAction, saveRedirectAction } from '@/lib/actions/redirects';
import {
  previewSiteTexts,
  restoreSiteTestimonials,
  restoreSiteTexts,
  saveSiteTestimonials,
  saveSiteTexts,
} from '@/lib/actions/site-copy';
import { DEFAULT_TEXTS } from '@/lib/copy/site-texts';
import {
  deleteIssueDraft,
  issueProgress,
  previewIssue,
  saveIssue,
  scheduleIssue,
  setLetterWebVersion,
  unscheduleIssue,
  sendIssue,
  sendIssueTest,
} from '@/lib/actions/newsletter-issues';
import { createIssue } from '@/lib/data/newsletter-issues';
import { withLocalMailServer } from './support/mail';
import { isoToStudioLocal } from '@/lib/dates';
import { STATISTICS, TESTIMONIALS } from '@/lib/copy/testimonials';
import { defaultSettings, saveDocument } from '@/lib/data/settings';
import { DEFAULT_PRICE_TABLE } from '@/lib/copy/pricing';
import { sql as appSql } from '@/lib/db/client';
import { savePrices } from '@/lib/data/pricing';
import { POST as uploadPOST } from '@/app/api/admin/upload/route';
import { createCategory } from '@/lib/data/categories';
import {
  actAs,
  ctx,
  isDenied,
  newPost,
  newProject,
  newTutorial,
  newUser,
  outcome,
  PNG_1PX,
  pngForm,
  revisedPost,
  snapshot,
  storedFile,
  setUpActors,
  withStorageStandin,
  type Entry,
  type Revised,
} from './support/authorization';

vi.mock('next/headers', () => import('./support/next-headers'));

/** An unused stored image and its library row (older than an hour when the clean-up should take it). */
async function mediaRow(old = false): Promise<string> {
  const url = await storedFile();
  await recordMedia({ url, bucket: 'project-images', fileName: 'matrice.png', sizeBytes: 1, width: 1, height: 1 });
  const [row] = await testSql()<{ id: string }[]>`
    update media set created_at = now() - ${old ? '2 hours' : '0 hours'}::interval where url = ${url} returning id`;
  return row!.id;
}

// A minimal action through the shared wrapper, so the wrapper itself is in the matrix.
const probeAction = adminAction(z.object({ slug: z.string().min(1) }), { failure: 'Erreur' }, async ({ slug }) => {
  await createCategory({ name: 'Sonde', slug });
  return { ok: true, message: 'ok' };
});

/** An account invited an hour ago that never signed in. */
async function invitedUser(c: Parameters<typeof newUser>[0]): Promise<string> {
  const id = await newUser(c);
  await appSql`update profiles set invited_at = now(), invitation_expires_at = now() + interval '1 hour' where id = ${id}`;
  return id;
}

/** A draft article someone else wrote (waiting for review when `waiting`). */
async function draftPost(c: Parameters<typeof newPost>[0], waiting = false): Promise<string> {
  const id = await newPost(c);
  await appSql`update blog_posts set status = 'draft', review_requested_at = ${waiting ? new Date() : null} where id = ${id}`;
  return id;
}

/** A post moved to the trash; answers its trash row's id. */
async function trashedPost(c: Parameters<typeof newPost>[0]): Promise<string> {
  const id = await newPost(c);
  const [row] = await appSql.begin((tx) => trashRows(tx, 'post', [id]));
  const [t] = await appSql<{ id: string }[]>`select id::text from trash where entity_id = ${row!.id}`;
  return t!.id;
}

const PROTECTED: Entry[] = [
  { name: 'adminAction (wrapper probe)', call: (c) => probeAction({ slug: c.unique('sonde') }) },
  {
    name: 'addCategory',
    allowed: ['editor'],
    call: (c) => addCategory({ name: 'Matrice', slug: c.unique('matrice') }),
  },
  {
    name: 'deleteCategory',
    allowed: ['editor'],
    prepare: (c) => createCategory({ name: 'À supprimer', slug: c.unique('a-supprimer') }).then((r) => r.id),
    call: (_c, id: string) => deleteCategory({ id }),
  },
  // Back office (issue 6): helpers below the table build the rows the calls act on.
  {
    name: 'updateCategory',
    allowed: ['editor'],
    prepare: (c) => createCategory({ name: 'Avant', slug: c.unique('avant') }).then((r) => r.id),
    call: (c, id: string) => updateCategory({ id, name: 'Après', slug: c.unique('apres') }),
  },
  {
    name: 'addProject',
    allowed: ['author', 'editor'],
    call: (c) =>
      addProject({
        title: 'Matrice',
        slug: c.unique('matrice'),
        description: 'D',
        images: [{ url: '/storage/project-images/matrice.png' }],
      }),
  },
  {
    name: 'updateProject',
    allowed: ['editor'],
    prepare: (c) => newProject(c),
    call: (c, id: string) =>
      updateProject({
        id,
        title: 'Matrice modifiée',
        slug: c.unique('matrice'),
        description: 'D',
        images: [{ url: '/storage/project-images/m2.png' }],
      }),
  },
  {
    name: 'deleteProject',
    allowed: ['editor'],
    prepare: (c) => newProject(c),
    call: (_c, id: string) => deleteProject({ id }),
  },
  {
    name: 'getProjectForEdit',
    allowed: ['editor'],
    prepare: (c) => newProject(c),
    call: (_c, id: string) => getProjectForEdit({ id }),
  },
  {
    name: 'swapProjectOrder',
    allowed: ['editor'],
    prepare: (c) => newProject(c),
    call: (_c, id: string) => swapProjectOrder({ id, direction: 'up' }),
  },
  {
    name: 'moveProjectToRank',
    allowed: ['editor'],
    prepare: (c) => newProject(c),
    call: (_c, id: string) => moveProjectToRank({ id, rank: 1 }),
  },
  {
    name: 'addBlogPost',
    allowed: ['author', 'editor'],
    call: (c) =>
      addBlogPost({
        title: 'Matrice',
        slug: c.unique('matrice'),
        excerpt: 'E',
        imageUrl: '/storage/blog-images/m.png',
      }),
  },
  {
    name: 'updateBlogPost',
    allowed: ['editor'],
    prepare: (c) => newPost(c),
    call: (c, id: string) =>
      updateBlogPost({
        id,
        title: 'Modifié',
        slug: c.unique('matrice'),
        excerpt: 'E',
        imageUrl: '/storage/blog-images/m2.png',
      }),
  },
  {
    name: 'deleteBlogPost',
    allowed: ['editor'],
    prepare: (c) => newPost(c),
    call: (_c, id: string) => deleteBlogPost({ id }),
  },
  {
    name: 'addTutorial',
    allowed: ['author', 'editor'],
    call: (c) =>
      addTutorial({
        title: 'Matrice',
        slug: c.unique('matrice'),
        description: 'D',
        video: 'https://youtu.be/dQw4w9WgXcQ',
      }),
  },
  {
    name: 'updateTutorial',
    allowed: ['editor'],
    prepare: (c) => newTutorial(c),
    call: (c, id: string) =>
      updateTutorial({ id, title: 'Modifié', slug: c.unique('matrice'), description: 'D', video: 'dQw4w9WgXcQ' }),
  },
  {
    name: 'deleteTutorial',
    allowed: ['editor'],
    prepare: (c) => newTutorial(c),
    call: (_c, id: string) => deleteTutorial({ id }),
  },
  {
    name: 'listEntryRevisions',
    allowed: ['editor'],
    prepare: (c) => newPost(c),
    call: (_c, id: string) => listEntryRevisions({ kind: 'post', id }),
  },
  {
    name: 'compareEntryRevisions',
    allowed: ['editor'],
    prepare: (c) => revisedPost(c),
    call: (_c, r: Revised) => compareEntryRevisions({ kind: 'post', id: r.id, from: r.first, to: r.second }),
  },
  {
    name: 'restoreEntryRevision',
    allowed: ['editor'],
    prepare: (c) => revisedPost(c),
    call: (_c, r: Revised) => restoreEntryRevision({ kind: 'post', id: r.id, revisionId: r.first }),
  },
  { name: 'setUserRole', prepare: (c) => newUser(c), call: (_c, id: string) => setUserRole({ id, role: 'admin' }) },
  {
    name: 'setUserActive',
    prepare: (c) => newUser(c),
    call: (_c, id: string) => setUserActive({ id, isActive: false }),
  },
  { name: 'deleteUser', prepare: (c) => newUser(c), call: (_c, id: string) => deleteUser({ id }) },
  {
    name: 'resendInvitation',
    prepare: (c) => invitedUser(c),
    call: (_c, id: string) => resendInvitation({ id }),
  },
  {
    name: 'cancelInvitation',
    prepare: (c) => invitedUser(c),
    call: (_c, id: string) => cancelInvitation({ id }),
  },
  { name: 'createUser', call: (c) => createUser({ email: `${c.unique('cree')}@example.test`, role: 'user' }) },
  {
    name: 'discardUploads',
    allowed: ['editor'],
    prepare: () => storedFile(),
    call: (_c, url: string) => discardUploads({ urls: [url] }),
  },
  // « Médiathèque »: an unused stored image with its library row.
  { name: 'listMediaPage', allowed: ['author', 'editor'], call: () => listMediaPage({ q: '', unused: true, page: 1 }) },
  {
    name: 'saveMediaAlt',
    allowed: ['author', 'editor'],
    prepare: () => mediaRow(),
    call: (_c, id: string) => saveMediaAlt({ id, alt: 'Matrice' }),
  },
  {
    name: 'deleteMedia',
    allowed: ['editor'],
    prepare: () => mediaRow(),
    call: (_c, id: string) => deleteMedia({ id }),
  },
  { name: 'cleanUnusedMedia', allowed: ['editor'], prepare: () => mediaRow(true), call: () => cleanUnusedMedia({}) },
  {
    name: 'startImageUpload',
    allowed: ['author', 'editor'],
    call: () =>
      startImageUpload({ bucket: 'project-images', name: 'matrice.png', size: PNG_1PX.length, type: 'image/png' }),
  },
  {
    name: 'finishImageUpload (Supabase Storage stand-in)',
    allowed: ['author', 'editor'],
    prepare: () =>
      withStorageStandin(async (target) => {
        const ticket = await createSignedUpload(target, 'project-images', 'matrice.png', 'image/png');
        await fetch(ticket.signedUrl, {
          method: 'PUT',
          body: new Blob([new Uint8Array(PNG_1PX)]),
          headers: { 'content-type': 'image/png' },
        });
        return ticket.path;
      }),
    call: (_c, path: string) =>
      withStorageStandin(() => finishImageUpload({ bucket: 'project-images', path, name: 'matrice.png' })),
  },
  {
    name: 'POST /api/admin/upload',
    allowed: ['author', 'editor'],
    call: (c) => uploadPOST(c.request('POST', '/api/admin/upload', pngForm())),
  },
  {
    name: 'bulkUpdateEntries (publish)',
    allowed: ['editor'],
    prepare: (c) => newPost(c),
    call: (_c, id: string) => bulkUpdateEntries({ kind: 'post', ids: [id], operation: 'draft' }),
  },
  {
    name: 'bulkUpdateEntries (delete)',
    allowed: ['editor'],
    prepare: (c) => newTutorial(c),
    call: (_c, id: string) => bulkUpdateEntries({ kind: 'tutorial', ids: [id], operation: 'delete' }),
  },
  {
    name: 'deleteSubscribers',
    prepare: (c) =>
      appSql<
        { id: string }[]
      >`insert into newsletter_subscribers (email) values (${`${c.unique('abonne')}@example.test`})
        returning id::text`.then((r) => r[0]!.id),
    call: (_c, id: string) => deleteSubscribers({ ids: [id] }),
  },
  { name: 'previewReadersImport', call: (c) => previewReadersImport({ csv: `${c.unique('lecteur')}@exemple.fr\n` }) },
  {
    name: 'importReadersFile',
    call: (c) => importReadersFile({ csv: `${c.unique('lecteur')}@exemple.fr\n`, consent: 'Matrice' }),
  },
  {
    name: 'savePricing',
    call: () =>
      savePricing({
        service: 'word',
        plans: DEFAULT_PRICE_TABLE.word.map((p) => ({ ...p, price: p.price + 1 })),
      }),
  },
  {
    name: 'restorePricing',
    // A saved version to restore (the data layer, outside the comparison).
    prepare: async () => {
      await savePrices({
        service: 'graphic',
        plans: DEFAULT_PRICE_TABLE.graphic.map((p) => ({
          ...p,
          highlighted: p.highlighted ?? false,
          delay: p.delay ?? null,
        })),
      });
      const [row] = await appSql<{ id: string; revision: string }[]>`
        select p.id::text, max(r.id)::text as revision from service_prices p
        join content_revisions r on r.entity = 'pricing' and r.entity_id = p.id
        where p.service = 'graphic' group by p.id`;
      return row!;
    },
    call: (_c, v: { id: string; revision: string }) => restorePricing({ id: v.id, revisionId: v.revision }),
  },
  ...(() => {
    // An issue presents a published article (created outside the database comparison).
    type Values = { subject: string; intro: string; items: { kind: 'post'; id: string }[] };
    const issueValues = async (c: Parameters<typeof newPost>[0]): Promise<Values> => ({
      subject: 'Matrice',
      intro: '',
      items: [{ kind: 'post', id: await newPost(c) }],
    });
    const draft = async (c: Parameters<typeof newPost>[0]) => {
      await appSql`insert into newsletter_subscribers (email, confirmed_at) values (${c.unique('lecteur')} || '@exemple.fr', now())`;
      return createIssue(await issueValues(c));
    };
    return [
      { name: 'saveIssue', prepare: issueValues, call: (_c: unknown, v: Values) => saveIssue({ id: null, ...v }) },
      { name: 'previewIssue', prepare: issueValues, call: (_c: unknown, v: Values) => previewIssue(v) },
      { name: 'sendIssueTest', prepare: issueValues, call: (_c: unknown, v: Values) => sendIssueTest(v) },
      { name: 'sendIssue', prepare: draft, call: (_c: unknown, id: string) => sendIssue({ id }) },
      { name: 'deleteIssueDraft', prepare: draft, call: (_c: unknown, id: string) => deleteIssueDraft({ id }) },
      { name: 'issueProgress', prepare: draft, call: (_c: unknown, id: string) => issueProgress({ id }) },
      {
        name: 'setLetterWebVersion',
        prepare: draft,
        call: (_c: unknown, id: string) => setLetterWebVersion({ id, on: true }),
      },
      {
        name: 'scheduleIssue',
        prepare: draft,
        call: (_c: unknown, id: string) =>
          scheduleIssue({ id, at: isoToStudioLocal(new Date(Date.now() + 86_400_000).toISOString()) }),
      },
      {
        name: 'unscheduleIssue',
        prepare: async (c: Parameters<typeof newPost>[0]) => {
          const id = await draft(c);
          await appSql`update newsletter_issues set status = 'scheduled', scheduled_at = now() + interval '1 day' where id = ${id}`;
          return id;
        },
        call: (_c: unknown, id: string) => unscheduleIssue({ id }),
      },
    ];
  })(),
  { name: 'saveSiteSettings', call: () => saveSiteSettings({ ...defaultSettings(), director: 'Hery Rakoto' }) },
  {
    name: 'saveSiteTexts',
    call: () => saveSiteTexts({ page: 'home', values: { ...DEFAULT_TEXTS.home, headline: 'Matrice' } }),
  },
  { name: 'previewSiteTexts', call: () => previewSiteTexts({ page: 'home', values: DEFAULT_TEXTS.home }) },
  {
    name: 'saveSiteTestimonials',
    call: () => saveSiteTestimonials({ values: { items: TESTIMONIALS.slice(1), statistics: STATISTICS } }),
  },
  ...(
    [
      ['restoreSiteSettings', 'site', 'settings', restoreSiteSettings, { ...defaultSettings(), director: 'Version' }],
      [
        'restoreSiteTexts',
        'texts',
        'texts',
        restoreSiteTexts,
        { home: { ...DEFAULT_TEXTS.home, headline: 'Version' } },
      ],
      [
        'restoreSiteTestimonials',
        'testimonials',
        'testimonials',
        restoreSiteTestimonials,
        { items: TESTIMONIALS, statistics: STATISTICS },
      ],
    ] as const
  ).map(([name, key, entity, restore, values]) => ({
    name,
    // A saved version to restore (the data layer, outside the comparison).
    prepare: async () => {
      await saveDocument(key, values, undefined);
      const [row] = await appSql<{ id: string; revision: string }[]>`
        select s.id::text, min(r.id)::text as revision from site_settings s
        join content_revisions r on r.entity = ${entity} and r.entity_id = s.id
        where s.key = ${key} group by s.id`;
      return row!;
    },
    call: (_c: unknown, v: { id: string; revision: string }) => restore({ id: v.id, revisionId: v.revision }),
  })),
  {
    name: 'saveRedirectAction',
    call: (c) => saveRedirectAction({ source: `/${c.unique('ancienne')}.html`, target: '/contact' }),
  },
  {
    name: 'deleteRedirectAction',
    prepare: (c) =>
      appSql`insert into redirects (source, target) values (${`/${c.unique('vieille')}`}, '/contact') returning source`.then(
        (r) => r[0]!.source as string,
      ),
    call: (_c, id: string) => deleteRedirectAction({ id }),
  },
  {
    name: 'importRedirectsAction',
    call: (c) => importRedirectsAction({ csv: `/${c.unique('import')};/contact\n` }),
  },
  {
    name: 'requestReview',
    allowed: ['editor'],
    prepare: (c) => draftPost(c),
    call: (_c, id: string) => requestReview({ kind: 'post', id }),
  },
  {
    name: 'answerReview',
    allowed: ['editor'],
    prepare: (c) => draftPost(c, true),
    call: (_c, id: string) => answerReview({ kind: 'post', id, decision: 'return', note: 'À reprendre' }),
  },
  {
    name: 'restoreTrashItem',
    allowed: ['editor'],
    prepare: (c) => trashedPost(c),
    call: (_c, id: string) => restoreTrashItem({ id }),
  },
  {
    name: 'purgeTrashItem',
    allowed: ['editor'],
    prepare: (c) => trashedPost(c),
    call: (_c, id: string) => purgeTrashItem({ id }),
  },
];

setUpActors();
// The issue actions send through a real SMTP server (a test of the issue itself is one).
withLocalMailServer();

describe.each(PROTECTED)('$name', (entry) => {
  for (const name of ['anonymous', 'user', 'inactiveAdmin', 'author', 'editor'] as const) {
    if (entry.allowed?.includes(name as 'author' | 'editor')) {
      it(`lets the ${name} through`, async () => {
        actAs(name);
        const prepared = await entry.prepare?.(ctx);
        expect(await outcome(() => entry.call(ctx, prepared as never))).toEqual({ kind: 'allowed' });
      });
      continue;
    }
    it(`refuses ${name} and changes nothing`, async () => {
      actAs(name);
      const prepared = await entry.prepare?.(ctx);
      const before = await snapshot();
      const result = await outcome(() => entry.call(ctx, prepared as never));
      expect(result, `${entry.name} as ${name}`).toSatisfy(isDenied);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('lets the admin through', async () => {
    actAs('admin');
    const prepared = await entry.prepare?.(ctx);
    expect(await outcome(() => entry.call(ctx, prepared as never))).toEqual({ kind: 'allowed' });
  });
});

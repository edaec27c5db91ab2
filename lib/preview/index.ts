import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { connection } from 'next/server';
import { getSessionKey, getStaff, type SessionUser } from '@/lib/auth';
import { getBlogPostBySlug } from '@/lib/data/blog';
import { anyStatusBlogPost, anyStatusProject, anyStatusTutorial } from '@/lib/data/preview';
import { getProjectBySlug } from '@/lib/data/projects';
import { getTutorialBySlug } from '@/lib/data/tutorials';
import { isPreviewGrantFor, PREVIEW_GRANT_COOKIE } from './grant';

/**
 * True only when draft mode is on, the request carries the preview grant of its own session, AND that
 * session is an active admin's (checked in the database): the draft-mode cookie alone, copied, kept
 * after a sign-out or a demotion, shows nothing more than a visitor sees. Prerendering has draft mode
 * off, so visitors' pages never read the request.
 */
export async function isAdminPreview(): Promise<boolean> {
  return (await previewer()) !== null;
}

/** The back-office member this preview is for (an « Auteur » sees only their own entries), or null. */
async function previewer(): Promise<SessionUser | null> {
  if (!(await draftMode()).isEnabled) return null;
  const grant = (await cookies()).get(PREVIEW_GRANT_COOKIE)?.value;
  if (!grant || !isPreviewGrantFor(grant, await getSessionKey())) return null;
  return getStaff('entries');
}

/**
 * In draft mode (a preview, or a copy of its cookie), waits for the request's own stage before the caller's
 * cached reads. Next renders a draft-mode request in two prerender phases, but keeps none of the cached reads
 * of the first (draft mode saves nothing), so each read of the second would log « Unexpected cache miss after
 * cache warming phase ». Visitors' pages (draft mode off, as at build time) are not affected. Called first by
 * every segment a preview renders (the draft-mode cookie is kept to the previewed page's path): the root
 * metadata, the site's frame, the 404 body sent with every page, and the detail page and its metadata (viewItem).
 */
export async function previewStage(): Promise<void> {
  let enabled: boolean;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    return; // outside a request
  }
  if (enabled) await connection();
}

export type Viewed<T> = { item: T | null; preview: boolean };

/**
 * What this request may see of a detail page: in an admin's preview the item in any status (read
 * fresh), otherwise the public read (null for a draft or an item not yet due, so a 404).
 */
async function viewItem<T>(
  publicRead: () => Promise<T | null>,
  previewRead: (owner?: string) => Promise<T | null>,
): Promise<Viewed<T>> {
  await previewStage();
  const who = await previewer();
  if (who) return { item: await previewRead(who.role === 'author' ? who.id : undefined), preview: true };
  return { item: await publicRead(), preview: false };
}

export const viewBlogPost = (slug: string) =>
  viewItem(
    () => getBlogPostBySlug(slug),
    (owner) => anyStatusBlogPost(slug, owner),
  );
export const viewTutorial = (slug: string) =>
  viewItem(
    () => getTutorialBySlug(slug),
    (owner) => anyStatusTutorial(slug, owner),
  );
export const viewProject = (slug: string) =>
  viewItem(
    () => getProjectBySlug(slug),
    (owner) => anyStatusProject(slug, owner),
  );

import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { getAdmin, getSessionKey } from '@/lib/auth';
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
  if (!(await draftMode()).isEnabled) return false;
  const grant = (await cookies()).get(PREVIEW_GRANT_COOKIE)?.value;
  if (!grant || !isPreviewGrantFor(grant, await getSessionKey())) return false;
  return (await getAdmin()) !== null;
}

export type Viewed<T> = { item: T | null; preview: boolean };

/**
 * What this request may see of a detail page: in an admin's preview the item in any status (read
 * fresh), otherwise the public read (null for a draft or an item not yet due, so a 404).
 */
async function viewItem<T>(
  publicRead: () => Promise<T | null>,
  previewRead: () => Promise<T | null>,
): Promise<Viewed<T>> {
  if (await isAdminPreview()) return { item: await previewRead(), preview: true };
  return { item: await publicRead(), preview: false };
}

export const viewBlogPost = (slug: string) =>
  viewItem(
    () => getBlogPostBySlug(slug),
    () => anyStatusBlogPost(slug),
  );
export const viewTutorial = (slug: string) =>
  viewItem(
    () => getTutorialBySlug(slug),
    () => anyStatusTutorial(slug),
  );
export const viewProject = (slug: string) =>
  viewItem(
    () => getProjectBySlug(slug),
    () => anyStatusProject(slug),
  );

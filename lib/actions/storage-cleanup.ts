import 'server-only';
import { deleteUnusedMedia, unusedUrls } from '@/lib/data/media';
import { remove } from '@/lib/storage';

/**
 * Deletes uploaded files that nothing uses (a cancelled form's fresh uploads): their library rows in a
 * transaction, then the files. A failure here never fails the caller: at worst a file stays behind,
 * listed under « Fichiers inutilisés ». Saves and deletions of content never delete files: what they
 * free waits in the library for its clean-up (lib/actions/media.ts).
 */
export async function removeUnusedImages(urls: readonly (string | null | undefined)[]): Promise<void> {
  const candidates = urls.filter((u): u is string => Boolean(u));
  if (candidates.length === 0) return;
  try {
    const unused = await unusedUrls(candidates);
    if (unused.length === 0) return;
    await deleteUnusedMedia({ urls: unused });
    await remove(unused);
  } catch (e) {
    console.error('[storage] cleanup failed:', e);
  }
}

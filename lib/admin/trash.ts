import 'server-only';
import { purgeTrash } from '@/lib/data/trash';
import { removeUnusedImages } from '@/lib/actions/storage-cleanup';
import type { Audit } from '@/lib/data/audit';

/** The journal's author of a purge no one asked for (the page's own): the site itself. */
const SYSTEM: Audit = { actorId: null, actorEmail: null, ip: null };

/**
 * Purges what has been in the trash for 30 days and frees the files nothing else uses. Run by the site's
 * housekeeping (./housekeeping.ts: the server's worker, the cron route), and when the « Corbeille » opens and
 * after each deletion, so what it shows is never past its date; a failure is logged and never fails the caller.
 */
export async function purgeExpiredTrash(audit: Audit = SYSTEM): Promise<void> {
  try {
    const { files } = await purgeTrash('expired', audit);
    await removeUnusedImages(files);
  } catch (e) {
    console.error('[trash] purge failed:', e);
  }
}

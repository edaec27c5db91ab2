'use server';
import { adminAction } from '@/lib/actions/admin-action';
import { removeUnusedImages } from '@/lib/actions/storage-cleanup';
import { MSG } from '@/lib/validation/messages';
import { discardUploadsSchema } from '@/lib/validation/schemas';

/**
 * Called when a form is cancelled or a freshly uploaded image is removed before saving: deletes
 * those files unless a saved row uses them, so abandoned uploads leave no orphans.
 */
export const discardUploads = adminAction(discardUploadsSchema, { failure: MSG.upload.error }, async ({ urls }) => {
  await removeUnusedImages(urls);
  return { ok: true, message: '' };
});

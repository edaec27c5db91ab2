'use server';
import { adminAction, type ActionResult } from '@/lib/actions/admin-action';
import { removeUnusedImages } from '@/lib/actions/storage-cleanup';
import { MSG } from '@/lib/copy/messages';
import { discardUploadsSchema } from '@/lib/validation/schemas';
import { createSignedUpload, finalizeSignedUpload, signedUploadTarget } from '@/lib/storage/signed-upload';
import { checkImageFile, finishUploadSchema, startUploadSchema } from '@/lib/validation/upload';

/**
 * Called when a form is cancelled or a freshly uploaded image is removed before saving: deletes
 * those files unless a saved row uses them, so abandoned uploads leave no orphans.
 */
export const discardUploads = adminAction(
  discardUploadsSchema,
  // Deleting files is an editor's: an author's abandoned uploads wait for « Nettoyer les fichiers inutilisés ».
  { area: 'media-manage', failure: MSG.upload.error },
  async ({ urls }) => {
    await removeUnusedImages(urls);
    return { ok: true, message: '' };
  },
);

export type UploadStart = { mode: 'route' } | { mode: 'signed'; path: string; signedUrl: string };

/**
 * First step of an image upload. With Supabase Storage: checks the declared size and type and
 * answers a one-time signed URL under incoming/ that the browser PUTs the file to (no function body
 * limit). With local files: answers « route » (the browser posts to /api/admin/upload).
 */
export const startImageUpload = adminAction(
  startUploadSchema,
  { area: 'media', failure: MSG.upload.error },
  async ({ bucket, name, size, type }): Promise<ActionResult<UploadStart>> => {
    const target = signedUploadTarget();
    if (!target) return { ok: true, message: '', data: { mode: 'route' } };
    const refused = checkImageFile({ name, size, type });
    if (refused) return { ok: false, error: refused };
    const ticket = await createSignedUpload(target, bucket, name, type);
    return { ok: true, message: '', data: { mode: 'signed', ...ticket } };
  },
);

/** Second step of a signed upload: the stored bytes are checked and re-encoded; only then is there a URL to save. */
export const finishImageUpload = adminAction(
  finishUploadSchema,
  { area: 'media', failure: MSG.upload.error },
  async ({ bucket, path, name }): Promise<ActionResult<{ url: string }>> => {
    const target = signedUploadTarget();
    if (!target) return { ok: false, error: MSG.upload.error };
    const result = await finalizeSignedUpload(target, bucket, path, name);
    return result.ok ? { ok: true, message: '', data: { url: result.url } } : { ok: false, error: result.error };
  },
);

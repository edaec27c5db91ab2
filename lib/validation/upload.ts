import { MSG } from './messages';

// Image upload rules (SPEC §5, §9), checked in the browser before sending and again on the server.
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const UPLOAD_BUCKETS = ['project-images', 'blog-images'] as const;
export type UploadBucket = (typeof UPLOAD_BUCKETS)[number];

/** The French message for a file that may not be uploaded, or null when its declared type and size pass. */
export function checkImageFile(file: { name: string; type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return MSG.upload.notImage(file.name);
  if (file.size > MAX_IMAGE_BYTES) return MSG.upload.tooLarge(file.name);
  return null;
}

import { z } from './zod';
import { MSG } from '@/lib/copy/messages';

// Image upload rules, checked in the browser before sending and again on the server.
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

// Signed uploads to Supabase Storage (lib/actions/uploads.ts): the file's declared name, size and
// type go first; the stored object under incoming/ is then checked by its real bytes.
export const INCOMING_PATH = /^incoming\/[A-Za-z0-9._-]{1,120}$/;
export const startUploadSchema = z.object({
  bucket: z.enum(UPLOAD_BUCKETS),
  name: z.string().trim().min(1).max(255),
  size: z.number().int().min(0),
  type: z.string().max(100),
});
export const finishUploadSchema = z.object({
  bucket: z.enum(UPLOAD_BUCKETS),
  path: z.string().regex(INCOMING_PATH),
  name: z.string().trim().min(1).max(255),
});

import 'server-only';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/lib/env';
import { MSG } from '@/lib/copy/messages';
import { INCOMING_PATH, MAX_IMAGE_BYTES, type UploadBucket } from '@/lib/validation/upload';
import { sniffImageType, uniqueName } from './index';
import { recordMedia } from '@/lib/data/media';
import { reencodeImage, type EncodedImage } from './reencode';

// Uploads to Supabase Storage that never pass through a function (Vercel refuses request bodies over
// 4.5 MB): an admin-checked action issues a signed upload URL under incoming/, the browser PUTs the
// file there, then finalizeSignedUpload() reads the stored bytes back, checks them and stores the
// re-encoded image under its final name. Objects under incoming/ are never referenced by a row
// (lib/validation refuses such URLs) and are removed whatever the outcome.

export const INCOMING_PREFIX = 'incoming/';

export type StorageTarget = { url: string; serviceKey: string };

/** Supabase Storage when its URL, publishable key and service-role key are set; null with local files. */
export function signedUploadTarget(): StorageTarget | null {
  const url = env.NEXT_PUBLIC_SUPABASE_URL;
  const ready = url && env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY && env.SUPABASE_SERVICE_ROLE_KEY;
  return ready ? { url, serviceKey: env.SUPABASE_SERVICE_ROLE_KEY! } : null;
}
export type SignedUpload = { path: string; signedUrl: string };

function admin(target: StorageTarget): SupabaseClient {
  return createClient(target.url, target.serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

/** A one-time URL the browser may PUT this file to (declared size and type already checked by the caller). */
export async function createSignedUpload(
  target: StorageTarget,
  bucket: UploadBucket,
  originalName: string,
  declaredType: string,
): Promise<SignedUpload> {
  const path = `${INCOMING_PREFIX}${uniqueName(originalName, declaredType)}`;
  const { data, error } = await admin(target).storage.from(bucket).createSignedUploadUrl(path);
  if (error || !data) throw error ?? new Error('no signed upload URL');
  return { path, signedUrl: data.signedUrl };
}

export type FinalizedUpload = { ok: true; url: string } | { ok: false; error: string };

/**
 * Checks an object uploaded to a signed URL by its real bytes — at most 10 MB, JPEG/PNG/WebP/GIF
 * magic numbers, decodable — and stores the re-encoded image under a final name. The incoming
 * object is removed in every case, so nothing unchecked stays behind.
 */
export async function finalizeSignedUpload(
  target: StorageTarget,
  bucket: UploadBucket,
  path: string,
  originalName: string,
): Promise<FinalizedUpload> {
  if (!INCOMING_PATH.test(path)) return { ok: false, error: MSG.upload.error };
  const storage = admin(target).storage.from(bucket);
  try {
    const { data, error } = await storage.download(path);
    if (error || !data) return { ok: false, error: MSG.upload.error };
    if (data.size > MAX_IMAGE_BYTES) return { ok: false, error: MSG.upload.tooLarge(originalName) };
    const checked = await verifyImageBytes(new Uint8Array(await data.arrayBuffer()), originalName);
    if (!checked.ok) return checked;
    const name = uniqueName(originalName, checked.type);
    const stored = await storage.upload(name, checked.bytes, {
      contentType: checked.type,
      cacheControl: '31536000',
      upsert: false,
    });
    if (stored.error) throw stored.error;
    const url = storage.getPublicUrl(name).data.publicUrl;
    await recordMedia({ url, bucket, fileName: originalName, sizeBytes: checked.bytes.length, ...checked });
    return { ok: true, url };
  } finally {
    const { error } = await storage.remove([path]);
    if (error) console.error('[storage] incoming object not removed:', path, error.message);
  }
}

/**
 * The one check every stored image passes (signed uploads here; the local route does the same
 * steps): size, real type from the magic numbers, then a decode + re-encode that drops metadata.
 */
export async function verifyImageBytes(
  bytes: Uint8Array,
  originalName: string,
): Promise<({ ok: true } & EncodedImage) | { ok: false; error: string }> {
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, error: MSG.upload.tooLarge(originalName) };
  const type = sniffImageType(bytes);
  const clean = type ? await reencodeImage(bytes, type).catch(() => null) : null;
  if (!type || !clean) return { ok: false, error: MSG.upload.notImage(originalName) };
  return { ok: true, ...clean };
}

import 'server-only';
import crypto from 'node:crypto';
import { env, supabaseConfigured } from '@/lib/env';
import { localStorageProvider } from './local';
import type { ImageType } from './reencode';
import { supabaseStorageProvider } from './supabase';
import type { Bucket, StorageProvider } from './types';

export type { Bucket, StorageProvider } from './types';

function provider(): StorageProvider {
  return supabaseConfigured && env.SUPABASE_SERVICE_ROLE_KEY ? supabaseStorageProvider() : localStorageProvider();
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Detects the real image type from the first bytes (never trust the declared type alone). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  )
    return 'image/png';
  if (
    b.length >= 6 &&
    b[0] === 0x47 &&
    b[1] === 0x49 &&
    b[2] === 0x46 &&
    b[3] === 0x38 &&
    (b[4] === 0x37 || b[4] === 0x39) &&
    b[5] === 0x61
  )
    return 'image/gif';
  if (
    b.length >= 12 &&
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' &&
    String.fromCharCode(...b.slice(8, 12)) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** A unique file name keeping the original extension (normalised to the real type). */
export function uniqueName(originalName: string, contentType: string): string {
  const fromName = /\.([a-z0-9]{2,5})$/i.exec(originalName)?.[1]?.toLowerCase();
  const ext =
    fromName && Object.values(EXTENSIONS).includes(fromName === 'jpeg' ? 'jpg' : fromName)
      ? fromName
      : (EXTENSIONS[contentType] ?? 'bin');
  return `${Date.now().toString(36)}-${crypto.randomBytes(8).toString('hex')}.${ext}`;
}

export async function upload(
  bucket: Bucket,
  originalName: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<string> {
  return provider().put(bucket, uniqueName(originalName, contentType), bytes, contentType);
}

export async function remove(urls: (string | null | undefined)[]): Promise<void> {
  const p = provider();
  await Promise.all(
    urls
      .filter((u): u is string => Boolean(u))
      .map((u) => p.removeByUrl(u).catch((e) => console.error('[storage] remove failed:', u, e))),
  );
}

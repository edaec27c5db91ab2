import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { env } from '@/lib/env';
import { UPLOAD_BUCKETS } from '@/lib/validation/upload';
import type { Bucket, StorageProvider } from './types';

// Supabase Storage through the service-role key (server side only; admin checked by the caller).
export function supabaseStorageProvider(): StorageProvider {
  const client = createClient(env.NEXT_PUBLIC_SUPABASE_URL!, env.SUPABASE_SERVICE_ROLE_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return {
    async put(bucket: Bucket, name: string, bytes: Uint8Array, contentType: string) {
      const { error } = await client.storage
        .from(bucket)
        .upload(name, bytes, { contentType, upsert: false, cacheControl: '31536000' });
      if (error) throw error;
      return client.storage.from(bucket).getPublicUrl(name).data.publicUrl;
    },
    async removeByUrl(url: string) {
      const object = ownObject(url, env.NEXT_PUBLIC_SUPABASE_URL!);
      if (!object) return;
      const { error } = await client.storage.from(object.bucket).remove([object.name]);
      if (error) throw error;
    },
  };
}

/**
 * The object a public URL designates, only when it is a file this app uploaded: same project
 * origin, one of the app's buckets, a single plain file name. Anything else (another project,
 * another bucket, a nested or « .. » path) is never deleted.
 */
export function ownObject(url: string, projectUrl: string): { bucket: Bucket; name: string } | null {
  let parsed: URL;
  let project: URL;
  try {
    parsed = new URL(url);
    project = new URL(projectUrl);
  } catch {
    return null;
  }
  if (parsed.origin !== project.origin || parsed.search || parsed.hash) return null;
  const match = /^\/storage\/v1\/object\/public\/([^/]+)\/([^/]+)$/.exec(parsed.pathname);
  if (!match) return null;
  const bucket = UPLOAD_BUCKETS.find((b) => b === match[1]);
  let name: string;
  try {
    name = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  if (!bucket || !/^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(name) || name.includes('..')) return null;
  return { bucket, name };
}

import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { env } from '@/lib/env';
import type { Bucket, StorageProvider } from './index';

// Supabase Storage through the service-role key (server side only; admin checked by the caller).
export function supabaseStorageProvider(): StorageProvider {
  const client = createClient(env.NEXT_PUBLIC_SUPABASE_URL!, env.SUPABASE_SERVICE_ROLE_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const prefix = `${env.NEXT_PUBLIC_SUPABASE_URL}/storage/v1/object/public/`;
  return {
    async put(bucket: Bucket, name: string, bytes: Uint8Array, contentType: string) {
      const { error } = await client.storage.from(bucket).upload(name, bytes, { contentType, upsert: false, cacheControl: '31536000' });
      if (error) throw error;
      return client.storage.from(bucket).getPublicUrl(name).data.publicUrl;
    },
    async removeByUrl(url: string) {
      if (!url.startsWith(prefix)) return;
      const [bucket, ...rest] = url.slice(prefix.length).split('/');
      if (!bucket || rest.length === 0) return;
      const { error } = await client.storage.from(bucket).remove([decodeURIComponent(rest.join('/'))]);
      if (error) throw error;
    },
  };
}

import { createServerClient } from '@supabase/ssr';
import type { CookieJar } from '../types';
import { supabaseCookieOptions, type SupabaseConfig } from './config';

/**
 * A Supabase client bound to one request's cookies. Create one per request, never share it.
 * Writes that cannot happen (a Server Component render) are skipped: proxy.ts refreshes the
 * session cookies of /admin requests before they render.
 */
export function createSupabaseServerClient(config: SupabaseConfig, jar: CookieJar) {
  return createServerClient(config.url, config.key, {
    cookieOptions: supabaseCookieOptions(),
    cookies: {
      getAll: () => jar.getAll(),
      setAll: (cookies) => {
        for (const { name, value, options } of cookies) {
          try {
            jar.set(name, value, { ...options, sameSite: 'lax' });
          } catch {
            // Read-only cookies (Server Component): ignored on purpose, see above.
          }
        }
      },
    },
  });
}

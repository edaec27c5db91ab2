import { createBrowserClient } from '@supabase/ssr';

/**
 * Browser client with the publishable key (pass process.env.NEXT_PUBLIC_SUPABASE_URL /
 * NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY, inlined at build time). The session cookies are HttpOnly,
 * so this client acts as the anonymous role: authentication stays on the server (signIn action,
 * /api/session, /api/auth/signout). Use it only for public reads a client component needs.
 */
export function createSupabaseBrowserClient(url: string, key: string) {
  return createBrowserClient(url, key);
}

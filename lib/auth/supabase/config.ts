// Supabase Auth settings shared by the server, browser and proxy clients. No server-only import:
// proxy.ts uses it.
import { env } from '@/lib/env';
import { secureCookies } from '../session-token';
import type { CookieOptions } from '../types';

export type SupabaseConfig = { url: string; key: string };

/** The project's URL and publishable key when Supabase is configured, else null (local provider). */
export function supabaseConfig(): SupabaseConfig | null {
  const url = env.NEXT_PUBLIC_SUPABASE_URL;
  const key = env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY;
  return url && key ? { url, key } : null;
}

// HttpOnly: the browser never needs the tokens (the header asks /api/session; sign-in and
// sign-out run on the server), so script injection cannot steal them.
export function supabaseCookieOptions(): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: secureCookies(), path: '/' };
}

/** True when the request carries a Supabase auth cookie (possibly chunked: name.0, name.1…). */
export function hasSupabaseAuthCookie(names: string[]): boolean {
  return names.some((n) => /^sb-.+-auth-token(\.\d+)?$/.test(n));
}

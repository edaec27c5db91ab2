import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientAddress } from '@/lib/request/client-address';
import { localProvider } from './local';
import { nextCookieJar } from './next-cookies';
import { signInWith } from './sign-in';
import { supabaseConfig } from './supabase/config';
import { supabaseProvider } from './supabase/provider';
import type { AuthProvider, SessionUser, SignInResult } from './types';

export type { SessionUser, SignInResult };

// Supabase Auth when its URL and publishable key are set, else local accounts on the database.
let current: AuthProvider | undefined;
function provider(): AuthProvider {
  if (!current) {
    const config = supabaseConfig();
    current = config ? supabaseProvider(config) : localProvider();
  }
  return current;
}

/** The signed-in user trusted on the server, or null. Reads cookies: request time only. */
export async function getSessionUser(): Promise<SessionUser | null> {
  return provider().getUser(await nextCookieJar());
}

/** Returns the signed-in active admin, or null (for route handlers answering 401/403). */
export async function getAdmin(): Promise<SessionUser | null> {
  const user = await getSessionUser();
  return user?.isAdmin ? user : null;
}

/** Authoritative admin check for layouts and server actions: redirects to /login otherwise. */
export async function requireAdmin(): Promise<SessionUser> {
  const admin = await getAdmin();
  if (!admin) redirect('/login');
  return admin;
}

/**
 * Signs in with e-mail and password (server action or route handler only: it sets cookies).
 * Failed attempts are throttled per (e-mail, client) and per client; messages are French, ready to show.
 */
export async function signIn(email: string, password: string, ip: string): Promise<SignInResult> {
  return signInWith(provider(), await nextCookieJar(), email, password, ip);
}

/** Ends the current session server-side and clears its cookies (server action or route handler). */
export async function signOut(): Promise<void> {
  await provider().signOut(await nextCookieJar());
}

/** The caller's address for rate limits, from a trusted source only (see lib/request/client-address). */
export async function requestIp(): Promise<string> {
  return clientAddress(await headers());
}

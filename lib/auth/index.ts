import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { siteUrl } from '@/lib/env';
import { clientAddress } from '@/lib/request/client-address';
import { requestPasswordResetWith, requestReset, type ResetResult } from './account';
import { localProvider } from './local';
import { openLocalLink, sendLocalReset } from './local-links';
import { mailConfigured } from '@/lib/mail/send';
import { ACCOUNT_MSG } from '@/lib/copy/auth-messages';
import { nextCookieJar } from './next-cookies';
import { setSessionHint } from './session-token';
import { signInWith } from './sign-in';
import { supabaseConfig } from './supabase/config';
import { supabaseProvider } from './supabase/provider';
import { verifyEmailLink as verifySupabaseLink, type EmailLinkType } from './supabase/account';
import type { AuthProvider, PasswordUpdate, SessionUser, SignInResult } from './types';
import { can, type Area } from './roles';

export type { PasswordUpdate, ResetResult, SessionUser, SignInResult };

/** The confirm route every invitation and reset e-mail leads to (on this deployment). */
export const CONFIRM_PATH = '/auth/confirm';
/** Where a verified invitation or reset link lands: the new-password form. */
export const NEW_PASSWORD_PATH = '/login/nouveau-mot-de-passe';
export const FORGOT_PASSWORD_PATH = '/login/mot-de-passe-oublie';

/** True when invitation and reset links go by e-mail: Supabase Auth sends them, or the site does (SMTP_URL). */
export function emailLinksEnabled(): boolean {
  return supabaseConfig() !== null || mailConfigured();
}

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

/** The current session's identifier (lib/preview/grant.ts ties the preview to it), or null. */
export async function getSessionKey(): Promise<string | null> {
  return provider().sessionKey(await nextCookieJar());
}

/** Returns the signed-in active admin, or null (for route handlers answering 401/403). */
export async function getAdmin(): Promise<SessionUser | null> {
  const user = await getSessionUser();
  return user?.isAdmin ? user : null;
}

/**
 * The signed-in active member of the team whose role may use `area` (lib/auth/roles.ts), or null (for route
 * handlers answering 401/403).
 */
export async function getStaff(area: Area): Promise<SessionUser | null> {
  const user = await getSessionUser();
  return user?.isStaff && can(user.role, area) ? user : null;
}

/**
 * Authoritative check for layouts, pages and server actions: to /login without a back-office role, to the
 * dashboard for a page of an area the role does not include.
 */
export async function requireStaff(area: Area = 'dashboard'): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user?.isStaff) redirect('/login');
  if (!can(user.role, area)) redirect('/admin/dashboard');
  return user;
}

/** Authoritative admin check (every area): redirects to /login otherwise. */
export async function requireAdmin(): Promise<SessionUser> {
  const admin = await getAdmin();
  if (!admin) redirect('/login');
  return admin;
}

/**
 * Signs in with e-mail and password (server action or route handler only: it sets cookies).
 * Failed attempts are throttled per (e-mail, client) and per client, then asked for a proof of work
 * (`proof`, the form's solved challenge); messages are French, ready to show.
 */
export async function signIn(email: string, password: string, ip: string, proof?: unknown): Promise<SignInResult> {
  return signInWith(provider(), await nextCookieJar(), email, password, ip, proof);
}

/** Ends the current session server-side and clears its cookies (server action or route handler). */
export async function signOut(): Promise<void> {
  const jar = await nextCookieJar();
  await provider().signOut(jar);
  setSessionHint(jar, false);
}

/** Sends a reset e-mail (Supabase's, or the site's for local accounts) with the same answer for every address. */
export async function requestPasswordReset(email: string, ip: string, proof?: unknown): Promise<ResetResult> {
  const config = supabaseConfig();
  if (config) return requestPasswordResetWith(config, email, ip, siteUrl(CONFIRM_PATH), proof);
  if (!mailConfigured()) return { ok: false, error: ACCOUNT_MSG.localOnly };
  return requestReset(sendLocalReset, email, ip, proof);
}

/** Opens a session from a local account's e-mailed link (route handler only: it sets cookies). */
export async function openLocalEmailLink(token: string): Promise<boolean> {
  if (supabaseConfig()) return false;
  const jar = await nextCookieJar();
  const user = await openLocalLink(jar, token);
  if (user) setSessionHint(jar, true);
  return user !== null;
}

/** Opens a session from an invitation or reset link (Supabase; route handler only: it sets cookies). */
export async function verifyEmailLink(type: EmailLinkType, tokenHash: string): Promise<boolean> {
  const config = supabaseConfig();
  if (!config) return false;
  const jar = await nextCookieJar();
  const ok = await verifySupabaseLink(config, jar, type, tokenHash);
  if (ok) setSessionHint(jar, true);
  return ok;
}

/** Sets the signed-in user's password (server action only). */
export async function updatePassword(password: string, currentPassword?: string): Promise<PasswordUpdate> {
  return provider().updatePassword(await nextCookieJar(), password, currentPassword);
}

/** The caller's address for rate limits, from a trusted source only (see lib/request/client-address). */
export async function requestIp(): Promise<string> {
  return clientAddress(await headers());
}

// The local session cookie: an HS256 JWT (jose) carrying the id of a row in private.sessions and
// the role the account had at sign-in. The signature lets proxy.ts turn away anonymous visitors and
// non-admins without the database; the row and the profile are the authority, checked on every
// request by requireAdmin(), so revocation, deactivation and demotion take effect at once.
// No server-only import: proxy.ts uses this module too.
import { ROLES, type Role } from './roles';
import { SignJWT, jwtVerify } from 'jose';
import { env } from '@/lib/env';
import { SESSION_HINT_COOKIE } from './session-hint';
import type { CookieJar, CookieOptions } from './types';

export const SESSION_COOKIE = 'sg_session';
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'studio-graphique';
const AUDIENCE = 'session';

function secretKey(secret = env.SESSION_SECRET): Uint8Array {
  if (!secret) throw new Error('SESSION_SECRET is not set (at least 32 characters): scripts/run.mjs provides one.');
  return new TextEncoder().encode(secret);
}

/** Secure whenever the site is https, and in production unless SITE_URL is plain-http loopback (local `npm start`, e2e). */
export function secureCookies(): boolean {
  const site = new URL(env.SITE_URL);
  if (site.protocol === 'https:') return true;
  if (env.NODE_ENV !== 'production') return false;
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(site.hostname);
  return !(site.protocol === 'http:' && loopback);
}

export function sessionCookieOptions(maxAge = SESSION_TTL_SECONDS): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: secureCookies(), path: '/', maxAge };
}

// 400 days, the longest a browser keeps a cookie: a session (Supabase's refreshes itself for weeks)
// must not outlive its hint, or the header would offer « Connexion » to a signed-in user. A stale
// hint costs one request to /api/session, which clears it.
const SESSION_HINT_MAX_AGE = 400 * 24 * 60 * 60;

/** Sets or clears the session hint (lib/auth/session-hint.ts), a cookie the page's script reads. */
export function setSessionHint(jar: Pick<CookieJar, 'set'>, signedIn: boolean): void {
  jar.set(SESSION_HINT_COOKIE, signedIn ? '1' : '', {
    httpOnly: false,
    sameSite: 'lax',
    secure: secureCookies(),
    path: '/',
    maxAge: signedIn ? SESSION_HINT_MAX_AGE : 0,
  });
}

export type SessionRole = Role;
export type SessionClaims = { sessionId: string; userId: string; role: SessionRole };

/** `role` is the back-office role of an active account at sign-in time, else 'user' (the proxy's optimistic check). */
export async function signSessionToken(session: SessionClaims & { expiresAt: Date }, secret?: string): Promise<string> {
  const { sessionId, userId, role, expiresAt } = session;
  return new SignJWT({ sid: sessionId, role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey(secret));
}

/** The claims of a valid, unexpired token (a token without a role counts as 'user'); null for anything else. */
export async function verifySessionToken(token: string | undefined, secret?: string): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    return { sessionId: payload.sid, userId: payload.sub, role: ROLES.find((r) => r === payload.role) ?? 'user' };
  } catch {
    return null;
  }
}

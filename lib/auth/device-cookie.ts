// The OWASP « device cookie »: a browser that has signed in to an account keeps a signed cookie
// naming that account. Its later attempts on that account are limited per device, apart from every
// other client, so strangers' failures (all one key when no proxy hop is trusted) never refuse the
// owner on a browser they have used before. Anything invalid or for another account counts as none.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { env } from '@/lib/env';
import { secureCookies } from './session-token';
import type { CookieJar } from './types';

export const DEVICE_COOKIE = 'sg_device';
/** A year: the owner's usual browsers stay known between visits. */
export const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;
const ISSUER = 'studio-graphique';
const AUDIENCE = 'device';

/** Local provider: the session secret. Supabase: the server-only service key. Neither: no device cookies. */
function secret(): Uint8Array | null {
  const value = env.SESSION_SECRET ?? env.SUPABASE_SERVICE_ROLE_KEY;
  return value ? new TextEncoder().encode(value) : null;
}

/** After a successful sign-in: this browser is a known device of the account (`email`, normalized). */
export async function issueDeviceCookie(jar: Pick<CookieJar, 'set'>, email: string): Promise<void> {
  const key = secret();
  if (!key) return;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(email)
    .setJti(randomUUID())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_TTL_SECONDS}s`)
    .sign(key);
  jar.set(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    path: '/',
    maxAge: DEVICE_TTL_SECONDS,
  });
}

/** The device id of a valid device cookie for this account, or null. */
export async function knownDevice(jar: Pick<CookieJar, 'get'>, email: string): Promise<string | null> {
  const key = secret();
  const token = jar.get(DEVICE_COOKIE);
  if (!key || !token || token.length > 1000) return null;
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    return payload.sub === email && typeof payload.jti === 'string' ? payload.jti : null;
  } catch {
    return null;
  }
}

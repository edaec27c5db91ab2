import 'server-only';
import { releaseAttempt, reserveAttempt } from '@/lib/data/auth';
import { recordLogin } from '@/lib/data/profiles';
import { clearRateLimit } from '@/lib/data/rate-limit';
import { normalizeEmail } from '@/lib/db/users';
import { AUTH_MSG } from './messages';
import type { AuthProvider, CookieJar, ProviderSignIn, SignInResult } from './types';

// Brute-force limits: failed sign-ins per IP and per e-mail. The state lives in Postgres
// (private.rate_limit_events), so it holds across processes and restarts.
export const SIGN_IN_LIMIT = { attempts: 5, windowSeconds: 15 * 60 } as const;
export const BUCKET_IP = 'signin:ip';
export const BUCKET_EMAIL = 'signin:email';

export const ADMIN_HOME = '/admin/dashboard';

/** The whole sign-in flow around one provider: throttling, French messages, last_login. */
export async function signInWith(provider: AuthProvider, jar: CookieJar, rawEmail: string, password: string, ip: string): Promise<SignInResult> {
  const email = normalizeEmail(rawEmail);
  const keys = [
    { bucket: BUCKET_IP, key: ip || 'unknown' },
    { bucket: BUCKET_EMAIL, key: email },
  ];
  let reserved: string[] = [];
  try {
    // The attempt is counted before the check of the password so that parallel attempts cannot
    // slip through together; it is withdrawn below unless the credentials were wrong.
    const { wait, ids } = await reserveAttempt(keys, SIGN_IN_LIMIT.attempts, SIGN_IN_LIMIT.windowSeconds);
    if (wait > 0) return { ok: false, error: AUTH_MSG.throttled(Math.ceil(wait / 60)) };
    reserved = ids;

    const result = await provider.signIn(jar, email, password);
    if (!result.ok) {
      if (result.reason !== 'invalid_credentials') await releaseAttempt(reserved);
      return { ok: false, error: failureMessage(result.reason) };
    }
    await releaseAttempt(reserved);
    // A success ends the e-mail's streak; the IP's failures stay counted.
    await clearRateLimit(BUCKET_EMAIL, email);
    await recordLogin(result.user.id).catch((e) => console.error('[auth] last_login not recorded:', e));
    return { ok: true, user: result.user, redirectTo: result.user.isAdmin ? ADMIN_HOME : '/' };
  } catch (e) {
    console.error('[auth] sign-in failed:', e);
    await releaseAttempt(reserved).catch(() => undefined);
    return { ok: false, error: AUTH_MSG.failure };
  }
}

function failureMessage(reason: Extract<ProviderSignIn, { ok: false }>['reason']): string {
  switch (reason) {
    case 'invalid_credentials':
      return AUTH_MSG.invalidCredentials;
    case 'inactive':
      return AUTH_MSG.inactive;
    case 'unconfirmed':
      return AUTH_MSG.unconfirmed;
    case 'throttled':
      return AUTH_MSG.throttled(SIGN_IN_LIMIT.windowSeconds / 60);
    default:
      return AUTH_MSG.failure;
  }
}

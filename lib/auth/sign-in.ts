import 'server-only';
import { recordLogin } from '@/lib/data/users';
import {
  clearRateLimit,
  countRecent,
  recordEvent,
  releaseAttempt,
  reserveAttempt,
  type RateRule,
} from '@/lib/data/rate-limit';
import { recordSignInFailure } from '@/lib/data/sign-in-failures';
import { normalizeEmail } from '@/lib/validation/text';
import { AUTH_MSG } from '@/lib/copy/auth-messages';
import { createProof, proofLevel, verifyProof } from '@/lib/security/proof-of-work';
import { issueDeviceCookie, knownDevice } from './device-cookie';
import { setSessionHint } from './session-token';
import type { AuthProvider, CookieJar, ProviderSignIn, SignInResult } from './types';

// Brute-force limits, kept in Postgres so they hold across processes and restarts. Failures are
// counted per (e-mail, client) with growing delays, and per client with a cap. A browser that has
// signed in to the account before (its device cookie, ./device-cookie.ts) is limited on its own, per
// device. Any other browser the limits would stop is asked for a proof of work instead of being
// refused (lib/security/proof-of-work.ts): when no proxy hop is trusted every client shares one
// address, so strangers' failures would otherwise refuse the owner's right password on a new browser.
// Failures made with a proof are counted per account and make the next proof harder.
export const SIGN_IN_LIMITS = {
  pair: { kind: 'backoff', free: 3, baseSeconds: 30, maxSeconds: 15 * 60, windowSeconds: 60 * 60 },
  client: { kind: 'cap', limit: 30, windowSeconds: 15 * 60 },
  device: { kind: 'backoff', free: 5, baseSeconds: 30, maxSeconds: 15 * 60, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule['rule']>;
export const BUCKET_PAIR = 'signin:pair';
export const BUCKET_CLIENT = 'signin:client';
export const BUCKET_DEVICE = 'signin:device';
/** Failures made with a proof of work, per account: they set the next proof's level. */
export const BUCKET_PROOF = 'signin:proof';
const PROOF_WINDOW_SECONDS = 60 * 60;

export const ADMIN_HOME = '/admin/dashboard';

const pairKey = (client: string, email: string) => `${client}|${email}`;

/**
 * The whole sign-in flow around one provider: throttling, French messages, last_login.
 * `client` is the caller's address from a trusted source (lib/request/client-address).
 */
export async function signInWith(
  provider: AuthProvider,
  jar: CookieJar,
  rawEmail: string,
  password: string,
  client: string,
  /** The form's solved proof of work, when the limits asked for one. */
  proof?: unknown,
): Promise<SignInResult> {
  const email = normalizeEmail(rawEmail);
  const device = await knownDevice(jar, email);
  const rules: RateRule[] = device
    ? [{ bucket: BUCKET_DEVICE, key: device, rule: SIGN_IN_LIMITS.device }]
    : [
        { bucket: BUCKET_PAIR, key: pairKey(client, email), rule: SIGN_IN_LIMITS.pair },
        { bucket: BUCKET_CLIENT, key: client, rule: SIGN_IN_LIMITS.client },
      ];
  let reserved: string[] = [];
  try {
    // The attempt is counted before the check of the password so that parallel attempts cannot
    // slip through together; it is withdrawn below unless the credentials were wrong.
    const { wait, ids } = await reserveAttempt(rules);
    reserved = ids;
    if (wait > 0) {
      // A known device waits for its own failures only.
      if (device) {
        await logFailure(email, 'bloquée (trop de tentatives)');
        return { ok: false, error: AUTH_MSG.throttled(wait), retryAfter: wait };
      }
      // Any other browser: a proof of work, counted per account whatever its outcome until it succeeds.
      // At the level the account's failures require now: a proof collected before they rose does not count.
      const failures = await countRecent(BUCKET_PROOF, email, PROOF_WINDOW_SECONDS);
      if (!(await verifyProof(proof, 'signin', email, proofLevel(failures)))) {
        return {
          ok: false,
          error: AUTH_MSG.proofRequired,
          proof: await createProof('signin', email, proofLevel(failures)),
        };
      }
      reserved = [await recordEvent(BUCKET_PROOF, email)];
    }

    const result = await provider.signIn(jar, email, password);
    if (!result.ok) {
      if (result.reason !== 'invalid_credentials') await releaseAttempt(reserved);
      await logFailure(email, FAILURE_SUMMARY[result.reason] ?? result.reason);
      return { ok: false, error: failureMessage(result.reason) };
    }
    setSessionHint(jar, true);
    await issueDeviceCookie(jar, email);
    await releaseAttempt(reserved);
    // A success ends this client's (or device's) streak on the account; failures on other accounts stay counted.
    await clearRateLimit(BUCKET_PAIR, pairKey(client, email));
    if (device) await clearRateLimit(BUCKET_DEVICE, device);
    await recordLogin(result.user.id, { actorId: result.user.id, actorEmail: result.user.email, ip: client }).catch(
      (e) => console.error('[auth] last_login not recorded:', e),
    );
    return { ok: true, user: result.user, redirectTo: result.user.isStaff ? ADMIN_HOME : '/' };
  } catch (e) {
    console.error('[auth] sign-in failed:', e);
    await releaseAttempt(reserved).catch(() => undefined);
    return { ok: false, error: AUTH_MSG.failure };
  }
}

const FAILURE_SUMMARY: Partial<Record<string, string>> = {
  invalid_credentials: 'identifiants incorrects',
  inactive: 'compte désactivé',
  unconfirmed: 'adresse non confirmée',
  throttled: 'bloquée par le fournisseur',
};

/**
 * A failed or refused sign-in, counted per day, account and reason (never the password, never one row
 * per attempt: lib/data/sign-in-failures.ts). The journal of admin writes stays append-only and bounded.
 */
async function logFailure(email: string, why: string): Promise<void> {
  await recordSignInFailure(email, why).catch((e) => console.error('[auth] failed sign-in not counted:', e));
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
      return AUTH_MSG.throttled(60);
    default:
      return AUTH_MSG.failure;
  }
}

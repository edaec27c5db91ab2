import 'server-only';
import { reserveAttempt } from '@/lib/data/rate-limit';
import { normalizeEmail } from '@/lib/validation/text';
import { ACCOUNT_MSG } from '@/lib/content/auth-messages';
import type { SupabaseConfig } from './supabase/config';
import { sendPasswordReset } from './supabase/account';

// Reset e-mails per address (enough for a lost e-mail or two, too few to flood a mailbox) and per
// client (clients without a trusted address share one key, see lib/request/client-address).
export const RESET_LIMIT = {
  perEmail: { kind: 'cap', limit: 3, windowSeconds: 60 * 60 },
  perClient: { kind: 'cap', limit: 20, windowSeconds: 60 * 60 },
} as const;
export const BUCKET_RESET_IP = 'reset:ip';
export const BUCKET_RESET_EMAIL = 'reset:email';

export type ResetResult = { ok: true; message: string } | { ok: false; error: string };

/**
 * « Mot de passe oublié » with Supabase: throttled, then the same answer whether or not the address
 * has an account (no enumeration). `confirmUrl` is this deployment's /auth/confirm.
 */
export function requestPasswordResetWith(
  config: SupabaseConfig,
  rawEmail: string,
  ip: string,
  confirmUrl: string,
): Promise<ResetResult> {
  return requestReset((email) => sendPasswordReset(config, email, confirmUrl), rawEmail, ip);
}

/** The reset request whoever sends the e-mail (Supabase, or the site for local accounts): same limits, same answer. */
export async function requestReset(
  send: (email: string) => Promise<void>,
  rawEmail: string,
  ip: string,
): Promise<ResetResult> {
  const email = normalizeEmail(rawEmail);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || email.length > 254)
    return { ok: false, error: ACCOUNT_MSG.invalidEmail };
  try {
    const { wait } = await reserveAttempt([
      { bucket: BUCKET_RESET_IP, key: ip || 'unknown', rule: RESET_LIMIT.perClient },
      { bucket: BUCKET_RESET_EMAIL, key: email, rule: RESET_LIMIT.perEmail },
    ]);
    if (wait > 0) return { ok: false, error: ACCOUNT_MSG.resetThrottled(Math.ceil(wait / 60)) };
    await send(email);
    return { ok: true, message: ACCOUNT_MSG.resetSent };
  } catch (e) {
    console.error('[auth] password reset request failed:', e);
    return { ok: false, error: ACCOUNT_MSG.failure };
  }
}

import 'server-only';
import { normalizeEmail } from '@/lib/validation/text';
import { ACCOUNT_MSG } from '@/lib/copy/auth-messages';
import { afterAnswer } from '@/lib/request/after-answer';
import { mayMailStranger, passEmailDoor } from '@/lib/security/door-gate';
import type { Challenge } from '@/lib/security/proof-of-work';
import type { SupabaseConfig } from './supabase/config';
import { sendPasswordReset } from './supabase/account';

// « Mot de passe oublié », one of the e-mail doors (lib/security/doors.ts): its budgets are shared with the
// newsletter's (per inbox, per domain, site-wide), past them a proof of work, never a refusal, so strangers
// cannot close the form for an account. The answer leaves first; the look-up and the e-mail follow it.

export type ResetResult =
  { ok: true; message: string } | { ok: false; error: string } | { ok: false; error: string; proof: Challenge };

/**
 * « Mot de passe oublié » with Supabase: the same answer whether or not the address has an account (no
 * enumeration). `confirmUrl` is this deployment's /auth/confirm.
 */
export function requestPasswordResetWith(
  config: SupabaseConfig,
  rawEmail: string,
  ip: string,
  confirmUrl: string,
  proof?: unknown,
): Promise<ResetResult> {
  return requestReset(
    async (email) => {
      if (await mayMailStranger(email, 'reset')) await sendPasswordReset(config, email, confirmUrl);
    },
    rawEmail,
    ip,
    proof,
  );
}

/** The reset request whoever sends the e-mail (Supabase, or the site for local accounts): same budgets, same answer. */
export async function requestReset(
  send: (email: string) => Promise<void>,
  rawEmail: string,
  ip: string,
  proof?: unknown,
): Promise<ResetResult> {
  const email = normalizeEmail(rawEmail);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || email.length > 254)
    return { ok: false, error: ACCOUNT_MSG.invalidEmail };
  try {
    const gate = await passEmailDoor('reset', email, ip || 'unknown', proof);
    if (!gate.ok) return { ok: false, error: ACCOUNT_MSG.resetProofRequired, proof: gate.challenge };
    afterAnswer('auth', () => send(email));
    return { ok: true, message: ACCOUNT_MSG.resetSent };
  } catch (e) {
    console.error('[auth] password reset request failed:', e);
    return { ok: false, error: ACCOUNT_MSG.failure };
  }
}

import 'server-only';
import { createClient } from '@supabase/supabase-js';
import type { CookieJar } from '../types';
import type { SupabaseConfig } from './config';
import { createSupabaseServerClient } from './server';

// The e-mail links this site handles: an invitation and a password reset (both lead to a new password).
export const EMAIL_LINK_TYPES = ['invite', 'recovery'] as const;
export type EmailLinkType = (typeof EMAIL_LINK_TYPES)[number];

export function isEmailLinkType(type: unknown): type is EmailLinkType {
  return EMAIL_LINK_TYPES.includes(type as EmailLinkType);
}

/**
 * Exchanges the token_hash of an invitation or reset e-mail for a session written into the jar.
 * False when the link is unknown, used or expired.
 */
export async function verifyEmailLink(
  config: SupabaseConfig,
  jar: CookieJar,
  type: EmailLinkType,
  tokenHash: string,
): Promise<boolean> {
  const { data, error } = await createSupabaseServerClient(config, jar).auth.verifyOtp({ type, token_hash: tokenHash });
  if (error && error.status !== 403 && error.code !== 'otp_expired')
    console.error('[auth] Supabase verify error:', error.code ?? error.status, error.message);
  return !error && Boolean(data.session);
}

/**
 * Asks Supabase to e-mail a reset link pointing at `redirectTo` (the confirm route). An anonymous
 * client without PKCE: the e-mail carries a token_hash the confirm route verifies, in any browser.
 * Supabase answers the same for known and unknown addresses; failures are logged, never shown.
 */
export async function sendPasswordReset(config: SupabaseConfig, email: string, redirectTo: string): Promise<void> {
  const client = createClient(config.url, config.key, {
    auth: { persistSession: false, autoRefreshToken: false, flowType: 'implicit' },
  });
  const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
  if (error) console.error('[auth] Supabase recover error:', error.code ?? error.status, error.message);
}

'use server';
import { z } from '@/lib/validation/zod';
import { requestIp, signIn } from '@/lib/auth';
import { AUTH_MSG } from '@/lib/copy/auth-messages';
import type { ProofChallenge } from '@/lib/auth/types';

export type LoginState =
  | { status: 'idle'; email?: string }
  | { status: 'error'; error: string; email: string }
  /** The limits ask this browser for a proof of work: the form solves `challenge` and sends the same fields again. */
  | { status: 'proof'; error: string; email: string; challenge: ProofChallenge }
  | { status: 'success'; redirectTo: string };

const credentials = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});

// The destination depends on the role only (admins → back office, others → home): no `next`
// parameter is ever followed, so there is no open redirect.
export async function loginAction(_prev: LoginState, formData: FormData): Promise<LoginState> {
  const email = String(formData.get('email') ?? '').slice(0, 254);
  const parsed = credentials.safeParse({ email, password: formData.get('password') });
  if (!parsed.success) return { status: 'error', error: AUTH_MSG.invalidCredentials, email };
  const result = await signIn(parsed.data.email, parsed.data.password, await requestIp(), formData.get('proof'));
  if (!result.ok && result.proof) return { status: 'proof', error: result.error, email, challenge: result.proof };
  if (!result.ok) return { status: 'error', error: result.error, email };
  return { status: 'success', redirectTo: result.redirectTo };
}

'use server';
import { requestIp, requestPasswordReset } from '@/lib/auth';
import type { ProofChallenge } from '@/lib/auth/types';

export type ForgotState =
  | { status: 'idle' }
  | { status: 'sent'; message: string }
  | { status: 'error'; error: string; email: string }
  /** Past the e-mail doors' budgets: the form solves `challenge` and sends the same fields again. */
  | { status: 'proof'; error: string; email: string; challenge: ProofChallenge };

// Same answer for every address (no enumeration), sent before anything is looked up; past the budgets a proof of work.
export async function forgotPasswordAction(_prev: ForgotState, formData: FormData): Promise<ForgotState> {
  const email = String(formData.get('email') ?? '').slice(0, 254);
  const result = await requestPasswordReset(email, await requestIp(), formData.get('proof'));
  if (result.ok) return { status: 'sent', message: result.message };
  if ('proof' in result) return { status: 'proof', error: result.error, email, challenge: result.proof };
  return { status: 'error', error: result.error, email };
}

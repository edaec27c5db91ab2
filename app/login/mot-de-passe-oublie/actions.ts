'use server';
import { requestIp, requestPasswordReset } from '@/lib/auth';

export type ForgotState =
  { status: 'idle' } | { status: 'sent'; message: string } | { status: 'error'; error: string; email: string };

// Same answer for every address (no enumeration); throttled per IP and per address in Postgres.
export async function forgotPasswordAction(_prev: ForgotState, formData: FormData): Promise<ForgotState> {
  const email = String(formData.get('email') ?? '').slice(0, 254);
  const result = await requestPasswordReset(email, await requestIp());
  return result.ok ? { status: 'sent', message: result.message } : { status: 'error', error: result.error, email };
}

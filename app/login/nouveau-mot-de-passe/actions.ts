'use server';
import { z } from '@/lib/validation/zod';
import { updatePassword } from '@/lib/auth';
import { ACCOUNT_MSG } from '@/lib/copy/auth-messages';
import { ADMIN_HOME } from '@/lib/auth/sign-in';
import { newPasswordSchema as schema } from '@/lib/validation/password';

export type NewPasswordState =
  | { status: 'idle' }
  | {
      status: 'error';
      error: string;
      fieldErrors?: { password?: string; confirm?: string; current?: string };
      /** The session is older than the re-authentication window: the form asks for the current password. */
      needsCurrent?: boolean;
    }
  | { status: 'success'; redirectTo: string };

/**
 * Sets the password of the session opened by an invitation or reset link, or of any signed-in user;
 * a session opened more than ten minutes ago must give the current password (lib/auth/types.ts).
 */
export async function newPasswordAction(_prev: NewPasswordState, formData: FormData): Promise<NewPasswordState> {
  const parsed = schema.safeParse({
    password: String(formData.get('password') ?? ''),
    confirm: String(formData.get('confirm') ?? ''),
  });
  if (!parsed.success) {
    const fields = z.flattenError(parsed.error).fieldErrors;
    const fieldErrors = { password: fields.password?.[0], confirm: fields.confirm?.[0] };
    return { status: 'error', error: fieldErrors.password ?? fieldErrors.confirm ?? ACCOUNT_MSG.failure, fieldErrors };
  }
  const current = String(formData.get('current') ?? '').slice(0, 200);
  const result = await updatePassword(parsed.data.password, current || undefined);
  if (result.ok) return { status: 'success', redirectTo: result.user.isStaff ? ADMIN_HOME : '/' };
  if (result.reason === 'current_required' || result.reason === 'current_wrong') {
    const error = result.reason === 'current_required' ? ACCOUNT_MSG.currentRequired : ACCOUNT_MSG.currentWrong;
    return { status: 'error', error, fieldErrors: { current: error }, needsCurrent: true };
  }
  const error = {
    no_session: ACCOUNT_MSG.noSession,
    same_password: ACCOUNT_MSG.samePassword,
    weak_password: ACCOUNT_MSG.weakPassword,
    error: ACCOUNT_MSG.failure,
  }[result.reason];
  return { status: 'error', error };
}

'use client';
import { useActionState, useEffect, useId } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toaster';
import { ACCOUNT_MSG } from '@/lib/auth/messages';
import { inputClass, submitClass } from '../form-styles';
import { newPasswordAction, type NewPasswordState } from './actions';

export function NewPasswordForm({ minLength }: { minLength: number }) {
  const [state, action, pending] = useActionState<NewPasswordState, FormData>(newPasswordAction, { status: 'idle' });
  const router = useRouter();
  const id = useId();

  useEffect(() => {
    if (state.status === 'success') {
      toast.success(ACCOUNT_MSG.passwordSaved);
      router.replace(state.redirectTo);
      router.refresh();
    }
  }, [state, router]);

  const busy = pending || state.status === 'success';
  const error = state.status === 'error' && !pending ? state.error : null;
  const expired = error === ACCOUNT_MSG.noSession;

  return (
    <form action={action} className="space-y-5" aria-describedby={error ? `${id}-error` : undefined}>
      <div>
        <label htmlFor={`${id}-password`} className="mb-1 block text-sm font-medium text-slate-700">
          Nouveau mot de passe
        </label>
        <input id={`${id}-password`} name="password" type="password" autoComplete="new-password" required minLength={minLength} maxLength={72} className={inputClass} aria-describedby={`${id}-hint`} />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          Au moins {minLength} caractères.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-confirm`} className="mb-1 block text-sm font-medium text-slate-700">
          Confirmer le mot de passe
        </label>
        <input id={`${id}-confirm`} name="confirm" type="password" autoComplete="new-password" required minLength={minLength} maxLength={72} className={inputClass} />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
          {expired && (
            <>
              {' '}
              <Link href="/login/mot-de-passe-oublie" className="font-medium underline">
                Mot de passe oublié ?
              </Link>
            </>
          )}
        </p>
      )}
      <button type="submit" disabled={busy} className={submitClass}>
        {busy && <span aria-hidden="true" className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent" />}
        {busy ? 'Enregistrement...' : 'Enregistrer le mot de passe'}
      </button>
    </form>
  );
}

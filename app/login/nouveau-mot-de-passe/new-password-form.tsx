'use client';
import { useActionState, useEffect, useId, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toaster';
import { ACCOUNT_MSG } from '@/lib/content/auth-messages';
import { Field, FormError, SubmitButton } from '../form-parts';
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
  // Once asked (a session older than ten minutes), the current password stays in the form.
  const [needsCurrent, setNeedsCurrent] = useState(false);
  if (state.status === 'error' && state.needsCurrent && !needsCurrent) setNeedsCurrent(true);

  return (
    <form action={action} className="space-y-5" aria-describedby={error ? `${id}-error` : undefined}>
      {needsCurrent && (
        <Field
          id={`${id}-current`}
          label="Mot de passe actuel"
          name="current"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
        />
      )}
      <Field
        id={`${id}-password`}
        label="Nouveau mot de passe"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={minLength}
        maxLength={72}
        aria-describedby={`${id}-hint`}
      >
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          Au moins {minLength} caractères.
        </p>
      </Field>
      <Field
        id={`${id}-confirm`}
        label="Confirmer le mot de passe"
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        minLength={minLength}
        maxLength={72}
      />
      {error && (
        <FormError id={`${id}-error`}>
          {error}
          {expired && (
            <>
              {' '}
              <Link href="/login/mot-de-passe-oublie" className="font-medium underline">
                Mot de passe oublié ?
              </Link>
            </>
          )}
        </FormError>
      )}
      <SubmitButton busy={busy} label="Enregistrer le mot de passe" busyLabel="Enregistrement..." />
    </form>
  );
}

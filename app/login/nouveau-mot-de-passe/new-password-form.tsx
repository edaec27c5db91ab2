'use client';
import { useState } from 'react';
import Link from 'next/link';
import { ACCOUNT_MSG, AUTH_MSG } from '@/lib/copy/auth-messages';
import { AuthForm, PasswordField } from '../form-parts';
import { useAuthForm } from '../use-auth-form';
import { newPasswordAction } from './actions';

export function NewPasswordForm({ minLength }: { minLength: number }) {
  const form = useAuthForm(newPasswordAction, { success: ACCOUNT_MSG.passwordSaved, refresh: true });
  const { id, state } = form;
  // Once asked (a session older than ten minutes), the current password stays in the form.
  const [needsCurrent, setNeedsCurrent] = useState(false);
  if (state.status === 'error' && state.needsCurrent && !needsCurrent) setNeedsCurrent(true);
  // The new password and its confirmation: same rules, which bcrypt caps at 72 bytes.
  const rules = { autoComplete: 'new-password', minLength, maxLength: 72 } as const;

  return (
    <AuthForm
      form={form}
      submit={['Enregistrer le mot de passe', 'Enregistrement...']}
      errorNote={
        form.error === ACCOUNT_MSG.noSession && (
          <>
            {' '}
            <Link href="/login/mot-de-passe-oublie" className="font-medium underline">
              {AUTH_MSG.forgotLink}
            </Link>
          </>
        )
      }
    >
      {needsCurrent && (
        <PasswordField
          id={`${id}-current`}
          label="Mot de passe actuel"
          name="current"
          autoComplete="current-password"
          maxLength={200}
        />
      )}
      <PasswordField
        id={`${id}-password`}
        label="Nouveau mot de passe"
        name="password"
        {...rules}
        aria-describedby={`${id}-hint`}
      >
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          Au moins {minLength} caractères.
        </p>
      </PasswordField>
      <PasswordField id={`${id}-confirm`} label="Confirmer le mot de passe" name="confirm" {...rules} />
    </AuthForm>
  );
}

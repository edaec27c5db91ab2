'use client';
import Link from 'next/link';
import { useEffect } from 'react';
import { forgetAutosavesIfSignedOut } from '@/components/auth/autosave-copies';
import { AUTH_MSG } from '@/lib/copy/auth-messages';
import { loginAction } from './actions';
import { AuthForm, EmailField, PasswordField } from './form-parts';
import { useAuthForm } from './use-auth-form';

export function LoginForm() {
  // The action set the session cookie, which already drops the router cache: a refresh on top would
  // fetch the target (and every prefetched header link) a second time.
  const form = useAuthForm(loginAction, { success: AUTH_MSG.success, toastErrors: true });
  const email = form.state.status === 'error' ? form.state.email : undefined;
  // A session that ended (expired, revoked) leaves no unsaved copy behind on this browser.
  useEffect(() => void forgetAutosavesIfSignedOut(), []);

  return (
    <AuthForm form={form} submit={['Se connecter', 'Connexion en cours...']}>
      <EmailField id={`${form.id}-email`} defaultValue={email} key={email} />
      <PasswordField id={`${form.id}-password`} label="Mot de passe" name="password" autoComplete="current-password">
        <p className="mt-2 text-right text-sm">
          <Link
            href="/login/mot-de-passe-oublie"
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {AUTH_MSG.forgotLink}
          </Link>
        </p>
      </PasswordField>
    </AuthForm>
  );
}

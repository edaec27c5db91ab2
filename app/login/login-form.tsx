'use client';
import { useActionState, useEffect, useId } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toaster';
import { AUTH_MSG } from '@/lib/content/auth-messages';
import { loginAction, type LoginState } from './actions';
import { Field, FormError, SubmitButton } from './form-parts';

export function LoginForm() {
  const [state, action, pending] = useActionState<LoginState, FormData>(loginAction, { status: 'idle' });
  const router = useRouter();
  const id = useId();

  useEffect(() => {
    if (state.status === 'success') {
      toast.success(AUTH_MSG.success);
      // The action set the session cookie, which already drops the router cache: a refresh on top would
      // fetch the target (and every prefetched header link) a second time.
      router.replace(state.redirectTo);
    } else if (state.status === 'error') {
      toast.error(state.error);
    }
  }, [state, router]);

  // Stays busy after a success until the next page replaces this one.
  const busy = pending || state.status === 'success';
  const error = state.status === 'error' && !pending ? state.error : null;
  const email = state.status === 'error' ? state.email : undefined;

  return (
    <form action={action} className="space-y-5" aria-describedby={error ? `${id}-error` : undefined}>
      <Field
        id={`${id}-email`}
        label="E-mail"
        name="email"
        type="email"
        autoComplete="username"
        required
        defaultValue={email}
        key={email}
      />
      <Field
        id={`${id}-password`}
        label="Mot de passe"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      >
        <p className="mt-2 text-right text-sm">
          <Link
            href="/login/mot-de-passe-oublie"
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Mot de passe oublié ?
          </Link>
        </p>
      </Field>
      {error && <FormError id={`${id}-error`}>{error}</FormError>}
      <SubmitButton busy={busy} label="Se connecter" busyLabel="Connexion en cours..." />
    </form>
  );
}

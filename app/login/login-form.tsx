'use client';
import { useActionState, useEffect, useId } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toaster';
import { AUTH_MSG } from '@/lib/auth/messages';
import { loginAction, type LoginState } from './actions';
import { inputClass as input } from './form-styles';


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
      <div>
        <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium text-slate-700">
          E-mail
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={email}
          key={email}
          className={input}
        />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="mb-1 block text-sm font-medium text-slate-700">
          Mot de passe
        </label>
        <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required className={input} />
        <p className="mt-2 text-right text-sm">
          <Link href="/login/mot-de-passe-oublie" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Mot de passe oublié ?
          </Link>
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy && <span aria-hidden="true" className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent" />}
        {busy ? 'Connexion en cours...' : 'Se connecter'}
      </button>
    </form>
  );
}

'use client';
import { useActionState, useId } from 'react';
import { forgotPasswordAction, type ForgotState } from './actions';
import { inputClass, submitClass } from '../form-styles';

export function ForgotPasswordForm() {
  const [state, action, pending] = useActionState<ForgotState, FormData>(forgotPasswordAction, { status: 'idle' });
  const id = useId();
  const error = state.status === 'error' && !pending ? state.error : null;

  if (state.status === 'sent') {
    return (
      <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-3 py-3 text-sm text-green-800">
        {state.message}
      </p>
    );
  }
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
          defaultValue={state.status === 'error' ? state.email : undefined}
          className={inputClass}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={pending} className={submitClass}>
        {pending && <span aria-hidden="true" className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent" />}
        {pending ? 'Envoi en cours...' : 'Recevoir un lien de réinitialisation'}
      </button>
    </form>
  );
}

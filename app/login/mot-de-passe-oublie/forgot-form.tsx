'use client';
import { useActionState, useId } from 'react';
import { forgotPasswordAction, type ForgotState } from './actions';
import { Field, FormError, SubmitButton } from '../form-parts';

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
      <Field
        id={`${id}-email`}
        label="E-mail"
        name="email"
        type="email"
        autoComplete="username"
        required
        defaultValue={state.status === 'error' ? state.email : undefined}
      />
      {error && <FormError id={`${id}-error`}>{error}</FormError>}
      <SubmitButton busy={pending} label="Recevoir un lien de réinitialisation" busyLabel="Envoi en cours..." />
    </form>
  );
}

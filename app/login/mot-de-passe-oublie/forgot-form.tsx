'use client';
import { forgotPasswordAction } from './actions';
import { AuthForm, EmailField } from '../form-parts';
import { useAuthForm } from '../use-auth-form';

export function ForgotPasswordForm() {
  const form = useAuthForm(forgotPasswordAction);
  const { state } = form;

  if (state.status === 'sent') {
    return (
      <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-3 py-3 text-sm text-green-800">
        {state.message}
      </p>
    );
  }
  return (
    <AuthForm form={form} submit={['Recevoir un lien de réinitialisation', 'Envoi en cours...']}>
      <EmailField
        id={`${form.id}-email`}
        defaultValue={state.status === 'error' || state.status === 'proof' ? state.email : undefined}
      />
    </AuthForm>
  );
}

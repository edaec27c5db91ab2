// The pieces the sign-in and password forms share: the form with its error line and submit button,
// a labelled field, the e-mail and password fields.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { AUTH_MSG } from '@/lib/copy/auth-messages';
import type { AuthFormState } from './use-auth-form';

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

type FieldProps = { id: string; label: string; children?: ReactNode } & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input; `children` go under it (a hint, a link). */
export function Field({ id, label, children, ...input }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} className={inputClass} {...input} />
      {children}
    </div>
  );
}

/** The form: its fields, the error (with a note after it, if any) and the submit button with its busy label. */
export function AuthForm({
  form,
  submit: [label, busyLabel],
  errorNote,
  children,
}: {
  form: AuthFormState;
  submit: [label: string, busyLabel: string];
  errorNote?: ReactNode;
  children: ReactNode;
}) {
  const errorId = `${form.id}-error`;
  return (
    <form
      action={form.action}
      onSubmit={form.onSubmit}
      className="space-y-5"
      aria-describedby={form.error ? errorId : undefined}
    >
      {children}
      {form.error && (
        <FormError id={errorId}>
          {form.error}
          {errorNote}
        </FormError>
      )}
      <SubmitButton busy={form.busy} label={label} busyLabel={form.solving ? AUTH_MSG.proofSolving : busyLabel} />
    </form>
  );
}

/** The account's e-mail, as password managers know it. */
export function EmailField(props: Omit<FieldProps, 'label' | 'name' | 'type' | 'autoComplete'>) {
  return <Field label="E-mail" name="email" type="email" autoComplete="username" required {...props} />;
}

/** A required password; `autoComplete` tells password managers whether it is the current one or a new one. */
export function PasswordField(props: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  return <Field type="password" required {...props} />;
}

/** The form's error, announced; its id is the form's aria-describedby. */
export function FormError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {children}
    </p>
  );
}

/** Full-width submit button with a spinner and its busy label while the action runs. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy && (
        <span
          aria-hidden="true"
          className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}

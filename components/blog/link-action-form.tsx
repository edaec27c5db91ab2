'use client';
// The button a newsletter e-mail's link leads to (« Confirmer mon inscription », « Confirmer la
// désinscription »): the link's token goes back in hidden fields to a server action, so a mail scanner that
// opens the link changes nothing; it works without JavaScript too. The answer is announced politely.
import { useActionState } from 'react';
import type { NewsletterState } from '@/lib/newsletter/types';

type Props = {
  action: (previous: NewsletterState, formData: FormData) => Promise<NewsletterState>;
  fields: Record<string, string>;
  label: string;
  pendingLabel: string;
};

const initial: NewsletterState = { status: 'idle', message: '' };

export function LinkActionForm({ action, fields, label, pendingLabel }: Props) {
  const [state, submit, pending] = useActionState(action, initial);
  const done = state.status === 'success';
  return (
    <form action={submit} className="max-w-xl">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {!done && (
        <button
          type="submit"
          disabled={pending}
          className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70"
        >
          {pending ? pendingLabel : label}
        </button>
      )}
      <p
        role="status"
        aria-live="polite"
        className={`mt-3 min-h-6 font-medium ${state.status === 'error' ? 'text-red-700' : 'text-emerald-700'}`}
      >
        {state.message}
      </p>
    </form>
  );
}

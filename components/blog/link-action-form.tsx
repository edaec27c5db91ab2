'use client';
// The button a newsletter e-mail's link leads to (« Confirmer mon inscription », « Confirmer la
// désinscription »): the link's token goes back in hidden fields, so a mail scanner that opens the link changes
// nothing. A plain HTML form posting to the newsletter's form endpoint (it works without JavaScript: the page
// then shows the outcome); with JavaScript the server action runs in place and its answer is announced politely.
import { startTransition, useActionState, type FormEvent } from 'react';
import { FORM_PATH } from '@/lib/newsletter/form-path';
import type { NewsletterState } from '@/lib/newsletter/types';

type Props = {
  action: (previous: NewsletterState, formData: FormData) => Promise<NewsletterState>;
  /** What the form endpoint does without JavaScript (app/api/newsletter/formulaire/route.ts). */
  intent: 'confirmer' | 'desinscrire';
  fields: Record<string, string>;
  label: string;
  pendingLabel: string;
  /** The outcome the page was sent back with (no JavaScript), if any. */
  outcome?: NewsletterState;
};

const idle: NewsletterState = { status: 'idle', message: '' };

export function LinkActionForm({ action, intent, fields, label, pendingLabel, outcome = idle }: Props) {
  const [state, submit, pending] = useActionState(action, outcome);
  const done = state.status === 'success';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => submit(data));
  };
  return (
    <form method="post" action={FORM_PATH} onSubmit={onSubmit} className="max-w-xl">
      <input type="hidden" name="intent" value={intent} />
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

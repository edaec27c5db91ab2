'use client';
// « Se désinscrire » without a link: the address goes to a server action that e-mails it its unsubscribe
// link if it is subscribed (typing an address proves nothing); the answer is the same sentence for any
// address, announced politely to screen readers.
import { startTransition, useActionState, useId, type FormEvent } from 'react';
import { useProofOfWork } from '@/components/ui/use-proof-of-work';
import { leaveNewsletter } from '@/lib/actions/newsletter';
import { FORM_PATH } from '@/lib/newsletter/form-path';
import type { NewsletterState } from '@/lib/newsletter/types';
import { EmailInput, Honeypot } from './newsletter-fields';

const idle: NewsletterState = { status: 'idle', message: '' };

// A plain HTML form posting to the newsletter's form endpoint (usable without JavaScript: the page then shows the
// outcome, `outcome`); with JavaScript the server action runs in place, and a proof of work can be solved.
export function UnsubscribeForm({ outcome = idle }: { outcome?: NewsletterState }) {
  const [state, action, pending] = useActionState(leaveNewsletter, outcome);
  const id = useId();
  // Past the e-mail doors' budgets the server asks for a proof of work: solved, then the same fields go again.
  const proof = useProofOfWork(state, action);
  const busy = pending || proof.solving;
  const failed = state.status === 'error';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    proof.onSubmit(event);
    const data = new FormData(event.currentTarget);
    startTransition(() => action(data));
  };
  return (
    <form method="post" action={FORM_PATH} onSubmit={onSubmit} noValidate className="max-w-xl">
      <input type="hidden" name="intent" value="lien" />
      <Honeypot />
      <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-slate-800">
        Adresse e-mail inscrite
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <EmailInput
          id={id}
          state={state}
          className="border-slate-300 bg-white text-slate-900 focus:border-brand-500 focus:ring-brand-100"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70"
        >
          {busy ? 'Envoi...' : 'Recevoir le lien'}
        </button>
      </div>
      <p
        id={`${id}-message`}
        role="status"
        aria-live="polite"
        className={`mt-3 min-h-6 text-sm font-medium ${failed ? 'text-red-700' : 'text-emerald-700'}`}
      >
        {state.message}
      </p>
    </form>
  );
}

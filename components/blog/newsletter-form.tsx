'use client';
// « S’inscrire »: stores the address through a server action (validation, deduplication, honeypot,
// rate limit) and shows the French answer inline, announced politely to screen readers.
import { useActionState, useId } from 'react';
import { useProofOfWork } from '@/components/ui/use-proof-of-work';
import { subscribeToNewsletter } from '@/lib/actions/newsletter';
import { CURRENT_CONSENT, type NewsletterState } from '@/lib/newsletter/types';
import { EmailInput, Honeypot } from './newsletter-fields';

const initial: NewsletterState = { status: 'idle', message: '' };

export function NewsletterForm({
  source,
  page,
  tone = 'light',
}: {
  source: string;
  page: string;
  tone?: 'light' | 'dark';
}) {
  const [state, action, pending] = useActionState(subscribeToNewsletter, initial);
  // Past the site-wide limit the server asks for a proof of work: solved, then the same fields go again.
  const proof = useProofOfWork(state, action);
  const busy = pending || proof.solving;
  const id = useId();
  const dark = tone === 'dark';
  const messageColor = {
    idle: '',
    success: dark ? 'text-emerald-200' : 'text-emerald-700',
    error: dark ? 'text-amber-200' : 'text-red-700',
    proof: dark ? 'text-brand-100' : 'text-slate-700',
  }[state.status];

  return (
    <form action={action} onSubmit={proof.onSubmit} noValidate className="w-full" data-newsletter-form="">
      <input type="hidden" name="source" value={source} />
      {/* The proof of consent: the page and the version of the sentence shown under the form. */}
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="consent" value={CURRENT_CONSENT} />
      <Honeypot />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Adresse e-mail
        </label>
        <EmailInput
          id={id}
          state={state}
          placeholder="Votre adresse e-mail"
          className={
            dark
              ? 'border-white/20 bg-white/10 text-white placeholder:text-brand-200 focus:border-white focus:ring-white/20'
              : 'border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:ring-brand-100'
          }
        />
        <button
          type="submit"
          disabled={busy}
          className={`rounded-lg px-6 py-3 font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-70 ${
            dark
              ? 'bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-white'
              : 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600'
          }`}
        >
          {busy ? 'Inscription...' : 'S’inscrire'}
        </button>
      </div>
      <p
        id={`${id}-message`}
        role="status"
        aria-live="polite"
        className={`mt-3 min-h-6 text-sm font-medium ${messageColor}`}
      >
        {state.message}
      </p>
    </form>
  );
}

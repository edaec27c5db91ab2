'use client';
// « Se désinscrire »: the address goes to a server action that erases it if it is subscribed; the answer
// is the same sentence for any address, announced politely to screen readers.
import { useActionState, useId } from 'react';
import { leaveNewsletter } from '@/lib/actions/newsletter';
import type { NewsletterState } from '@/lib/newsletter/types';
import { Honeypot } from './honeypot';

const initial: NewsletterState = { status: 'idle', message: '' };

export function UnsubscribeForm() {
  const [state, action, pending] = useActionState(leaveNewsletter, initial);
  const id = useId();
  const failed = state.status === 'error';
  return (
    <form action={action} noValidate className="max-w-xl">
      <Honeypot />
      <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-slate-800">
        Adresse e-mail inscrite
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          defaultValue={failed ? state.email : ''}
          aria-invalid={failed || undefined}
          aria-describedby={`${id}-message`}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70"
        >
          {pending ? 'Désinscription...' : 'Se désinscrire'}
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

// The fields the newsletter's sign-up and unsubscribe forms share.
import type { NewsletterState } from '@/lib/newsletter/types';

/**
 * The honeypot: a field humans never see (off-screen, skipped by keyboard and assistive
 * technologies), so any value in it means a bot (lib/newsletter/signup.ts).
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Ne pas remplir
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The address: one the browser can fill, kept after a refusal, described by the form's message (`${id}-message`). */
export function EmailInput({
  id,
  state,
  placeholder,
  className,
}: {
  id: string;
  state: NewsletterState;
  placeholder?: string;
  /** Borders, colours and focus ring. */
  className: string;
}) {
  const failed = state.status === 'error';
  return (
    <input
      id={`${id}-email`}
      type="email"
      name="email"
      required
      autoComplete="email"
      inputMode="email"
      maxLength={254}
      defaultValue={failed ? state.email : ''}
      placeholder={placeholder}
      aria-invalid={failed || undefined}
      aria-describedby={`${id}-message`}
      className={`min-w-0 flex-1 rounded-lg border px-4 py-3 text-base shadow-sm focus:ring-4 focus:outline-none ${className}`}
    />
  );
}

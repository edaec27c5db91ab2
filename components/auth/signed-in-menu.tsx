'use client';
// The header's session menu once signed in (see session-menu.tsx): loaded only for a signed-in
// visitor, so the dropdown stays out of the script every visitor downloads.
import Link from 'next/link';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/icons/frame';
import { forgetAutosaves } from './autosave-copies';
import { linkButton } from './session-link-button';

type Props = {
  session: { email: string; isAdmin: boolean };
  variant: 'desktop' | 'mobile';
  onNavigate?: () => void;
};

async function signOutAndLeave(): Promise<void> {
  forgetAutosaves(); // this account's unsaved copies leave with it (shared computers)
  try {
    await fetch('/api/auth/signout', { method: 'POST', credentials: 'same-origin' });
  } finally {
    // A full load, not router.push: it drops every client-side state and cache of admin pages
    // along with the session (shared computers).
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/');
  }
}

export function SignedInMenu({ session, variant, onNavigate }: Props) {
  const [leaving, setLeaving] = useState(false);
  const signOut = useCallback(() => {
    setLeaving(true);
    onNavigate?.();
    void signOutAndLeave();
  }, [onNavigate]);

  if (variant === 'mobile') {
    return (
      <div className="space-y-2">
        <p className="truncate px-1 text-sm font-medium text-slate-600" title={session.email}>
          {session.email}
        </p>
        {session.isAdmin && (
          <Link
            href="/admin/dashboard"
            onClick={onNavigate}
            className={`${linkButton} w-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
          >
            Administration
          </Link>
        )}
        <button
          type="button"
          onClick={signOut}
          disabled={leaving}
          className={`${linkButton} w-full bg-slate-900 text-white hover:bg-slate-700 disabled:opacity-60`}
        >
          Déconnexion
        </button>
      </div>
    );
  }

  return (
    <DesktopDropdown
      email={session.email}
      isAdmin={session.isAdmin}
      leaving={leaving}
      onSignOut={signOut}
      onNavigate={onNavigate}
    />
  );
}

function DesktopDropdown({
  email,
  isAdmin,
  leaving,
  onSignOut,
  onNavigate,
}: {
  email: string;
  isAdmin: boolean;
  leaving: boolean;
  onSignOut: () => void;
  onNavigate?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Closes on a click or focus outside, and on Escape (focus back to the toggle).
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={`${linkButton} max-w-32 gap-1.5 border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 min-[360px]:max-w-40 sm:max-w-56`}
      >
        <span className="truncate">{email}</span>
        <ChevronDownIcon className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-56 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        <ul>
          {isAdmin && (
            <li>
              <Link
                href="/admin/dashboard"
                onClick={() => {
                  setOpen(false);
                  onNavigate?.();
                }}
                className="block px-4 py-2 text-sm text-slate-700 hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none"
              >
                Administration
              </Link>
            </li>
          )}
          <li>
            <button
              type="button"
              onClick={onSignOut}
              disabled={leaving}
              className="block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none disabled:opacity-60"
            >
              Déconnexion
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

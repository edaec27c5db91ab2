'use client';
// Header session island: asks /api/session in the browser, so the pages around it stay static, and
// only when the session hint says someone signed in on this browser (lib/auth/session-hint.ts).
// Signed out: « Connexion » → /login. Signed in: the e-mail opening « Administration » (admins)
// and « Déconnexion ». Desktop is a disclosure dropdown; mobile renders the items inline.
import Link from 'next/link';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { hasSessionHint } from '@/lib/auth/session-hint';
import { linkButton } from './session-link-button';

// Most visitors are signed out: the signed-in menu's code loads only when there is a session.
const SignedInMenu = dynamic(() => import('./signed-in-menu').then((m) => m.SignedInMenu), { ssr: false });

type SessionInfo = { email: string; isAdmin: boolean } | null;
type Props = { variant?: 'desktop' | 'mobile'; onNavigate?: () => void };

// Desktop and mobile menus mount together: share the request in flight, never a stale answer.
let inflight: Promise<SessionInfo> | null = null;
function fetchSession(): Promise<SessionInfo> {
  inflight ??= fetch('/api/session', { cache: 'no-store', credentials: 'same-origin' })
    .then((r) => (r.ok ? (r.json() as Promise<{ user: SessionInfo }>) : { user: null }))
    .then((body) => body.user ?? null)
    .catch(() => null)
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

export function SessionMenu({ variant = 'desktop', onNavigate }: Props) {
  const [session, setSession] = useState<SessionInfo | undefined>(undefined);

  useEffect(() => {
    let alive = true;
    (hasSessionHint(document.cookie) ? fetchSession() : Promise.resolve(null)).then((s) => {
      if (alive) setSession(s);
    });
    return () => {
      alive = false;
    };
  }, []);

  const placeholder = (
    // Reserves the space while loading, without flashing « Connexion » at a signed-in user.
    <span
      aria-hidden="true"
      className={
        variant === 'mobile'
          ? 'block h-10 w-full rounded-lg bg-slate-100'
          : 'inline-block h-9 w-28 rounded-lg bg-slate-100'
      }
    />
  );
  if (session === undefined) return placeholder;

  if (!session) {
    return (
      <Link
        href="/login"
        prefetch={false}
        onClick={onNavigate}
        className={`${linkButton} bg-brand-600 text-white hover:bg-brand-700 ${variant === 'mobile' ? 'w-full' : ''}`}
      >
        Connexion
      </Link>
    );
  }

  return <SignedInMenu session={session} variant={variant} onNavigate={onNavigate} />;
}

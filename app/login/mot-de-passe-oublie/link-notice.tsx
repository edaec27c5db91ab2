'use client';
import { useSearchParams } from 'next/navigation';
import { ACCOUNT_MSG } from '@/lib/copy/auth-messages';

/** Shown when /auth/confirm sent the visitor back here: their e-mail link did not work. */
export function InvalidLinkNotice() {
  if (useSearchParams().get('lien') !== 'invalide') return null;
  return (
    <p role="alert" className="mb-5 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800">
      {ACCOUNT_MSG.linkInvalid}
    </p>
  );
}

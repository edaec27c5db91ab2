'use client';
// The privacy page's opt-out of the audience measurement (components/layout/audience-send.ts): the visitor's
// own choice, kept in this browser's storage at their request (the measurement itself writes nothing).
import { useEffect, useState } from 'react';
import { OPT_OUT_KEY } from './audience-send';

export function AudienceOptOut() {
  const [refused, setRefused] = useState<boolean | null>(null);
  useEffect(() => {
    try {
      setRefused(localStorage.getItem(OPT_OUT_KEY) === 'refus'); // eslint-disable-line react-hooks/set-state-in-effect -- browser-only state after hydration
    } catch {
      setRefused(false);
    }
  }, []);
  const choose = (refuse: boolean) => {
    try {
      if (refuse) localStorage.setItem(OPT_OUT_KEY, 'refus');
      else localStorage.removeItem(OPT_OUT_KEY);
      setRefused(refuse);
    } catch {
      // Storage unavailable: the browser's « Ne pas suivre » setting still works.
    }
  };
  if (refused === null) return null;
  return (
    <div className="not-prose mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p role="status" className="m-0 text-slate-800">
        {refused
          ? 'Les visites de ce navigateur ne sont plus mesurées.'
          : 'Les visites de ce navigateur sont comptées de façon anonyme.'}
      </p>
      <button
        type="button"
        onClick={() => choose(!refused)}
        className="mt-3 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        {refused ? 'Reprendre la mesure' : 'Ne plus mesurer mes visites sur ce navigateur'}
      </button>
    </div>
  );
}

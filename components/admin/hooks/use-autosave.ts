'use client';
import { createContext, createElement, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { AUTOSAVE_PREFIX, forgetAutosaves } from '@/components/auth/autosave-copies';
import { useLeaveGuard } from './use-leave-guard';

type Saved<V> = { values: V; savedAt: string };

// Whose copies these are (components/auth/autosave-copies.ts): the admin layout gives the account's digest.
const OwnerContext = createContext('');

/** The signed-in account's copies only: another account's, left in this browser, are removed on opening. */
export function AutosaveOwner({ owner, children }: { owner: string; children: ReactNode }) {
  useEffect(() => forgetAutosaves(owner), [owner]);
  return createElement(OwnerContext.Provider, { value: owner }, children);
}

/** Where the signed-in account's copy of `key` is kept. */
export const useAutosaveKey = (key: string) => `${AUTOSAVE_PREFIX}${useContext(OwnerContext)}:${key}`;

/** Writes the unsaved copy (or forgets it when the form holds what is stored). */
function keep<V>(storageKey: string, values: V, dirty: boolean): void {
  try {
    if (!dirty) window.localStorage.removeItem(storageKey);
    else
      window.localStorage.setItem(
        storageKey,
        JSON.stringify({ values, savedAt: new Date().toISOString() } satisfies Saved<V>),
      );
  } catch {
    // Quota or private mode: autosave is a convenience, the form keeps working.
  }
}

/**
 * The pending write also runs when the page is hidden, left or reloaded (a click on a link within the
 * debounce would otherwise leave the last keystrokes out). Returns the effect's cleanup.
 */
function flushOnLeave(write: () => void, timer: number): () => void {
  const onHide = () => {
    if (document.visibilityState === 'hidden') write();
  };
  window.addEventListener('pagehide', write);
  window.addEventListener('beforeunload', write);
  document.addEventListener('visibilitychange', onHide);
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener('pagehide', write);
    window.removeEventListener('beforeunload', write);
    document.removeEventListener('visibilitychange', onHide);
  };
}

/**
 * The values a form opens with: an earlier unsaved version kept in localStorage when it differs from
 * the stored item, else the item. Forms open in the browser only (after a click), so this runs there.
 */
export function readAutosave<V extends object>(
  storageKey: string,
  initial: V,
): { values: V; restoredAt: string | null } {
  try {
    const raw = window.localStorage.getItem(storageKey);
    const saved = raw ? (JSON.parse(raw) as Saved<V>) : null;
    if (saved && JSON.stringify(saved.values) !== JSON.stringify(initial))
      return { values: { ...initial, ...saved.values }, restoredAt: saved.savedAt };
  } catch {
    // Unreadable or unavailable storage: the form simply starts from the stored item.
  }
  return { values: initial, restoredAt: null };
}

/**
 * Keeps an unsaved form in this browser's localStorage (so a closed tab loses nothing; per browser, not on
 * the server: nothing unsaved leaves the admin's machine) and asks before leaving it (./use-leave-guard.ts).
 * `key` names the item.
 */
export function useAutosave<V extends object>(
  key: string,
  initial: V,
  values: V,
  replace: (v: V) => void,
  restored: string | null,
) {
  const storageKey = useAutosaveKey(key);
  const [restoredAt, setRestoredAt] = useState<string | null>(restored);
  const original = useRef(initial);
  useLeaveGuard(JSON.stringify(values) !== JSON.stringify(initial));

  // Every change is kept (shortly after typing stops, and at once when the page is hidden or left);
  // going back to the stored item forgets it.
  useEffect(() => {
    const write = () => keep(storageKey, values, JSON.stringify(values) !== JSON.stringify(original.current));
    const timer = window.setTimeout(write, 500);
    return flushOnLeave(write, timer);
  }, [values, storageKey]);

  return {
    restoredAt,
    /** After a successful save or an explicit cancel. */
    clear: () => {
      try {
        window.localStorage.removeItem(storageKey);
      } catch {
        // nothing to clear
      }
      setRestoredAt(null);
    },
    /** « Ignorer »: back to the stored item. */
    discard: () => {
      replace(original.current);
      try {
        window.localStorage.removeItem(storageKey);
      } catch {
        // nothing to clear
      }
      setRestoredAt(null);
    },
  };
}

/**
 * The same for a form the server renders with the page (« Lettres », « Textes du site »): `saved` is what
 * is stored now (it changes after a save), `values` what the form holds. An unsaved copy found in this
 * browser is offered back once the page is in the browser (not during the server's render, which has no
 * storage). Returns the same controls as useAutosave.
 */
export function useKeptDraft<V extends object>(key: string, saved: V, values: V, replace: (v: V) => void) {
  const storageKey = useAutosaveKey(key);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  useLeaveGuard(ready && dirty);

  // Once, when the page opens: the browser's storage exists only after hydration.
  useEffect(() => {
    const found = readAutosave(storageKey, saved);
    if (found.restoredAt) {
      replace(found.values);
      setRestoredAt(found.restoredAt); // eslint-disable-line react-hooks/set-state-in-effect -- browser-only state after hydration
    }
    setReady(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once; later changes of `saved` are saves
  }, []);

  useEffect(() => {
    if (!ready) return;
    const write = () => keep(storageKey, values, dirty);
    const timer = window.setTimeout(write, 500);
    return flushOnLeave(write, timer);
  }, [values, dirty, ready, storageKey]);

  const forget = () => {
    try {
      window.localStorage.removeItem(storageKey);
    } catch {
      // nothing to forget
    }
    setRestoredAt(null);
  };
  return {
    restoredAt,
    dirty,
    /** After a successful save. */
    clear: forget,
    /** « Ignorer »: back to what is stored. */
    discard: () => {
      replace(saved);
      forget();
    },
  };
}

'use client';
import { useEffect, useRef, useState } from 'react';

type Saved<V> = { values: V; savedAt: string };

const storageKeyOf = (key: string) => `autosave:${key}`;

/**
 * The values a form opens with: an earlier unsaved version kept in localStorage when it differs from
 * the stored item, else the item. Forms open in the browser only (after a click), so this runs there.
 */
export function readAutosave<V extends object>(key: string, initial: V): { values: V; restoredAt: string | null } {
  try {
    const raw = window.localStorage.getItem(storageKeyOf(key));
    const saved = raw ? (JSON.parse(raw) as Saved<V>) : null;
    if (saved && JSON.stringify(saved.values) !== JSON.stringify(initial))
      return { values: { ...initial, ...saved.values }, restoredAt: saved.savedAt };
  } catch {
    // Unreadable or unavailable storage: the form simply starts from the stored item.
  }
  return { values: initial, restoredAt: null };
}

/** Keeps an unsaved form in localStorage (so a closed tab loses nothing). `key` names the item. */
export function useAutosave<V extends object>(
  key: string,
  initial: V,
  values: V,
  replace: (v: V) => void,
  restored: string | null,
) {
  const storageKey = storageKeyOf(key);
  const [restoredAt, setRestoredAt] = useState<string | null>(restored);
  const original = useRef(initial);

  // Every change is kept (shortly after typing stops); going back to the stored item forgets it.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      try {
        if (JSON.stringify(values) === JSON.stringify(original.current)) window.localStorage.removeItem(storageKey);
        else
          window.localStorage.setItem(
            storageKey,
            JSON.stringify({ values, savedAt: new Date().toISOString() } satisfies Saved<V>),
          );
      } catch {
        // Quota or private mode: autosave is a convenience, the form keeps working.
      }
    }, 500);
    return () => window.clearTimeout(timer);
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

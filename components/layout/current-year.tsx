'use client';
// Current year for the copyright line. The server renders the year it was built/revalidated in
// (no clock read while prerendering); the browser then shows its own year if it differs.
import { useSyncExternalStore } from 'react';

const noop = () => () => {};

export function CurrentYear({ fallback }: { fallback: number }) {
  const year = useSyncExternalStore(
    noop,
    () => new Date().getFullYear(),
    () => fallback,
  );
  return <>{year}</>;
}

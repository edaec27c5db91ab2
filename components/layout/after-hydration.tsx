'use client';
// Browser-only parts of the shared frame: what reads the URL (pathname, query) renders after
// hydration, so prerendering never waits for the request and every page stays one whole document.
import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/** False while prerendering and hydrating, true from the first render after hydration. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

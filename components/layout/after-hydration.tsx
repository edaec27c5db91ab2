'use client';
// Browser-only parts of the shared frame: what reads the URL (pathname, query) renders after
// hydration, so prerendering never waits for the request and every page stays one whole document.
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

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

/**
 * Marks the document `<html data-hydrated>` once React has hydrated the frame. Prerendered documents
 * load their scripts once painted (lib/performance/deferred-scripts.mjs), so a page can be
 * visible, and its load event fired, before it hydrates: the e2e suite waits for this mark after each
 * navigation before it interacts (e2e/fixtures/test.ts).
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

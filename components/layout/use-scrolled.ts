'use client';
import { useSyncExternalStore } from 'react';

/** Header scroll threshold: past it the header gets its solid background. */
export const SCROLL_THRESHOLD = 20;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page has scrolled more than 20 px (false on the server). */
export function useScrolled(threshold = SCROLL_THRESHOLD): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}

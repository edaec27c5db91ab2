'use client';
// After each path change: back to the top and the page counted (./navigated.ts, loaded after hydration, so none
// of it is in a page's first load). Rendered after hydration only (see AfterHydration in the site frame).
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => void import('./navigated').then((m) => m.navigated(pathname)), [pathname]);
  return null;
}

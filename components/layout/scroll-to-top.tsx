'use client';
// Scrolls to the top on every path change (not on the first load, so /#section links still work).
// Rendered after hydration only (see AfterHydration in the site frame).
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

'use client';
// The audience beacon in the public frame: after hydration and at each client-side navigation, the page seen is
// counted by ./audience-send.ts, loaded then (not part of the page's first load).
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

export function AudienceBeacon() {
  const path = usePathname();
  useEffect(() => {
    void import('./audience-send').then((m) => m.view(path)).catch(() => {});
  }, [path]);
  return null;
}

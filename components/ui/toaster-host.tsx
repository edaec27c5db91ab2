'use client';
// Loads the toast container (and sonner) only on the paths that show toasts: the back office and
// the sign-in page. Public pages never download it.
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { AfterHydration } from '@/components/layout/after-hydration';

const Toaster = dynamic(() => import('./toaster').then((mod) => mod.Toaster), { ssr: false });

export const showsToasts = (pathname: string) =>
  pathname === '/login' || pathname === '/admin' || pathname.startsWith('/admin/');

function ToasterOnBackOffice() {
  return showsToasts(usePathname()) ? <Toaster /> : null;
}

export function ToasterHost() {
  return (
    <AfterHydration>
      <ToasterOnBackOffice />
    </AfterHydration>
  );
}

import Link from 'next/link';
import type { ReactNode } from 'react';
import { AdminBrand, AdminNav } from './admin-nav';
import { ExternalLinkIcon } from '@/components/icons/admin';

/**
 * Back-office frame: header, fixed-width left menu (a « Menu » button that opens a grid on small screens) and footer.
 * `account` is the signed-in part of the header (rendered by the layout under its own Suspense).
 */
export function AdminShell({
  account,
  zoneLabel,
  children,
}: {
  account?: ReactNode;
  /** The studio's zone as forms name it (« heure de Paris »), said once on every screen. */
  zoneLabel?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 [--icon-size:18px]">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Aller au contenu
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="flex h-16 items-center justify-between gap-4 px-4 lg:px-6">
          <AdminBrand />
          <div className="flex items-center gap-3">
            <Link
              href="/"
              className="hidden items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:text-brand-700 sm:inline-flex"
            >
              Voir le site <ExternalLinkIcon className="size-3.5" />
            </Link>
            {account}
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col lg:flex-row">
        <aside className="border-b border-slate-200 bg-white px-3 py-2 lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0 lg:py-6">
          <div className="lg:sticky lg:top-22">
            <AdminNav />
          </div>
        </aside>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
      <footer className="border-t border-slate-200 bg-white px-4 py-4 text-xs text-slate-500 lg:px-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p>Studio graphique — espace d’administration</p>
          {zoneLabel && (
            <p>
              Dates et heures{'\u00a0'}: {zoneLabel} (
              <Link href="/admin/reglages" className="underline hover:text-brand-700">
                Réglages
              </Link>
              )
            </p>
          )}
          <p>
            <Link href="/" className="hover:text-brand-700">
              Retour au site public
            </Link>
          </p>
        </div>
      </footer>
    </div>
  );
}

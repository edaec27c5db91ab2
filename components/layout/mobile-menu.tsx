'use client';
// Full-screen slide-in menu (below the xl breakpoint): search, navigation with a collapsible
// Services section, session area and a quote button. While it is open Escape closes it, focus stays
// inside and the page does not scroll (components/ui/dialog.ts); focus returns to the menu button on close.
import Link from '@/components/ui/link';
import { useEffect, useId, useRef, useState } from 'react';
import { useDialog } from '@/components/ui/dialog';
import { SessionMenu } from '@/components/auth/session-menu';
import { ChevronDownIcon, CloseIcon } from '@/components/icons/frame';
import { buttonClasses } from '@/components/ui/button-classes';
import { isActivePath, MAIN_NAV } from '@/lib/copy/navigation';
import { Logo } from './logo';
import { SearchForm } from './search-form';

type Props = { id: string; open: boolean; onClose: () => void; pathname: string | null };

export function MobileMenu({ id, open, onClose, pathname }: Props) {
  const [servicesOpen, setServicesOpen] = useState(false);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const servicesId = useId();
  useDialog(panel, { open, onClose });

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  const linkClass = (active: boolean) =>
    `flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${active ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-50'}`;

  return (
    <div
      id={id}
      ref={setPanel}
      role="dialog"
      aria-modal="true"
      aria-label="Menu principal"
      // Opening shows the panel at once (so focus can move into it) and slides it in; closing
      // slides it out and hides it at the end of the slide.
      className={`fixed inset-0 z-[60] flex flex-col bg-white duration-300 ease-out xl:hidden ${open ? 'visible translate-x-0 transition-[translate]' : 'invisible translate-x-full transition-[translate,visibility]'}`}
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
        <Logo size="small" onClick={onClose} />
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <CloseIcon className="size-6" />
          <span className="sr-only">Fermer le menu</span>
        </button>
      </div>
      <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-6">
        <SearchForm id="recherche-mobile" onSearched={onClose} />
        <nav aria-label="Navigation principale" className="mt-6">
          <ul className="space-y-1">
            {MAIN_NAV.map((item) =>
              item.children ? (
                <li key={item.href}>
                  <button
                    type="button"
                    aria-expanded={servicesOpen}
                    aria-controls={servicesId}
                    onClick={() => setServicesOpen((v) => !v)}
                    className={linkClass(isActivePath(pathname, item.href))}
                  >
                    {item.label}
                    <ChevronDownIcon className={`size-5 transition-transform ${servicesOpen ? 'rotate-180' : ''}`} />
                  </button>
                  <ul
                    id={servicesId}
                    hidden={!servicesOpen}
                    className="mt-1 ml-3 space-y-1 border-l-2 border-brand-100 pl-3"
                  >
                    <li>
                      <Link
                        href={item.href}
                        onClick={onClose}
                        aria-current={pathname === item.href ? 'page' : undefined}
                        className={linkClass(pathname === item.href).replace('font-semibold', 'font-medium')}
                      >
                        Tous nos services
                      </Link>
                    </li>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <Link
                          href={child.href}
                          onClick={onClose}
                          aria-current={pathname === child.href ? 'page' : undefined}
                          className={linkClass(pathname === child.href).replace('font-semibold', 'font-medium')}
                        >
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={onClose}
                    aria-current={pathname === item.href ? 'page' : undefined}
                    className={linkClass(isActivePath(pathname, item.href))}
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="mt-6 border-t border-slate-200 pt-6">
          <SessionMenu variant="mobile" onNavigate={onClose} />
        </div>
        <Link href="/contact" onClick={onClose} className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
          Demander un devis
        </Link>
      </div>
    </div>
  );
}

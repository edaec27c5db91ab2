'use client';
// Site header: logo, desktop navigation with the Services dropdown, search, session area and the
// mobile menu button. Transparent at the top, solid white once scrolled more than 20 px.
import dynamic from 'next/dynamic';
import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { SessionMenu } from '@/components/auth/session-menu';
import { MenuIcon } from '@/components/icons/frame';
import { isActivePath, MAIN_NAV } from '@/lib/copy/navigation';
import { useHydrated } from './after-hydration';
import { Logo } from './logo';
import { SearchForm } from './search-form';
import { ServicesDropdown } from './services-dropdown';
import { useScrolled } from './use-scrolled';

const MOBILE_MENU_ID = 'menu-mobile';

// The mobile menu's code and markup load on its first opening: until then an empty hidden element
// keeps the id its toggle controls, and no page carries the whole menu in its HTML and bundle.
const MenuPlaceholder = () => <div id={MOBILE_MENU_ID} hidden />;
const MobileMenu = dynamic(() => import('./mobile-menu').then((mod) => mod.MobileMenu), {
  ssr: false,
  loading: MenuPlaceholder,
});

// Short classes from app/globals.css: the links are in every document.
const linkClass = (active: boolean) => (active ? 'nav-link nav-link-active' : 'nav-link');

function HeaderView({ pathname }: { pathname: string | null }) {
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  const [lastPath, setLastPath] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A navigation closes the mobile menu (adjusting state during render, not in an effect).
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  const closeMenu = () => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <>
      <header
        data-scrolled={scrolled ? 'true' : 'false'}
        className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${scrolled ? 'bg-white shadow-md shadow-slate-900/5' : 'bg-transparent'}`}
      >
        <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8 xl:h-20">
          <Logo size="normal" className="shrink-0" />
          <nav aria-label="Navigation principale" className="hidden xl:block">
            <ul className="flex items-center gap-0.5">
              {MAIN_NAV.map((item) => (
                <li key={item.href}>
                  {item.children ? (
                    <ServicesDropdown item={item} pathname={pathname} linkClass={linkClass} />
                  ) : (
                    <Link
                      href={item.href}
                      className={linkClass(isActivePath(pathname, item.href))}
                      aria-current={pathname === item.href ? 'page' : undefined}
                    >
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden items-center gap-3 xl:flex">
            <SearchForm id="recherche-entete" className="w-44" />
            <SessionMenu variant="desktop" />
          </div>
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen(true)}
            className="rounded-lg p-2 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 xl:hidden"
          >
            <MenuIcon className="size-6" />
            <span className="sr-only">Ouvrir le menu</span>
          </button>
        </div>
      </header>
      {menuUsed ? (
        <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={closeMenu} pathname={pathname} />
      ) : (
        <MenuPlaceholder />
      )}
    </>
  );
}

/** Reports the pathname; mounted only in the browser, where it is always known. */
function PathnameReporter({ onChange }: { onChange: (pathname: string) => void }) {
  const pathname = usePathname();
  useEffect(() => onChange(pathname), [pathname, onChange]);
  return null;
}

/**
 * The header is rendered once, without current-page marks, into every static document; the marks
 * follow the pathname read in the browser after hydration (no request-time reader in the frame).
 */
export function Header() {
  const hydrated = useHydrated();
  const [pathname, setPathname] = useState<string | null>(null);
  return (
    <>
      {hydrated && <PathnameReporter onChange={setPathname} />}
      <HeaderView pathname={pathname} />
    </>
  );
}

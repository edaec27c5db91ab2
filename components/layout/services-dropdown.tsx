'use client';
// Desktop « Services » entry: the link goes to /services; the chevron button (or hovering)
// opens the four sub-pages. Escape and leaving the menu close it.
import Link from '@/components/ui/link';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { isActivePath, type NavItem } from '@/lib/copy/navigation';
import { ChevronDownIcon } from '@/components/icons/frame';

type Props = { item: NavItem; pathname: string | null; linkClass: (active: boolean) => string };

export function ServicesDropdown({ item, pathname, linkClass }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Hovering opens the menu; a click right after (same gesture) must not close it again.
  const openedByHover = useRef(false);
  const active = isActivePath(pathname, item.href);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div
      className="relative flex items-center"
      onMouseEnter={() => {
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        cancelClose();
        openedByHover.current = false;
        closeTimer.current = setTimeout(() => setOpen(false), 120);
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <Link
        href={item.href}
        className={`${linkClass(active)} pr-1`}
        aria-current={pathname === item.href ? 'page' : undefined}
      >
        {item.label}
      </Link>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else {
            setOpen((v) => !v);
          }
        }}
        className="rounded-md p-1 text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        <span className="sr-only">Sous-menu {item.label}</span>
      </button>
      <div
        id={menuId}
        className={`absolute top-full left-0 z-50 w-72 pt-3 transition ${open ? 'visible translate-y-0 opacity-100' : 'invisible -translate-y-1 opacity-0'}`}
      >
        <ul className="rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          {item.children?.map((child) => {
            const current = pathname === child.href;
            return (
              <li key={child.href}>
                <Link
                  href={child.href}
                  onClick={() => setOpen(false)}
                  aria-current={current ? 'page' : undefined}
                  className={current ? 'menu-link menu-link-active' : 'menu-link'}
                >
                  {child.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

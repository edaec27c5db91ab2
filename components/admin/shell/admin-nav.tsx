'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import {
  BookIcon,
  ChartIcon,
  ChevronDownIcon,
  DashboardIcon,
  EuroIcon,
  FolderIcon,
  HistoryIcon,
  ImageIcon,
  MailIcon,
  MenuIcon,
  PenIcon,
  SettingsIcon,
  TagIcon,
  TrashIcon,
  UsersIcon,
  VideoIcon,
} from '@/components/icons/admin';
import { can, type Area } from '@/lib/auth/roles';
import { useRole } from './role';

// The back-office menu, in its order, then the newsletter list, the audit journal and the trash; each entry
// shows for the roles whose area includes it (lib/auth/roles.ts).
export const ADMIN_MENU = [
  { href: '/admin/dashboard', label: 'Dashboard', Icon: DashboardIcon, area: 'dashboard' },
  { href: '/admin/statistiques', label: 'Statistiques', Icon: ChartIcon, area: 'stats' },
  { href: '/admin/projects', label: 'Projets', Icon: FolderIcon, area: 'entries' },
  { href: '/admin/blog', label: 'Blog', Icon: PenIcon, area: 'entries' },
  { href: '/admin/tutorials', label: 'Tutoriels', Icon: VideoIcon, area: 'entries' },
  { href: '/admin/mediatheque', label: 'Médiathèque', Icon: ImageIcon, area: 'media' },
  { href: '/admin/categories', label: 'Catégories', Icon: TagIcon, area: 'categories' },
  { href: '/admin/tarifs', label: 'Tarifs', Icon: EuroIcon, area: 'pricing' },
  { href: '/admin/reglages', label: 'Réglages', Icon: SettingsIcon, area: 'settings' },
  { href: '/admin/users', label: 'Utilisateurs', Icon: UsersIcon, area: 'users' },
  { href: '/admin/newsletter', label: 'Newsletter', Icon: MailIcon, area: 'subscribers' },
  { href: '/admin/journal', label: 'Journal', Icon: HistoryIcon, area: 'journal' },
  { href: '/admin/corbeille', label: 'Corbeille', Icon: TrashIcon, area: 'publish' },
] as const satisfies readonly { href: string; label: string; area: Area; Icon: unknown }[];

/**
 * The menu: a column beside the page from lg up; below, one « Menu » button naming the current page that
 * opens every entry in a grid which fits the screen (nothing hidden sideways).
 */
export function AdminNav() {
  const pathname = usePathname();
  const role = useRole();
  const menu = ADMIN_MENU.filter((item) => can(role, item.area));
  const [open, setOpen] = useState(false);
  const current = menu.find(({ href }) => pathname === href || pathname.startsWith(`${href}/`));
  // A followed link closes the menu on a phone.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  return (
    <nav aria-label="Menu d’administration">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="admin-menu"
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 lg:hidden"
      >
        <span className="flex items-center gap-3">
          <MenuIcon />
          Menu{current ? `\u00a0: ${current.label}` : ''}
        </span>
        <ChevronDownIcon className={`transition ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id="admin-menu"
        className={`${open ? 'grid' : 'hidden'} grid-cols-2 gap-1 pt-2 sm:grid-cols-3 lg:flex lg:flex-col lg:pt-0`}
      >
        {menu.map(({ href, label, Icon }) => {
          const active = current?.href === href;
          return (
            <li key={href} className="min-w-0">
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  active
                    ? 'bg-brand-600 text-white shadow-sm'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                }`}
              >
                <Icon />
                <span className="truncate">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function AdminBrand() {
  return (
    <Link
      href="/admin/dashboard"
      className="flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-600 text-white">
        <BookIcon />
      </span>
      <span className="leading-tight">
        <span className="block text-sm font-bold text-slate-900">Studio graphique</span>
        <span className="block text-xs font-medium text-slate-500">Administration</span>
      </span>
    </Link>
  );
}

'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import {
  BookIcon,
  DashboardIcon,
  EuroIcon,
  FolderIcon,
  HistoryIcon,
  MailIcon,
  PenIcon,
  SettingsIcon,
  TagIcon,
  UsersIcon,
  VideoIcon,
} from '@/components/icons/admin';

// The back-office menu, in its order, then the newsletter list and the audit journal.
export const ADMIN_MENU = [
  { href: '/admin/dashboard', label: 'Dashboard', Icon: DashboardIcon },
  { href: '/admin/projects', label: 'Projets', Icon: FolderIcon },
  { href: '/admin/blog', label: 'Blog', Icon: PenIcon },
  { href: '/admin/tutorials', label: 'Tutoriels', Icon: VideoIcon },
  { href: '/admin/categories', label: 'Catégories', Icon: TagIcon },
  { href: '/admin/tarifs', label: 'Tarifs', Icon: EuroIcon },
  { href: '/admin/reglages', label: 'Réglages', Icon: SettingsIcon },
  { href: '/admin/users', label: 'Utilisateurs', Icon: UsersIcon },
  { href: '/admin/newsletter', label: 'Newsletter', Icon: MailIcon },
  { href: '/admin/journal', label: 'Journal', Icon: HistoryIcon },
] as const;

export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Menu d’administration">
      <ul className="flex gap-1 overflow-x-auto lg:flex-col lg:overflow-visible">
        {ADMIN_MENU.map(({ href, label, Icon }) => {
          const active = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href} className="shrink-0">
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
                {label}
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

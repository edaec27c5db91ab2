'use client';
// The three pages of « Réglages »: the studio's details, the page texts, the testimonials and statistics.
import Link from 'next/link';
import { usePathname } from 'next/navigation';

export const SETTINGS_TABS = [
  { href: '/admin/reglages', label: 'Coordonnées et engagements' },
  { href: '/admin/reglages/textes', label: 'Textes du site' },
  { href: '/admin/reglages/temoignages', label: 'Témoignages et chiffres' },
] as const;

export function SettingsTabs() {
  const pathname = usePathname();
  return (
    <nav aria-label="Sections des réglages" className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-x-4 gap-y-1">
        {SETTINGS_TABS.map((tab) => {
          const active = pathname === tab.href;
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? 'page' : undefined}
                className={`inline-block border-b-2 px-1 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  active
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

'use client';
// The tab bar of a back-office section with several pages (« Réglages », « Newsletter »).
import Link from 'next/link';
import { usePathname } from 'next/navigation';

export type Tab = { href: string; label: string };

export function SectionTabs({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-x-4 gap-y-1">
        {tabs.map((tab) => {
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

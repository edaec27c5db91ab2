import Link from 'next/link';
import { Suspense } from 'react';
import type { Metadata } from 'next';
import { IconFolder, IconPen, IconPlay, IconUsers } from '@/components/admin/icons';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/load-error';
import { PageHeader } from '@/components/admin/ui';
import { countContent } from '@/lib/data/site';

export const metadata: Metadata = { title: 'Tableau de bord' };

const CARDS = [
  { key: 'users', title: 'Utilisateurs', href: '/admin/users', Icon: IconUsers, tone: 'bg-violet-100 text-violet-700' },
  { key: 'projects', title: 'Projets', href: '/admin/projects', Icon: IconFolder, tone: 'bg-brand-100 text-brand-700' },
  { key: 'posts', title: 'Blog', href: '/admin/blog', Icon: IconPen, tone: 'bg-emerald-100 text-emerald-700' },
  {
    key: 'tutorials',
    title: 'Tutoriels',
    href: '/admin/tutorials',
    Icon: IconPlay,
    tone: 'bg-amber-100 text-amber-700',
  },
] as const;

async function Counts() {
  const counts = await loadForAdmin('counts', countContent);
  if (!counts) return <LoadError message="Erreur lors du chargement du tableau de bord" />;
  return <Cards counts={counts} />;
}

function Cards({ counts }: { counts?: Record<(typeof CARDS)[number]['key'], number> }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {CARDS.map(({ key, title, href, Icon, tone }) => (
        <li key={key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-semibold text-slate-600">{title}</h2>
            <span className={`flex h-10 w-10 items-center justify-center rounded-lg ${tone}`}>
              <Icon />
            </span>
          </div>
          <p className="mt-4 text-3xl font-bold text-slate-900">
            {counts ? (
              counts[key]
            ) : (
              <span
                role="status"
                aria-label="Chargement"
                className="inline-block h-8 w-12 animate-pulse rounded bg-slate-200"
              />
            )}
          </p>
          <Link
            href={href}
            aria-label={`Gérer : ${title}`}
            className="mt-6 inline-flex items-center gap-1 self-start rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Gérer <span aria-hidden="true">→</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function DashboardPage() {
  return (
    <>
      <PageHeader title="Tableau de bord" description="Vue d’ensemble du contenu du site." />
      <Suspense fallback={<Cards />}>
        <Counts />
      </Suspense>
    </>
  );
}

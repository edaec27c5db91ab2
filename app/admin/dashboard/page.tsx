import Link from 'next/link';
import { Suspense } from 'react';
import type { Metadata } from 'next';
import { PlusIcon } from '@/components/icons/admin';
import { AudienceTrend } from '@/components/admin/dashboard/audience-trend';
import { Cards, Counts, Handoffs } from '@/components/admin/dashboard/figures';
import {
  DemoLinksToReplace,
  ForeignImagesToReplace,
  SettingsToComplete,
} from '@/components/admin/dashboard/to-complete';
import { adminHref, JournalTable } from '@/components/admin/journal/journal-view';
import { loadForAdmin } from '@/lib/admin/load';
import { requireStaff } from '@/lib/auth';
import { can, type Area } from '@/lib/auth/roles';
import { LoadError } from '@/components/admin/shell/load-error';
import { buttonClass, EmptyState, PageHeader } from '@/components/admin/ui/controls';
import { recentAudit } from '@/lib/data/audit';
import { listReviews } from '@/lib/data/review';
import {
  recentDrafts,
  subscriberCounts,
  upcomingEntries,
  type EntryKind,
  type DashboardItem,
} from '@/lib/data/dashboard';
import { formatCount } from '@/lib/format/number';
import { formatShortDateTime } from '@/lib/dates';

export const metadata: Metadata = { title: 'Tableau de bord' };

const KIND_LABEL: Record<EntryKind, string> = { project: 'Projet', post: 'Article', tutorial: 'Tutoriel' };

const QUICK_LINKS = [
  { label: 'Nouvel article', href: '/admin/blog?nouveau' },
  { label: 'Nouveau projet', href: '/admin/projects?nouveau' },
  { label: 'Nouveau tutoriel', href: '/admin/tutorials?nouveau' },
];

/** A titled block of the dashboard, its content streamed in. */
function Block({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">
        <Suspense fallback={<p className="text-sm text-slate-600">Chargement…</p>}>{children}</Suspense>
      </div>
    </section>
  );
}

/** Scheduled items or drafts: kind, title linked to its form, and the date that matters. */
function ItemList({ items, label, empty }: { items: DashboardItem[]; label: string; empty: string }) {
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => (
        <li
          key={`${item.kind}-${item.id}`}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
        >
          <span className="min-w-0">
            <span className="mr-2 inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {KIND_LABEL[item.kind]}
            </span>
            <Link href={adminHref(item.kind, item.id)!} className="font-medium text-brand-700 hover:underline">
              {item.title}
            </Link>
          </span>
          <time dateTime={item.at} className="text-sm whitespace-nowrap text-slate-600">
            {formatShortDateTime(item.at)}
          </time>
        </li>
      ))}
    </ul>
  );
}

async function Upcoming() {
  const items = await loadForAdmin('upcoming content', () => upcomingEntries(10), 'publish');
  if (!items) return <LoadError message="Erreur lors du chargement des publications programmées" />;
  return <ItemList items={items} label="Publications programmées" empty="Aucune publication programmée." />;
}

async function Reviews() {
  const items = await loadForAdmin('reviews', listReviews, 'publish');
  if (!items) return <LoadError message="Erreur lors du chargement des textes à relire" />;
  const shown = items.map((i) => ({
    kind: i.kind,
    id: i.id,
    title: `${i.title}${i.author ? ` — ${i.author}` : ''}`,
    at: i.requestedAt,
  }));
  return <ItemList items={shown} label="À relire" empty="Aucun brouillon à relire." />;
}

async function Drafts() {
  const items = await loadForAdmin('drafts', () => recentDrafts(10), 'publish');
  if (!items) return <LoadError message="Erreur lors du chargement des brouillons" />;
  return <ItemList items={items} label="Brouillons" empty="Aucun brouillon en cours." />;
}

/** Content and settings changes, or sign-ins: two lists, so sign-ins never push changes out of view. */
async function RecentChanges({ only }: { only: 'changes' | 'sessions' }) {
  const rows = await loadForAdmin('recent journal', () => recentAudit(only === 'changes' ? 10 : 5, only), 'journal');
  if (!rows) return <LoadError message="Erreur lors du chargement du journal" />;
  if (rows.length === 0)
    return (
      <EmptyState>
        {only === 'changes' ? 'Aucune modification pour le moment.' : 'Aucune connexion pour le moment.'}
      </EmptyState>
    );
  return (
    <>
      <JournalTable
        items={rows}
        caption={only === 'changes' ? 'Dernières modifications du journal' : 'Dernières connexions du journal'}
      />
      <Link
        href={only === 'changes' ? '/admin/journal' : '/admin/journal?element=session'}
        className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        {only === 'changes' ? 'Voir tout le journal' : 'Voir toutes les connexions'} <span aria-hidden="true">→</span>
      </Link>
    </>
  );
}

async function Subscribers() {
  const counts = await loadForAdmin('subscriber counts', subscriberCounts, 'subscribers');
  if (!counts) return <LoadError message="Erreur lors du chargement des abonnés" />;
  return (
    <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700 shadow-sm" data-testid="subscribers">
      <span className="text-3xl font-bold text-slate-900">{formatCount(counts.total)}</span>{' '}
      {counts.total > 1 ? 'abonnés' : 'abonné'}, dont{' '}
      <span className="font-semibold text-slate-900">{formatCount(counts.lastMonth)}</span> inscrit
      {counts.lastMonth > 1 ? 's' : ''} ces 30 derniers jours.{' '}
      <Link href="/admin/newsletter" className="font-semibold text-brand-700 hover:underline">
        Gérer les abonnés
      </Link>
    </p>
  );
}

/** The blocks a role may see: an editor's are the entries', an author's their own lists (in the menu). */
export default async function DashboardPage() {
  const { role } = await requireStaff();
  const may = (area: Area) => can(role, area);
  return (
    <>
      <PageHeader title="Tableau de bord" description="Vue d’ensemble du contenu du site." />
      <nav aria-label="Créer" className="-mt-2 mb-6 flex flex-wrap gap-3">
        {QUICK_LINKS.map((l) => (
          <Link key={l.href} href={l.href} className={buttonClass.secondary}>
            <PlusIcon /> {l.label}
          </Link>
        ))}
      </nav>
      {may('settings') && (
        <Suspense fallback={null}>
          <SettingsToComplete />
        </Suspense>
      )}
      {may('publish') && (
        <Suspense fallback={null}>
          <DemoLinksToReplace />
        </Suspense>
      )}
      {may('publish') && (
        <Suspense fallback={null}>
          <ForeignImagesToReplace />
        </Suspense>
      )}
      <Suspense fallback={<Cards />}>
        <Counts />
      </Suspense>
      {may('publish') && (
        <Suspense fallback={null}>
          <AudienceTrend />
        </Suspense>
      )}
      {may('publish') && (
        <Block id="relire-titre" title="À relire">
          <Reviews />
        </Block>
      )}
      {may('publish') && (
        <div className="grid gap-x-8 lg:grid-cols-2">
          <Block id="programmes-titre" title="Prochaines publications">
            <Upcoming />
          </Block>
          <Block id="brouillons-titre" title="Brouillons récents">
            <Drafts />
          </Block>
        </div>
      )}
      {may('journal') && (
        <>
          <Block id="journal-titre" title="Dernières modifications">
            <RecentChanges only="changes" />
          </Block>
          <Block id="connexions-titre" title="Dernières connexions">
            <RecentChanges only="sessions" />
          </Block>
        </>
      )}
      {may('subscribers') && (
        <Block id="abonnes-titre" title="Newsletter">
          <Subscribers />
        </Block>
      )}
      {may('journal') && <QuoteHandoffs />}
    </>
  );
}

function QuoteHandoffs() {
  return (
    <section aria-labelledby="devis-titre" className="mt-10">
      <h2 id="devis-titre" className="text-lg font-semibold text-slate-900">
        Demandes de devis envoyées (30 derniers jours)
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Clics sur «&#8239;Envoyer par e-mail&#8239;» et «&#8239;Envoyer sur WhatsApp&#8239;» de l’estimateur, sans
        donnée personnelle.
      </p>
      <div className="mt-4">
        <Suspense fallback={<p className="text-sm text-slate-600">Chargement…</p>}>
          <Handoffs />
        </Suspense>
      </div>
    </section>
  );
}

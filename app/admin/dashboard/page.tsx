import Link from 'next/link';
import { Suspense } from 'react';
import type { Metadata } from 'next';
import { FolderIcon, PenIcon, PlusIcon, UsersIcon, VideoIcon } from '@/components/icons/admin';
import { adminHref, JournalTable } from '@/components/admin/journal/journal-view';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/shell/load-error';
import { DataTable } from '@/components/admin/ui/table';
import { buttonClass, EmptyState, PageHeader, tableClass } from '@/components/admin/ui/controls';
import { recentAudit } from '@/lib/data/audit';
import {
  projectsWithDemoLinks,
  recentDrafts,
  subscriberCounts,
  upcomingContent,
  type ContentKind,
  type DashboardItem,
} from '@/lib/data/dashboard';
import { formatCount } from '@/lib/format/number';
import { formatShortDateTime } from '@/lib/dates';
import { countHandoffs, type HandoffCount } from '@/lib/data/quote-handoffs';
import { countContent } from '@/lib/data/site';
import { adminGetSettings } from '@/lib/data/settings';
import { QUOTE_SERVICE_IDS } from '@/lib/quote/estimate';
import { SERVICES } from '@/lib/content/services';

export const metadata: Metadata = { title: 'Tableau de bord' };

const CARDS = [
  { key: 'users', title: 'Utilisateurs', href: '/admin/users', Icon: UsersIcon, tone: 'bg-violet-100 text-violet-700' },
  { key: 'projects', title: 'Projets', href: '/admin/projects', Icon: FolderIcon, tone: 'bg-brand-100 text-brand-700' },
  { key: 'posts', title: 'Blog', href: '/admin/blog', Icon: PenIcon, tone: 'bg-emerald-100 text-emerald-700' },
  {
    key: 'tutorials',
    title: 'Tutoriels',
    href: '/admin/tutorials',
    Icon: VideoIcon,
    tone: 'bg-amber-100 text-amber-700',
  },
] as const;

/** « À compléter »: the legal notice or the contact details still hold demo values (« Réglages »). */
async function SettingsToComplete() {
  const settings = await loadForAdmin('settings', adminGetSettings);
  if (!settings || settings.incomplete.length === 0) return null;
  return (
    <aside
      aria-label="À compléter"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="font-semibold">À compléter</p>
      <p className="mt-1">
        Les mentions légales ou les coordonnées du site affichent encore des valeurs de démonstration
        {`\u00a0: ${settings.incomplete.join(', ')}. `}
        <Link href="/admin/reglages" className="font-semibold underline underline-offset-2">
          Ouvrir les réglages
        </Link>
      </p>
    </aside>
  );
}

/** « À compléter »: projects whose site link is a demonstration address (the demo content's), a dead link. */
async function DemoLinksToReplace() {
  const projects = await loadForAdmin('demo links', projectsWithDemoLinks);
  if (!projects || projects.length === 0) return null;
  return (
    <aside
      aria-label="Liens de démonstration"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="font-semibold">Liens de démonstration</p>
      <p className="mt-1">
        {projects.length === 1 ? 'Ce projet renvoie' : `Ces ${projects.length}\u00a0projets renvoient`} vers un site de
        démonstration qui n’existe pas&nbsp;: remplacez le lien ou effacez-le.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {projects.map((p) => (
          <li key={p.id}>
            <Link href={adminHref('project', p.id)!} className="font-semibold underline underline-offset-2">
              {p.title}
            </Link>{' '}
            <span className="break-all text-amber-800">({p.link})</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

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

/** « Estimer mon devis » hand-offs of the last 30 days, per service and channel (counts only). */
async function Handoffs() {
  const counts = await loadForAdmin('quote hand-offs', () => countHandoffs(30));
  if (!counts) return <LoadError message="Erreur lors du chargement des demandes de devis" />;
  return <HandoffTable counts={counts} />;
}

function HandoffTable({ counts }: { counts: HandoffCount[] }) {
  const count = (service: string, channel: HandoffCount['channel']) =>
    counts.find((c) => c.service === service && c.channel === channel)?.count ?? 0;
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return (
    <DataTable
      caption="Estimations envoyées au studio, par service et par canal, sur 30 jours"
      columns={['Service', 'E-mail', 'WhatsApp']}
      actions={false}
    >
      {QUOTE_SERVICE_IDS.map((id) => SERVICES[id]).map((s) => (
        <tr key={s.id} className={tableClass.row}>
          <th scope="row" className={`${tableClass.td} text-left font-medium text-slate-900`}>
            {s.title}
          </th>
          <td className={`${tableClass.td} tabular-nums`}>{count(s.id, 'email')}</td>
          <td className={`${tableClass.td} tabular-nums`}>{count(s.id, 'whatsapp')}</td>
        </tr>
      ))}
      <tr>
        <th scope="row" className={`${tableClass.td} text-left font-semibold text-slate-900`}>
          Total
        </th>
        <td colSpan={2} className={`${tableClass.td} font-semibold tabular-nums`} data-testid="handoff-total">
          {total}
        </td>
      </tr>
    </DataTable>
  );
}

const KIND_LABEL: Record<ContentKind, string> = { project: 'Projet', post: 'Article', tutorial: 'Tutoriel' };

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
  const items = await loadForAdmin('upcoming content', () => upcomingContent(10));
  if (!items) return <LoadError message="Erreur lors du chargement des publications programmées" />;
  return <ItemList items={items} label="Publications programmées" empty="Aucune publication programmée." />;
}

async function Drafts() {
  const items = await loadForAdmin('drafts', () => recentDrafts(10));
  if (!items) return <LoadError message="Erreur lors du chargement des brouillons" />;
  return <ItemList items={items} label="Brouillons" empty="Aucun brouillon en cours." />;
}

/** Content and settings changes, or sign-ins: two lists, so sign-ins never push changes out of view. */
async function RecentChanges({ only }: { only: 'changes' | 'sessions' }) {
  const rows = await loadForAdmin('recent journal', () => recentAudit(only === 'changes' ? 10 : 5, only));
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
  const counts = await loadForAdmin('subscriber counts', subscriberCounts);
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

export default function DashboardPage() {
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
      <Suspense fallback={null}>
        <SettingsToComplete />
      </Suspense>
      <Suspense fallback={null}>
        <DemoLinksToReplace />
      </Suspense>
      <Suspense fallback={<Cards />}>
        <Counts />
      </Suspense>
      <div className="grid gap-x-8 lg:grid-cols-2">
        <Block id="programmes-titre" title="Prochaines publications">
          <Upcoming />
        </Block>
        <Block id="brouillons-titre" title="Brouillons récents">
          <Drafts />
        </Block>
      </div>
      <Block id="journal-titre" title="Dernières modifications">
        <RecentChanges only="changes" />
      </Block>
      <Block id="connexions-titre" title="Dernières connexions">
        <RecentChanges only="sessions" />
      </Block>
      <Block id="abonnes-titre" title="Newsletter">
        <Subscribers />
      </Block>
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
    </>
  );
}

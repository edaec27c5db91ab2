// The dashboard's figures: how many users, projects, articles and tutorials, and the estimator's hand-offs.
import Link from 'next/link';
import { FolderIcon, PenIcon, UsersIcon, VideoIcon } from '@/components/icons/admin';
import { LoadError } from '@/components/admin/shell/load-error';
import { DataTable } from '@/components/admin/ui/table';
import { tableClass } from '@/components/admin/ui/controls';
import { loadForAdmin } from '@/lib/admin/load';
import { countHandoffs, type HandoffCount } from '@/lib/data/quote-handoffs';
import { countEntries } from '@/lib/data/site';
import { QUOTE_SERVICE_IDS } from '@/lib/quote/estimate';
import { SERVICES } from '@/lib/copy/services';

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

export async function Counts() {
  const counts = await loadForAdmin('counts', countEntries, 'entries');
  if (!counts) return <LoadError message="Erreur lors du chargement du tableau de bord" />;
  return <Cards counts={counts} />;
}

export function Cards({ counts }: { counts?: Record<(typeof CARDS)[number]['key'], number> }) {
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
export async function Handoffs() {
  const counts = await loadForAdmin('quote hand-offs', () => countHandoffs(30), 'journal');
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

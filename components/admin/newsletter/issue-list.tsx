'use client';
// « Lettres »'s list of issues: each with its state and date, the counts of one being or already sent, and for a
// draft « Modifier » and « Supprimer » (./issues-manager.tsx does what they ask).
import type { Issue } from '@/lib/data/newsletter-issues';
import { formatDateTime } from '@/lib/dates';
import { TrashIcon } from '@/components/icons/admin';
import { EmptyState, buttonClass } from '../ui/controls';

const STATUS = { draft: 'Brouillon', sending: 'Envoi en cours', sent: 'Envoyée' } as const;

function Counts({ issue }: { issue: Issue }) {
  const { sent, queued, failed, skipped } = issue.counts;
  const total = sent + queued + failed + skipped;
  return (
    <p className="text-sm text-slate-600" aria-live="polite">
      {sent} envoyée{sent > 1 ? 's' : ''} sur {total}
      {queued > 0 && ` — ${queued} en attente`}
      {failed > 0 && ` — ${failed} en échec`}
      {skipped > 0 && ` — ${skipped} désinscrit${skipped > 1 ? 's' : ''} entre-temps`}
    </p>
  );
}

export function IssueList({
  issues,
  onEdit,
  onDelete,
}: {
  issues: Issue[];
  onEdit: (issue: Issue) => void;
  onDelete: (issue: Issue) => void;
}) {
  return (
    <>
      {issues.length === 0 ? (
        <EmptyState>Aucune lettre pour le moment.</EmptyState>
      ) : (
        <ul className="mt-3 space-y-3">
          {issues.map((issue) => (
            <li key={issue.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">{issue.subject}</p>
                  <p className="text-sm text-slate-600">
                    {STATUS[issue.status]} — {formatDateTime(issue.sentAt ?? issue.queuedAt ?? issue.createdAt)}
                  </p>
                  {issue.status !== 'draft' && <Counts issue={issue} />}
                </div>
                {issue.status === 'draft' && (
                  <div className="flex flex-wrap gap-2">
                    <button type="button" className={buttonClass.secondary} onClick={() => onEdit(issue)}>
                      Modifier
                    </button>
                    <button type="button" className={buttonClass.secondary} onClick={() => onDelete(issue)}>
                      <TrashIcon /> Supprimer
                    </button>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

'use client';
// « Lettres »'s list of issues: each with its state and date; for one being or already sent, its counts, the
// readers who unsubscribed in the 7 days after, and each failed address with the mail server's reason; for a
// programmed one « Annuler la programmation »; for one being or already sent its web version (link, « Publier »,
// « Retirer »); for a draft « Modifier » and « Supprimer » (./issues-manager.tsx
// does what they ask).
import { useRouter } from 'next/navigation';
import { setLetterWebVersion, unscheduleIssue } from '@/lib/actions/newsletter-issues';
import { webLetterPath } from '@/lib/newsletter/types';
import { MSG } from '@/lib/copy/messages';
import type { Issue } from '@/lib/data/newsletter-issues';
import { useAction } from '../hooks/use-action';
import { formatDateTime } from '@/lib/dates';
import { TrashIcon } from '@/components/icons/admin';
import { EmptyState, buttonClass } from '../ui/controls';

const STATUS = { draft: 'Brouillon', scheduled: 'Programmée', sending: 'Envoi en cours', sent: 'Envoyée' } as const;

function Counts({ issue }: { issue: Issue }) {
  const { sent, queued, failed, skipped, unsubscribed } = issue.counts;
  const total = sent + queued + failed + skipped;
  return (
    <>
      <p className="text-sm text-slate-600" aria-live="polite">
        {sent} envoyée{sent > 1 ? 's' : ''} sur {total}
        {queued > 0 && ` — ${queued} en attente`}
        {failed > 0 && ` — ${failed} en échec`}
        {skipped > 0 && ` — ${skipped} désinscrit${skipped > 1 ? 's' : ''} entre-temps`}
        {unsubscribed > 0 &&
          ` — ${unsubscribed} désinscription${unsubscribed > 1 ? 's' : ''} dans les 7 jours qui ont suivi`}
      </p>
      {issue.failures.length > 0 && (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer font-medium text-amber-900">Adresses en échec</summary>
          <ul className="mt-1 space-y-1 text-slate-700">
            {issue.failures.map((f, i) => (
              <li key={`${f.email}-${i}`} className="break-all">
                {f.email ?? 'Adresse effacée depuis'} — {f.reason || 'raison inconnue'}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

/** A sent letter's web version: its link, « Retirer » it, or « Publier » it afterwards. */
function WebVersion({ issue, busy, run }: { issue: Issue; busy: boolean; run: ReturnType<typeof useAction>['run'] }) {
  const router = useRouter();
  const label = issue.webVersion ? 'Retirer la version web' : 'Publier la version web';
  const toggle = () =>
    run(() => setLetterWebVersion({ id: issue.id, on: !issue.webVersion }), {
      failure: MSG.issue.error,
      onSuccess: () => router.refresh(),
    });
  return (
    <div className="flex flex-wrap items-center gap-2">
      {issue.webVersion && (
        <a href={webLetterPath(issue.id)} target="_blank" rel="noopener" className={buttonClass.secondary}>
          Version web<span className="sr-only"> de «\u202f{issue.subject}\u202f» (nouvel onglet)</span>
        </a>
      )}
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={busy}
        onClick={toggle}
        aria-label={`${label} de «\u202f${issue.subject}\u202f»`}
      >
        {label}
      </button>
    </div>
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
  const router = useRouter();
  const cancel = useAction();
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
                    {STATUS[issue.status]}
                    {issue.status === 'scheduled' && issue.scheduledAt
                      ? ` pour le ${formatDateTime(issue.scheduledAt)}`
                      : ` — ${formatDateTime(issue.sentAt ?? issue.queuedAt ?? issue.createdAt)}`}
                  </p>
                  {(issue.status === 'sending' || issue.status === 'sent') && <Counts issue={issue} />}
                  {issue.webVersion && issue.status !== 'sending' && issue.status !== 'sent' && (
                    <p className="text-sm text-slate-600">Version web publiée à l’envoi</p>
                  )}
                </div>
                {(issue.status === 'sending' || issue.status === 'sent') && (
                  <WebVersion issue={issue} busy={cancel.pending} run={cancel.run} />
                )}
                {issue.status === 'scheduled' && (
                  <button
                    type="button"
                    className={buttonClass.secondary}
                    disabled={cancel.pending}
                    onClick={() =>
                      cancel.run(() => unscheduleIssue({ id: issue.id }), {
                        failure: MSG.issue.error,
                        onSuccess: () => router.refresh(),
                      })
                    }
                  >
                    Annuler la programmation
                  </button>
                )}
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

'use client';
// « Historique » of a record kept in versions (« Tarifs », « Réglages »): each version with its date and
// author, the one online marked, and « Restaurer la version N » behind a confirmation.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ActionResult } from '@/lib/actions/admin-action';
import type { RevisionSummary } from '@/lib/data/revisions';
import { formatDateTime } from '@/lib/dates';
import { ConfirmDialog } from './confirm-dialog';
import { buttonClass } from './controls';
import { useAction } from '../hooks/use-action';

export function VersionHistory({
  versions,
  disabled = false,
  words,
  restore,
  failure,
}: {
  versions: RevisionSummary[];
  disabled?: boolean;
  /** « tarifs d’origine », the dialog's title and message for version `n`, the line when nothing changed. */
  words: { origin: string; none: string; title: string; message: (n: number | string) => string };
  restore: (revisionId: string) => Promise<ActionResult<unknown>>;
  failure: string;
}) {
  const router = useRouter();
  const action = useAction();
  const [target, setTarget] = useState<RevisionSummary | null>(null);
  if (versions.length === 0) return <p className="mt-3 text-xs text-slate-500">{words.none}</p>;
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">Historique ({versions.length})</summary>
      <ul className="mt-2 divide-y divide-slate-100">
        {versions.map((v, i) => (
          <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              Version {v.number} — {formatDateTime(v.createdAt)}
              {v.actorEmail ? ` — ${v.actorEmail}` : ` — ${words.origin}`}
              {i === 0 ? ' (en ligne)' : ''}
            </span>
            {i > 0 && (
              <button
                type="button"
                className={buttonClass.secondary}
                disabled={disabled || action.pending}
                onClick={() => setTarget(v)}
              >
                Restaurer la version {v.number}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={target !== null}
        title={words.title}
        message={words.message(target?.number ?? '')}
        confirmLabel="Restaurer"
        busy={action.pending}
        onCancel={() => setTarget(null)}
        onConfirm={() =>
          target &&
          action.run(() => restore(target.id), {
            failure,
            onSuccess: () => {
              setTarget(null);
              router.refresh();
            },
            onError: () => setTarget(null),
          })
        }
      />
    </details>
  );
}

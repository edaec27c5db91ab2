'use client';
import { useId, useState, useTransition } from 'react';
import {
  compareEntryRevisions,
  listEntryRevisions,
  restoreEntryRevision,
  type RevisionComparison,
} from '@/lib/actions/revisions';
import type { FieldChange } from '@/lib/data/revision-diff';
import type { RevisionKind, RevisionSummary } from '@/lib/data/revisions';
import { MSG } from '@/lib/copy/messages';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { formatDateTime } from '@/lib/dates';
import { Button, ErrorBox, Spinner, inputClass } from '../ui/controls';
import { useAction } from '../hooks/use-action';

type Props = { kind: RevisionKind; id: string; onRestored: () => void };

const label = (r: RevisionSummary) => `Version ${r.number} — ${formatDateTime(r.createdAt)}`;

/**
 * The history of an item in its admin form: who saved each version and when, what changed between two
 * versions (word diff for long texts, computed on the server), and « Restaurer » for an older version.
 */
export function RevisionHistory({ kind, id, onRestored }: Props) {
  const headingId = useId();
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, startLoading] = useTransition();
  const [pair, setPair] = useState({ from: '', to: '' });
  const [comparison, setComparison] = useState<RevisionComparison | null>(null);
  const [target, setTarget] = useState<RevisionSummary | null>(null);
  const restore = useAction();

  const load = () =>
    startLoading(async () => {
      const result = await listEntryRevisions({ kind, id }).catch(() => null);
      if (!result?.ok) return setError(result?.error ?? MSG.revision.loadError);
      const list = (result.data ?? []) as RevisionSummary[];
      setError(null);
      setRevisions(list);
      setPair({ from: list[1]?.id ?? list[0]?.id ?? '', to: list[0]?.id ?? '' });
    });

  const compare = (from: string, to: string) =>
    startLoading(async () => {
      setPair({ from, to });
      const result = await compareEntryRevisions({ kind, id, from, to }).catch(() => null);
      if (!result?.ok) return setError(result?.error ?? MSG.revision.loadError);
      setError(null);
      setComparison(result.data as RevisionComparison);
    });

  const confirmRestore = () => {
    if (!target) return;
    restore.run(() => restoreEntryRevision({ kind, id, revisionId: target.id }), {
      failure: MSG.revision.restoreError,
      onSuccess: () => {
        setTarget(null);
        onRestored();
      },
      onError: () => setTarget(null),
    });
  };

  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          Historique des versions
        </h3>
        <Button variant="secondary" onClick={load} disabled={loading}>
          {loading && <Spinner />}
          {revisions ? 'Actualiser l’historique' : 'Afficher l’historique'}
        </Button>
      </div>
      {error && (
        <div className="mt-4">
          <ErrorBox>{error}</ErrorBox>
        </div>
      )}
      {revisions && revisions.length === 0 && (
        <p className="mt-4 text-sm text-slate-600">Aucune version enregistrée.</p>
      )}
      {revisions && revisions.length > 0 && (
        <>
          <ol className="mt-4 divide-y divide-slate-100 text-sm" aria-label="Versions enregistrées">
            {revisions.map((r, i) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium text-slate-900">{label(r)}</span>
                  <span className="text-slate-600"> — par {r.actorEmail ?? 'inconnu'}</span>
                  {i === 0 && (
                    <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">actuelle</span>
                  )}
                </span>
                <span className="flex gap-2">
                  {revisions[i + 1] && (
                    <Button
                      variant="secondary"
                      className="!px-3 !py-1"
                      onClick={() => compare(revisions[i + 1]!.id, r.id)}
                      disabled={loading}
                      aria-label={`Voir les changements de la version ${r.number}`}
                    >
                      Changements
                    </Button>
                  )}
                  {i > 0 && (
                    <Button
                      variant="secondary"
                      className="!px-3 !py-1"
                      onClick={() => setTarget(r)}
                      disabled={restore.pending}
                      aria-label={`Restaurer la version ${r.number}`}
                    >
                      Restaurer
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ol>
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <RevisionSelect
              label="Comparer la version"
              value={pair.from}
              revisions={revisions}
              onChange={(from) => setPair((p) => ({ ...p, from }))}
            />
            <RevisionSelect
              label="avec la version"
              value={pair.to}
              revisions={revisions}
              onChange={(to) => setPair((p) => ({ ...p, to }))}
            />
            <Button
              variant="secondary"
              onClick={() => compare(pair.from, pair.to)}
              disabled={loading || !pair.from || !pair.to}
            >
              Comparer
            </Button>
          </div>
        </>
      )}
      {comparison && <ComparisonView comparison={comparison} />}
      <ConfirmDialog
        open={target !== null}
        title="Restaurer cette version"
        message={`Les champs de la version ${target?.number ?? ''} remplaceront le contenu actuel (la restauration crée une nouvelle version). Le statut de publication et les images supprimées depuis ne changent pas.`}
        confirmLabel="Restaurer"
        busy={restore.pending}
        onConfirm={confirmRestore}
        onCancel={() => setTarget(null)}
      />
    </section>
  );
}

function RevisionSelect({
  label,
  value,
  revisions,
  onChange,
}: {
  label: string;
  value: string;
  revisions: RevisionSummary[];
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} className={`${inputClass} mt-1`} value={value} onChange={(e) => onChange(e.target.value)}>
        {revisions.map((r) => (
          <option key={r.id} value={r.id}>
            {`Version ${r.number}`}
          </option>
        ))}
      </select>
    </div>
  );
}

function ComparisonView({ comparison }: { comparison: RevisionComparison }) {
  const { from, to, changes } = comparison;
  return (
    <div className="mt-6" aria-live="polite">
      <h4 className="text-sm font-semibold text-slate-900">
        Changements de la version {from.number} à la version {to.number}
      </h4>
      {changes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Aucune différence entre ces deux versions.</p>
      ) : (
        <dl className="mt-2 space-y-3 text-sm">
          {changes.map((c) => (
            <div key={c.field} className="rounded-lg border border-slate-200 p-3">
              <dt className="font-medium text-slate-900">{c.label}</dt>
              <dd className="mt-1">{c.parts ? <TextDiff parts={c.parts} /> : <BeforeAfter change={c} />}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

function TextDiff({ parts }: { parts: NonNullable<FieldChange['parts']> }) {
  return (
    <p className="break-words whitespace-pre-wrap text-slate-700">
      {parts.map((p, i) =>
        p.added ? (
          <ins key={i} className="bg-green-100 text-green-900 no-underline">
            <span className="sr-only">[ajouté : </span>
            {p.value}
            <span className="sr-only">]</span>
          </ins>
        ) : p.removed ? (
          <del key={i} className="bg-red-100 text-red-900">
            <span className="sr-only">[supprimé : </span>
            {p.value}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <span key={i}>{p.value}</span>
        ),
      )}
    </p>
  );
}

function BeforeAfter({ change }: { change: FieldChange }) {
  return (
    <p className="break-words text-slate-700">
      <del className="bg-red-100 text-red-900">{change.before || '(vide)'}</del> →{' '}
      <ins className="bg-green-100 text-green-900 no-underline">{change.after || '(vide)'}</ins>
    </p>
  );
}

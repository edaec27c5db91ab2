'use client';
// « Historique » of a versioned document (« Tarifs », « Réglages », « Textes du site », « Témoignages »):
// each version with its date and author, the one online marked, and « Restaurer la version N » behind a
// confirmation. The words come from the document's noun (« réglages » → « réglages d’origine »).
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ActionResult } from '@/lib/actions/admin-action';
import type { RevisionSummary } from '@/lib/data/revisions';
import { MSG } from '@/lib/copy/messages';
import { formatDateTime } from '@/lib/dates';
import { ConfirmDialog } from './confirm-dialog';
import { buttonClass } from './controls';
import { useAction } from '../hooks/use-action';

/** Each versioned document's words: its noun in the plural, what a restore changes, its save's error. */
const DOCUMENTS = {
  settings: { noun: 'réglages', subject: 'Les réglages', failure: MSG.settings.saveError },
  texts: { noun: 'textes', subject: 'Les textes de toutes les pages', failure: MSG.texts.saveError },
  testimonials: {
    noun: 'témoignages',
    subject: 'Les témoignages et les chiffres',
    failure: MSG.testimonials.saveError,
  },
  pricing: { noun: 'tarifs', subject: 'Les tarifs', failure: MSG.pricing.saveError },
} as const;

/** The history under a versioned document's form, as its own landmark (« Historique des réglages »). */
export function DocumentHistory(props: Parameters<typeof VersionHistory>[0]) {
  return (
    <section aria-label={`Historique des ${DOCUMENTS[props.document].noun}`} className="mt-8">
      <VersionHistory {...props} />
    </section>
  );
}

export function VersionHistory({
  document,
  id,
  versions,
  disabled = false,
  subject = DOCUMENTS[document].subject,
  restore,
}: {
  document: keyof typeof DOCUMENTS;
  /** The document's id; null while it is still the first-run values (nothing saved yet). */
  id: string | null;
  versions: RevisionSummary[];
  disabled?: boolean;
  /** What the restore's confirmation says will change (« Les tarifs « Mise en page » »). */
  subject?: string;
  restore: (input: { id: string; revisionId: string }) => Promise<ActionResult<unknown>>;
}) {
  const { noun, failure } = DOCUMENTS[document];
  const router = useRouter();
  const action = useAction();
  const [target, setTarget] = useState<RevisionSummary | null>(null);
  const origin = `${noun} d’origine`;
  if (!id || versions.length === 0)
    return <p className="mt-3 text-xs text-slate-500">Aucune modification depuis les {origin}.</p>;
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">Historique ({versions.length})</summary>
      <ul className="mt-2 divide-y divide-slate-100">
        {versions.map((v, i) => (
          <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              Version {v.number} — {formatDateTime(v.createdAt)}
              {v.actorEmail ? ` — ${v.actorEmail}` : ` — ${origin}`}
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
        title={`Restaurer ces ${noun}`}
        message={`${subject} reprendront la version ${target?.number ?? ''}, et le site les affichera aussitôt.`}
        confirmLabel="Restaurer"
        busy={action.pending}
        onCancel={() => setTarget(null)}
        onConfirm={() =>
          target &&
          action.run(() => restore({ id, revisionId: target.id }), {
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

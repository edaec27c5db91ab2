'use client';
// The review of a draft, inside its form: for its author, the note it was sent back with; for an editor or an
// administrator, « Publier » (the saved version, the author is told) or « Renvoyer à l’auteur » with a note.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { answerReview } from '@/lib/actions/review';
import { MSG } from '@/lib/copy/messages';
import { formatDateTime } from '@/lib/dates';
import type { EntryKind } from '@/lib/kinds';
import type { Item } from './bound-fields';
import { Button, TextAreaField } from '../ui/controls';
import { useAction } from '../hooks/use-action';
import { useCan } from '../shell/role';

export function ReviewPanel({ kind, item }: { kind: EntryKind; item: Item }) {
  const mayPublish = useCan('publish');
  const router = useRouter();
  const action = useAction();
  const [note, setNote] = useState('');
  const review = item?.review;
  if (!item || !review) return null;
  if (!review.requestedAt)
    return (
      <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <p className="font-semibold">Renvoyé après relecture</p>
        <p className="mt-1 whitespace-pre-line">{review.note}</p>
      </div>
    );
  if (!mayPublish)
    return (
      <p role="note" className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
        À relire depuis le {formatDateTime(review.requestedAt)} : un éditeur va le publier ou vous le renvoyer.
      </p>
    );
  const answer = (decision: 'publish' | 'return') =>
    action.run(
      () =>
        answerReview(decision === 'publish' ? { kind, id: item.id, decision } : { kind, id: item.id, decision, note }),
      { failure: MSG.review.answerError, onSuccess: () => router.refresh() },
    );
  return (
    <section aria-label="Relecture" className="space-y-3 rounded-lg border border-sky-200 bg-sky-50 p-3">
      <p className="text-sm text-sky-900">
        <span className="font-semibold">À relire</span> depuis le {formatDateTime(review.requestedAt)}. « Publier » met
        en ligne la version enregistrée ; l’auteur est prévenu dans les deux cas.
      </p>
      <TextAreaField
        label="Note pour l’auteur"
        hint="Obligatoire pour renvoyer le texte : ce qui est à reprendre."
        rows={3}
        maxLength={2000}
        value={note}
        disabled={action.pending}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <Button disabled={action.pending} onClick={() => answer('publish')}>
          Publier la version relue
        </Button>
        <Button variant="secondary" disabled={action.pending} onClick={() => answer('return')}>
          Renvoyer à l’auteur
        </Button>
      </div>
    </section>
  );
}

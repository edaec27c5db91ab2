'use client';
// The articles and tutorials of a letter: the chosen ones in order (« Monter », « Descendre », « Retirer »), then
// the recently published ones to add, up to MAX_ISSUE_ITEMS.
import type { IssueItem, IssueItemRef } from '@/lib/data/newsletter-issues';
import { MAX_ISSUE_ITEMS } from '@/lib/validation/newsletter-issue';
import { PlusIcon } from '@/components/icons/admin';
import { OrderButtons, moved } from '../ui/order-buttons';
import { buttonClass } from '../ui/controls';

const same = (a: IssueItemRef, b: IssueItemRef) => a.kind === b.kind && a.id === b.id;
const kindLabel = (item: IssueItemRef) => (item.kind === 'post' ? 'article' : 'tutoriel');

export function IssueItems({
  items,
  candidates,
  error,
  onChange,
}: {
  items: IssueItemRef[];
  candidates: IssueItem[];
  error?: string;
  onChange: (items: IssueItemRef[]) => void;
}) {
  const chosen = items.map((ref) => candidates.find((c) => same(c, ref))).filter((c): c is IssueItem => Boolean(c));
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-700">
        Articles et tutoriels ({items.length} sur {MAX_ISSUE_ITEMS} au plus)
      </legend>
      {chosen.length > 0 && (
        <ol aria-label="Dans la lettre" className="mb-3 space-y-2">
          {chosen.map((item, i) => (
            <li
              key={`${item.kind}-${item.id}`}
              className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 p-2"
            >
              <span className="min-w-0 basis-full text-sm break-words sm:flex-1 sm:basis-auto">
                <span className="font-semibold">{i + 1}.</span> {item.title}{' '}
                <span className="text-slate-500">({kindLabel(item)})</span>
              </span>
              <OrderButtons
                index={i}
                count={chosen.length}
                onMove={(by) => onChange(moved(items, i, by))}
                onRemove={() => onChange(items.filter((x) => !same(x, item)))}
              />
            </li>
          ))}
        </ol>
      )}
      <ul
        aria-label="Publiés récemment"
        className="max-h-72 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2"
      >
        {candidates
          .filter((c) => !items.some((x) => same(x, c)))
          .map((c) => (
            <li key={`${c.kind}-${c.id}`} className="flex items-center gap-2">
              <button
                type="button"
                className={buttonClass.secondary}
                disabled={items.length >= MAX_ISSUE_ITEMS}
                aria-label={`Ajouter « ${c.title} »`}
                onClick={() => onChange([...items, { kind: c.kind, id: c.id }])}
              >
                <PlusIcon />
              </button>
              <span className="min-w-0 text-sm break-words">
                {c.title} <span className="text-slate-500">({kindLabel(c)})</span>
              </span>
            </li>
          ))}
      </ul>
      {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
    </fieldset>
  );
}

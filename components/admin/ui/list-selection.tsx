'use client';
// The rows ticked on one page of an admin list, and the bar that runs a bulk action on them (publish, back to
// draft, delete to the « Corbeille », erase subscribers), each confirmed in French.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ActionResult } from '@/lib/actions/admin-action';
import { bulkUpdateEntries } from '@/lib/actions/bulk';
import { MSG } from '@/lib/copy/messages';
import { ConfirmDialog } from './confirm-dialog';
import { Button, tableClass } from './controls';
import { useAction } from '../hooks/use-action';

/** The rows ticked on this page. */
export function useSelection(ids: string[]) {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const selected = ids.filter((id) => chosen.has(id));
  return {
    selected,
    has: (id: string) => chosen.has(id),
    toggle: (id: string) =>
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    all: ids.length > 0 && selected.length === ids.length,
    toggleAll: () => setChosen(selected.length === ids.length ? new Set() : new Set(ids)),
    clear: () => setChosen(new Set()),
  };
}

export type Selection = ReturnType<typeof useSelection>;

const boxClass = 'h-4 w-4 rounded border-slate-300';

/** A row's first cell: its box in the selection (`label`: « Sélectionner l’article Mon titre »). */
export function SelectCell({
  selection,
  id,
  label,
  disabled,
}: {
  selection: Selection;
  id: string;
  label: string;
  disabled: boolean;
}) {
  return (
    <td className={`${tableClass.td} pr-0`}>
      <input
        type="checkbox"
        className={boxClass}
        aria-label={label}
        checked={selection.has(id)}
        onChange={() => selection.toggle(id)}
        disabled={disabled}
      />
    </td>
  );
}

/** One bulk action: its button, its confirmation (given how many rows) and the write it runs. */
export type BulkAction = {
  key: string;
  label: string;
  danger?: boolean;
  title: (n: number) => string;
  message: (n: number) => string;
  /** The confirmation's button (the action's label by default). */
  confirmLabel?: string;
  run: (ids: string[]) => Promise<ActionResult<unknown>>;
  failure: string;
};

/** « Tout sélectionner sur cette page » and the list's bulk actions, each confirmed. */
export function SelectionBar({
  selection,
  actions,
  disabled,
}: {
  selection: Selection;
  actions: BulkAction[];
  disabled: boolean;
}) {
  const router = useRouter();
  const run = useAction();
  const [action, setAction] = useState<BulkAction | null>(null);
  const n = selection.selected.length;
  const confirm = () => {
    if (!action) return;
    run.run(() => action.run(selection.selected), {
      failure: action.failure,
      onSuccess: () => {
        setAction(null);
        selection.clear();
        router.refresh();
      },
      onError: () => setAction(null),
    });
  };
  const busy = disabled || run.pending;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3">
      <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          className={boxClass}
          checked={selection.all}
          onChange={selection.toggleAll}
          disabled={busy}
        />
        Tout sélectionner sur cette page
      </label>
      {/* On a phone the bulk buttons appear once something is selected. */}
      {actions.map((a) => (
        <Button
          key={a.key}
          variant={a.danger ? 'danger' : 'secondary'}
          className={n === 0 ? 'max-md:hidden' : ''}
          disabled={busy || n === 0}
          onClick={() => setAction(a)}
        >
          {a.label}
          {n > 0 ? ` (${n})` : ''}
        </Button>
      ))}
      <ConfirmDialog
        open={action !== null}
        title={action ? action.title(n) : ''}
        message={action ? action.message(n) : ''}
        confirmLabel={action ? (action.confirmLabel ?? action.label) : undefined}
        busy={run.pending}
        onConfirm={confirm}
        onCancel={() => setAction(null)}
      />
    </div>
  );
}

/** The bulk actions of an article, tutorial or project list. */
export function entryBulkActions(kind: 'post' | 'tutorial' | 'project', noun: { one: string; many: string }) {
  const what = (n: number) => (n > 1 ? `les ${n} ${noun.many} sélectionnés` : `le ${noun.one} sélectionné`);
  const action = (
    operation: 'publish' | 'draft' | 'delete',
    label: string,
    title: string,
    message: (n: number) => string,
  ): BulkAction => ({
    key: operation,
    label,
    danger: operation === 'delete',
    title: () => title,
    message,
    run: (ids) => bulkUpdateEntries({ kind, ids, operation }),
    failure: MSG.bulk.error,
  });
  return [
    action(
      'publish',
      'Publier',
      'Publier la sélection',
      (n) => `Publier ${what(n)}\u202f? Ils seront visibles des visiteurs dès maintenant.`,
    ),
    action(
      'draft',
      'Repasser en brouillon',
      'Repasser la sélection en brouillon',
      (n) => `Repasser ${what(n)} en brouillon\u202f? Ils ne seront plus visibles des visiteurs.`,
    ),
    action(
      'delete',
      'Supprimer',
      'Supprimer la sélection',
      (n) => `Supprimer ${what(n)}\u202f? ${MSG.trash.noteMany(n)}`,
    ),
  ];
}

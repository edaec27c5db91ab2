'use client';
// The rows ticked on one page of an admin list, and the bar that runs a bulk action on them (publish, back to
// draft, delete to the « Corbeille »), confirmed in French.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bulkUpdateEntries } from '@/lib/actions/bulk';
import { MSG } from '@/lib/copy/messages';
import { ConfirmDialog } from './confirm-dialog';
import { Button } from './controls';
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

type Operation = 'publish' | 'draft' | 'delete';
const CONFIRM: Record<Operation, { title: string; label: string }> = {
  publish: { title: 'Publier la sélection', label: 'Publier' },
  draft: { title: 'Repasser la sélection en brouillon', label: 'Repasser en brouillon' },
  delete: { title: 'Supprimer la sélection', label: 'Supprimer' },
};

/** « Tout sélectionner » and the bulk actions, confirmed in French. */
export function BulkBar({
  kind,
  selection,
  noun,
  disabled,
}: {
  kind: 'post' | 'tutorial' | 'project';
  selection: ReturnType<typeof useSelection>;
  noun: { one: string; many: string };
  disabled: boolean;
}) {
  const router = useRouter();
  const run = useAction();
  const [operation, setOperation] = useState<Operation | null>(null);
  const n = selection.selected.length;
  const what = n > 1 ? `les ${n} ${noun.many} sélectionnés` : `le ${noun.one} sélectionné`;
  const message = {
    publish: `Publier ${what}\u202f? Ils seront visibles des visiteurs dès maintenant.`,
    draft: `Repasser ${what} en brouillon\u202f? Ils ne seront plus visibles des visiteurs.`,
    delete: `Supprimer ${what}\u202f? ${MSG.trash.noteMany(n)}`,
  };
  const confirm = () => {
    if (!operation) return;
    run.run(() => bulkUpdateEntries({ kind, ids: selection.selected, operation }), {
      failure: MSG.bulk.error,
      onSuccess: () => {
        setOperation(null);
        selection.clear();
        router.refresh();
      },
      onError: () => setOperation(null),
    });
  };
  const busy = disabled || run.pending;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3">
      <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300"
          checked={selection.all}
          onChange={selection.toggleAll}
          disabled={busy}
        />
        Tout sélectionner sur cette page
      </label>
      {/* On a phone the bulk buttons appear once something is selected. */}
      {(['publish', 'draft', 'delete'] as const).map((op) => (
        <Button
          key={op}
          variant={op === 'delete' ? 'danger' : 'secondary'}
          className={n === 0 ? 'max-md:hidden' : ''}
          disabled={busy || n === 0}
          onClick={() => setOperation(op)}
        >
          {CONFIRM[op].label}
          {n > 0 ? ` (${n})` : ''}
        </Button>
      ))}
      <ConfirmDialog
        open={operation !== null}
        title={operation ? CONFIRM[operation].title : ''}
        message={operation ? message[operation] : ''}
        confirmLabel={operation ? CONFIRM[operation].label : undefined}
        busy={run.pending}
        onConfirm={confirm}
        onCancel={() => setOperation(null)}
      />
    </div>
  );
}

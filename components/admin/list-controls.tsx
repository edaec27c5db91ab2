'use client';
// The back office's content lists, searched, filtered, sorted and paged on the server: the controls
// write the state into the URL (?q=&statut=&categorie=&tri=&page=, read by lib/data/admin-list.ts), and
// the page renders that state. The selection bar runs a bulk action on the rows ticked on this page.
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { bulkUpdateContent } from '@/lib/actions/bulk';
import { MSG } from '@/lib/content/messages';
import { CONTENT_STATUSES, type ContentStatus } from '@/lib/validation/publication';
import { ConfirmDialog } from './confirm-dialog';
import { IconSearch } from './icons';
import { Button, Spinner, buttonClass, inputClass } from './ui';
import { useAction } from './use-action';

export type ListState = {
  q: string;
  status: ContentStatus | '';
  category: string;
  sort: 'recent' | 'oldest';
  page: number;
};
export type ListCounts = Record<ContentStatus | 'all', number>;

const STATUS_LABEL: Record<ContentStatus | 'all', string> = {
  all: 'Tous les statuts',
  draft: 'Brouillons',
  scheduled: 'Programmés',
  published: 'Publiés',
};

/** The list's address for a state (the defaults left out). */
export function listHref(pathname: string, state: ListState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.status) params.set('statut', state.status);
  if (state.category) params.set('categorie', state.category);
  if (state.sort === 'oldest') params.set('tri', 'anciens');
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function ListFilters({
  state,
  counts,
  categories,
  searchLabel,
}: {
  state: ListState;
  counts: ListCounts;
  categories: { id: string; name: string }[];
  /** « Rechercher un article par titre » */
  searchLabel: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [search, setSearch] = useState(state.q);
  const [pending, start] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  // Every change starts again from the first page.
  const go = (patch: Partial<ListState>) => {
    clearTimeout(timer.current ?? undefined);
    start(() =>
      router.replace(listHref(pathname, { ...state, q: search.trim(), ...patch, page: 1 }), { scroll: false }),
    );
  };

  return (
    <div className="mb-4 flex flex-wrap items-end gap-3" role="search" aria-label="Filtrer la liste">
      <div className="relative min-w-56 flex-1">
        <label htmlFor="liste-recherche" className="sr-only">
          {searchLabel}
        </label>
        <IconSearch className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
        <input
          id="liste-recherche"
          type="search"
          className={`${inputClass} pl-9`}
          placeholder="Rechercher par titre..."
          value={search}
          maxLength={200}
          onChange={(e) => {
            const value = e.target.value;
            setSearch(value);
            clearTimeout(timer.current ?? undefined);
            timer.current = setTimeout(() => go({ q: value.trim() }), 300);
          }}
        />
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor="filtre-statut" className="text-sm font-medium text-slate-700">
          Statut
        </label>
        <select
          id="filtre-statut"
          className={`${inputClass} w-auto`}
          value={state.status}
          onChange={(e) => go({ status: e.target.value as ListState['status'] })}
        >
          {(['all', ...CONTENT_STATUSES] as const).map((s) => (
            <option key={s} value={s === 'all' ? '' : s}>
              {STATUS_LABEL[s]} ({counts[s]})
            </option>
          ))}
        </select>
      </div>
      {categories.length > 0 && (
        <div>
          <label htmlFor="filtre-categorie" className="sr-only">
            Catégorie
          </label>
          <select
            id="filtre-categorie"
            className={`${inputClass} w-auto`}
            value={state.category}
            onChange={(e) => go({ category: e.target.value })}
          >
            <option value="">Toutes les catégories</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor="filtre-tri" className="sr-only">
          Trier par date
        </label>
        <select
          id="filtre-tri"
          className={`${inputClass} w-auto`}
          value={state.sort}
          onChange={(e) => go({ sort: e.target.value as ListState['sort'] })}
        >
          <option value="recent">Plus récents d’abord</option>
          <option value="oldest">Plus anciens d’abord</option>
        </select>
      </div>
      {pending && <Spinner className="mb-2.5 h-4 w-4 text-brand-600" />}
    </div>
  );
}

/** « 26 articles · page 2 sur 2 » with the previous and next pages as links. */
export function ListPager({
  state,
  total,
  page,
  pageCount,
  noun,
}: {
  state: ListState;
  total: number;
  page: number;
  pageCount: number;
  noun: { one: string; many: string };
}) {
  const pathname = usePathname();
  return (
    <nav aria-label="Pages de la liste" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" role="status">
        {total === 0 ? `Aucun ${noun.one}` : total === 1 ? `1 ${noun.one}` : `${total} ${noun.many}`}
        {pageCount > 1 && ` · page ${page} sur ${pageCount}`}
      </p>
      {pageCount > 1 && (
        <div className="flex gap-2">
          {page > 1 && (
            <Link href={listHref(pathname, { ...state, page: page - 1 })} className={buttonClass.secondary}>
              Page précédente
            </Link>
          )}
          {page < pageCount && (
            <Link href={listHref(pathname, { ...state, page: page + 1 })} className={buttonClass.secondary}>
              Page suivante
            </Link>
          )}
        </div>
      )}
    </nav>
  );
}

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
  kind: 'post' | 'tutorial';
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
    delete: `Supprimer ${what}\u202f? Cette action est définitive.`,
  };
  const confirm = () => {
    if (!operation) return;
    run.run(() => bulkUpdateContent({ kind, ids: selection.selected, operation }), {
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
      {(['publish', 'draft', 'delete'] as const).map((op) => (
        <Button
          key={op}
          variant={op === 'delete' ? 'danger' : 'secondary'}
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

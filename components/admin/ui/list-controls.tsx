'use client';
// The back office's lists, searched, filtered, sorted and paged on the server: the controls write the
// state into the URL (lib/admin/list-query.ts reads it back on the server), and the page renders that
// state. The selection and its bulk actions: ./list-selection.tsx.
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { listHref, type EntrySort, type ListParams } from '@/lib/admin/list-query';
import { PUBLICATION_STATUSES, type PublicationStatus } from '@/lib/validation/publication';
import { SearchIcon } from '@/components/icons/admin';
import { Spinner, buttonClass, inputClass } from './controls';

export type ListCounts = Record<PublicationStatus | 'all', number>;

/** One drop-down of a list's filters: its URL parameter, its label and its choices ('' = no filter). */
export type FilterSelect = {
  param: string;
  label: string;
  /** Shown beside the drop-down (otherwise read by screen readers only). */
  visibleLabel?: boolean;
  options: { value: string; label: string }[];
};

const STATUS_LABEL: Record<PublicationStatus | 'all', string> = {
  all: 'Tous les statuts',
  draft: 'Brouillons',
  scheduled: 'Programmés',
  published: 'Publiés',
};

const SORT_LABEL: Record<EntrySort, { value: string; label: string }> = {
  order: { value: 'ordre', label: 'Ordre du portfolio' },
  recent: { value: 'recents', label: 'Plus récents d’abord' },
  oldest: { value: 'anciens', label: 'Plus anciens d’abord' },
};

/**
 * The filters of a content list: status (with its count), category, and the sorts it offers, the first
 * being its default (left out of the URL).
 */
export function entryFilters(
  counts: ListCounts,
  categories: { id: string; name: string }[],
  sorts: EntrySort[] = ['recent', 'oldest'],
): FilterSelect[] {
  return [
    {
      param: 'statut',
      label: 'Statut',
      visibleLabel: true,
      options: (['all', ...PUBLICATION_STATUSES] as const).map((s) => ({
        value: s === 'all' ? '' : s,
        label: `${STATUS_LABEL[s]} (${counts[s]})`,
      })),
    },
    ...(categories.length > 0
      ? [
          {
            param: 'categorie',
            label: 'Catégorie',
            options: [
              { value: '', label: 'Toutes les catégories' },
              ...categories.map((c) => ({ value: c.id, label: c.name })),
            ],
          },
        ]
      : []),
    {
      param: 'tri',
      label: 'Trier la liste',
      options: sorts.map((sort, i) => ({
        value: i === 0 ? '' : SORT_LABEL[sort].value,
        label: SORT_LABEL[sort].label,
      })),
    },
  ];
}

/** A search box (debounced, ?q=) and the list's drop-downs; every change starts again from page 1. */
export function ListFilters({
  params,
  selects,
  searchLabel,
  placeholder = 'Rechercher par titre...',
}: {
  params: ListParams;
  selects: FilterSelect[];
  /** « Rechercher un article par titre » */
  searchLabel: string;
  placeholder?: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [search, setSearch] = useState(params.q ?? '');
  const [pending, start] = useTransition();
  // On a phone the selects fold behind one « Filtres » button (how many are set shows on it).
  const [open, setOpen] = useState(false);
  const active = selects.filter((s) => (params[s.param] ?? '') !== (s.options[0]?.value ?? '')).length;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  const go = (patch: ListParams) => {
    clearTimeout(timer.current ?? undefined);
    start(() => router.replace(listHref(pathname, { ...params, q: search.trim(), ...patch }), { scroll: false }));
  };

  return (
    <div className="mb-4 flex flex-wrap items-end gap-3" role="search" aria-label="Filtrer la liste">
      <div className="relative min-w-56 flex-1">
        <label htmlFor="liste-recherche" className="sr-only">
          {searchLabel}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
        <input
          id="liste-recherche"
          type="search"
          className={`${inputClass} pl-9`}
          placeholder={placeholder}
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
      {selects.length > 0 && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls="liste-filtres"
          onClick={() => setOpen((o) => !o)}
          className={`${buttonClass.secondary} md:hidden`}
        >
          Filtres{active > 0 ? ` (${active})` : ''}
        </button>
      )}
      <div
        id="liste-filtres"
        className={`${open ? 'flex' : 'max-md:hidden'} flex-wrap items-end gap-3 max-md:w-full md:contents`}
      >
        {selects.map((select) => (
          <div key={select.param} className={select.visibleLabel ? 'flex items-center gap-2' : undefined}>
            <label
              htmlFor={`filtre-${select.param}`}
              className={select.visibleLabel ? 'text-sm font-medium text-slate-700' : 'sr-only'}
            >
              {select.label}
            </label>
            <select
              id={`filtre-${select.param}`}
              className={`${inputClass} w-auto`}
              value={params[select.param] ?? ''}
              onChange={(e) => go({ [select.param]: e.target.value })}
            >
              {select.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {pending && <Spinner className="mb-2.5 h-4 w-4 text-brand-600" />}
    </div>
  );
}

/** « 26 articles · page 2 sur 2 » with the previous and next pages as links. */
export function ListPager({
  params,
  total,
  page,
  pageCount,
  noun,
}: {
  params: ListParams;
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
            <Link href={listHref(pathname, params, page - 1)} className={buttonClass.secondary}>
              Page précédente
            </Link>
          )}
          {page < pageCount && (
            <Link href={listHref(pathname, params, page + 1)} className={buttonClass.secondary}>
              Page suivante
            </Link>
          )}
        </div>
      )}
    </nav>
  );
}

'use client';
// The back office's one list kit. Every list (articles, tutorials, projects, users, subscribers, the journal,
// the media library) is searched, filtered, sorted and paged on the server: the controls write the state into
// the URL (lib/admin/list-query.ts reads it back on the server), and the page renders that state. The media
// picker, inside a dialog, drives the same search box and pager from its own state. The selection and its
// bulk actions: ./list-selection.tsx; the empty state, the pager and a list's body: ./list-pager.tsx.
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

/** A day bound of a list's filters (« Du », « Au »), as YYYY-MM-DD in its URL parameter; its label is shown. */
export type FilterDate = { param: string; label: string; type: 'date' };

export type ListFilter = FilterSelect | FilterDate;

const isDate = (filter: ListFilter): filter is FilterDate => 'type' in filter && filter.type === 'date';

/** A drop-down's choices from { value: label } ('' = no filter). */
export const choices = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

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

/** The search box of a list (its label read by screen readers, the placeholder shown). */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  id = 'liste-recherche',
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  id?: string;
}) {
  return (
    <div className="relative min-w-56 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
      <input
        id={id}
        type="search"
        className={`${inputClass} pl-9`}
        placeholder={placeholder}
        value={value}
        maxLength={200}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/**
 * A search box (debounced, ?q= or the list's own parameter) and the list's drop-downs and dates; every change
 * starts again from page 1.
 */
export function ListFilters({
  params,
  filters,
  searchLabel,
  placeholder = 'Rechercher par titre...',
  searchParam = 'q',
  onChange,
  idPrefix = 'liste',
}: {
  params: ListParams;
  filters: ListFilter[];
  /** « Rechercher un article par titre » */
  searchLabel: string;
  placeholder?: string;
  /** The URL parameter the search box writes (the journal searches by author: ?auteur=). */
  searchParam?: string;
  /** A list kept in a component's state (the media picker) gets its new parameters instead of a new URL. */
  onChange?: (params: ListParams) => void;
  /** Keeps the controls' ids apart when a dialog's list shows over a page's (the picker: « choix »). */
  idPrefix?: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [search, setSearch] = useState(params[searchParam] ?? '');
  const [pending, start] = useTransition();
  // On a phone the filters fold behind one « Filtres » button (how many are set shows on it).
  const [open, setOpen] = useState(false);
  const active = filters.filter(
    (f) => (params[f.param] ?? '') !== (isDate(f) ? '' : (f.options[0]?.value ?? '')),
  ).length;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  // The values on screen: the last ones asked for, until the page shows another state of its own (a link,
  // « Précédent »). Two quick changes then add up instead of the second undoing the first.
  const shown = listHref('', params);
  const [asked, setAsked] = useState({ from: shown, values: params });
  let values = asked.values;
  if (!pending && asked.from !== shown && listHref('', asked.values) !== shown) {
    values = params;
    setAsked({ from: shown, values: params });
  }
  const go = (patch: ListParams) => {
    clearTimeout(timer.current ?? undefined);
    const next = { ...values, [searchParam]: search.trim(), ...patch };
    setAsked({ from: shown, values: next });
    if (onChange) onChange(next);
    else start(() => router.replace(listHref(pathname, next), { scroll: false }));
  };

  return (
    <div className="mb-4 flex flex-wrap items-end gap-3" role="search" aria-label="Filtrer la liste">
      <SearchBox
        id={`${idPrefix}-recherche`}
        label={searchLabel}
        placeholder={placeholder}
        value={search}
        onChange={(value) => {
          setSearch(value);
          clearTimeout(timer.current ?? undefined);
          timer.current = setTimeout(() => go({ [searchParam]: value.trim() }), 300);
        }}
      />
      {filters.length > 0 && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${idPrefix}-filtres`}
          onClick={() => setOpen((o) => !o)}
          className={`${buttonClass.secondary} md:hidden`}
        >
          Filtres{active > 0 ? ` (${active})` : ''}
        </button>
      )}
      <div
        id={`${idPrefix}-filtres`}
        className={`${open ? 'flex' : 'max-md:hidden'} flex-wrap items-end gap-3 max-md:w-full md:contents`}
      >
        {filters.map((select) =>
          isDate(select) ? (
            <div key={select.param} className="flex items-center gap-2">
              <label htmlFor={`${idPrefix}-filtre-${select.param}`} className="text-sm font-medium text-slate-700">
                {select.label}
              </label>
              <input
                id={`${idPrefix}-filtre-${select.param}`}
                type="date"
                className={`${inputClass} w-auto`}
                value={values[select.param] ?? ''}
                onChange={(e) => go({ [select.param]: e.target.value })}
              />
            </div>
          ) : (
            <div key={select.param} className={select.visibleLabel ? 'flex items-center gap-2' : undefined}>
              <label
                htmlFor={`${idPrefix}-filtre-${select.param}`}
                className={select.visibleLabel ? 'text-sm font-medium text-slate-700' : 'sr-only'}
              >
                {select.label}
              </label>
              <select
                id={`${idPrefix}-filtre-${select.param}`}
                className={`${inputClass} w-auto`}
                value={values[select.param] ?? ''}
                onChange={(e) => go({ [select.param]: e.target.value })}
              >
                {select.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          ),
        )}
      </div>
      {pending && <Spinner className="mb-2.5 h-4 w-4 text-brand-600" />}
    </div>
  );
}

'use client';
// The media library's grid, shared by the « Médiathèque » page (its state in the URL) and the image picker
// (editor, image fields; its state in the dialog): the list kit's search and filter (name or text
// alternative, « Fichiers inutilisés »), pages of 24, newest first.
import { useEffect, useRef, useState, useTransition } from 'react';
import { listMediaPage } from '@/lib/actions/media';
import { mediaListParams, type ListParams, type MediaListQuery } from '@/lib/admin/list-query';
import { MSG } from '@/lib/copy/messages';
import type { MediaItem, MediaPage } from '@/lib/data/media';
import { formatDate } from '@/lib/dates';
import { ListFilters, type ListFilter } from '../ui/list-controls';
import { ListEmpty } from '../ui/list-pager';
import { Thumb } from '../ui/thumb';

export const MEDIA_NOUN = { one: 'image', many: 'images', feminine: true };

/** « Rechercher une image », and « Fichiers inutilisés » as the list's one filter. */
export function MediaFilters({
  params,
  unusedCount,
  onChange,
  idPrefix,
}: {
  params: ListParams;
  unusedCount: number | null;
  onChange?: (params: ListParams) => void;
  idPrefix?: string;
}) {
  const filters: ListFilter[] = [
    {
      param: 'inutilisees',
      label: 'Filtrer les images',
      options: [
        { value: '', label: 'Toutes les images' },
        { value: '1', label: `Fichiers inutilisés${unusedCount === null ? '' : ` (${unusedCount})`}` },
      ],
    },
  ];
  return (
    <ListFilters
      params={params}
      filters={filters}
      searchLabel="Rechercher une image"
      placeholder="Rechercher par nom ou texte alternatif…"
      onChange={onChange}
      idPrefix={idPrefix}
    />
  );
}

/** « 245 Ko », « 1,2 Mo ». */
export function formatBytes(bytes: number | null): string {
  if (bytes == null) return '—';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('fr-FR')} Ko`;
  return `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}

/** The picker's list, kept in the dialog's state and loaded through a server action. */
export function useMediaPage() {
  const [query, setQuery] = useState<MediaListQuery>({ q: '', unused: false, page: 1 });
  const [data, setData] = useState<MediaPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const latest = useRef(query);

  useEffect(() => {
    latest.current = query;
    startTransition(async () => {
      const result = await listMediaPage(query).catch(() => null);
      if (latest.current !== query) return; // a newer query is on its way
      if (result?.ok && result.data) {
        setData(result.data);
        setError(null);
      } else setError(result && !result.ok ? result.error : MSG.load.images);
    });
  }, [query]);

  return {
    query,
    params: mediaListParams(query),
    data,
    error,
    pending,
    setParams: (params: ListParams) => setQuery({ q: params.q ?? '', unused: params.inutilisees === '1', page: 1 }),
    setPage: (page: number) => setQuery((q) => ({ ...q, page })),
  };
}

type GridProps = {
  items: MediaItem[];
  /** The card's action: select it (library) or pick it (picker). */
  onChoose: (item: MediaItem) => void;
  chooseLabel: (item: MediaItem) => string;
  selectedId?: string | null;
  /** A search or filter is set (otherwise the library is empty). */
  filtered: boolean;
};

export function MediaGrid({ items, onChoose, chooseLabel, selectedId, filtered }: GridProps) {
  if (items.length === 0) return <ListEmpty noun={MEDIA_NOUN} filtered={filtered} />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Images">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onChoose(item)}
            aria-label={chooseLabel(item)}
            aria-pressed={selectedId === undefined ? undefined : selectedId === item.id}
            className={`hover:border-brand-400 block w-full overflow-hidden rounded-lg border bg-white text-left shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${selectedId === item.id ? 'border-brand-600 ring-2 ring-brand-200' : 'border-slate-200'}`}
          >
            <Thumb src={item.url} alt="" className="aspect-[4/3] w-full rounded-none border-0" />
            <span className="block p-2">
              <span className="block truncate text-xs font-medium text-slate-900" title={item.fileName}>
                {item.fileName || 'Sans nom'}
              </span>
              <span className="mt-0.5 block text-xs text-slate-500">
                {formatBytes(item.sizeBytes)} · {formatDate(item.createdAt)}
              </span>
              <span
                className={`mt-0.5 block truncate text-xs ${item.alt || item.usedAlts.length > 0 ? 'text-slate-700' : 'text-amber-800'}`}
                title={item.alt || item.usedAlts.join(' · ') || undefined}
              >
                {item.alt || item.usedAlts[0] || 'Sans texte alternatif'}
              </span>
              <span
                className={`mt-1 inline-flex rounded-full px-2 py-0.5 text-[0.7rem] font-medium ring-1 ring-inset ${item.uses.length === 0 ? 'bg-amber-50 text-amber-800 ring-amber-300' : 'bg-emerald-50 text-emerald-800 ring-emerald-300'}`}
              >
                {item.uses.length === 0 ? 'Inutilisée' : `Utilisée (${item.uses.length})`}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

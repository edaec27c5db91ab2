'use client';
// The media library's grid, shared by the « Médiathèque » page and the image picker (editor, image
// fields): search by name or text alternative, « Fichiers inutilisés », pages of 24, newest first.
import { useEffect, useRef, useState, useTransition } from 'react';
import { listMediaPage } from '@/lib/actions/media';
import { MSG } from '@/lib/copy/messages';
import type { MediaItem, MediaPage } from '@/lib/data/media';
import { formatDate } from '@/lib/dates';
import { Button, EmptyState, Spinner, inputClass } from '../ui/controls';
import { Thumb } from '../ui/thumb';

export type MediaQueryState = { q: string; unused: boolean; page: number };

/** « 245 Ko », « 1,2 Mo ». */
export function formatBytes(bytes: number | null): string {
  if (bytes == null) return '—';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('fr-FR')} Ko`;
  return `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}

export function useMediaPage(initial: MediaPage | null) {
  const [query, setQuery] = useState<MediaQueryState>({ q: '', unused: false, page: 1 });
  const [data, setData] = useState<MediaPage | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [version, setVersion] = useState(0);
  const skipFirst = useRef(initial !== null);

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    // The search waits for a pause in typing; the other changes load at once.
    const timer = setTimeout(
      () =>
        startTransition(async () => {
          const result = await listMediaPage(query).catch(() => null);
          if (result?.ok && result.data) {
            setData(result.data);
            setError(null);
          } else setError(result && !result.ok ? result.error : MSG.load.images);
        }),
      query.q ? 250 : 0,
    );
    return () => clearTimeout(timer);
  }, [query, version]);

  return {
    query,
    data,
    error,
    pending,
    setQuery: (patch: Partial<MediaQueryState>) => setQuery((q) => ({ ...q, page: 1, ...patch })),
    reload: () => setVersion((v) => v + 1),
  };
}

type Props = {
  media: ReturnType<typeof useMediaPage>;
  /** The card's action: select it (library) or pick it (picker). */
  onChoose: (item: MediaItem) => void;
  chooseLabel: (item: MediaItem) => string;
  selectedId?: string | null;
};

export function MediaBrowser({ media, onChoose, chooseLabel, selectedId }: Props) {
  const { query, data, error, pending, setQuery } = media;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="min-w-0 flex-1 basis-56">
          <span className="sr-only">Rechercher une image</span>
          <input
            type="search"
            className={inputClass}
            placeholder="Rechercher par nom ou texte alternatif…"
            value={query.q}
            onChange={(e) => setQuery({ q: e.target.value })}
          />
        </label>
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 text-brand-600"
            checked={query.unused}
            onChange={(e) => setQuery({ unused: e.target.checked })}
          />
          Fichiers inutilisés{data ? ` (${data.unusedCount})` : ''}
        </label>
        {pending && <Spinner className="h-4 w-4 text-brand-600" />}
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {error}
        </p>
      )}
      {data && data.items.length === 0 ? (
        <div className="mt-4">
          <EmptyState>{query.unused ? 'Aucun fichier inutilisé.' : 'Aucune image.'}</EmptyState>
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Images">
          {data?.items.map((item) => (
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
      )}
      {data && data.pageCount > 1 && (
        <nav aria-label="Pages de la médiathèque" className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">
            {data.total} images · page {data.page} sur {data.pageCount}
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              disabled={data.page <= 1}
              onClick={() => media.setQuery({ page: data.page - 1 })}
            >
              Page précédente
            </Button>
            <Button
              variant="secondary"
              disabled={data.page >= data.pageCount}
              onClick={() => media.setQuery({ page: data.page + 1 })}
            >
              Page suivante
            </Button>
          </div>
        </nav>
      )}
    </div>
  );
}

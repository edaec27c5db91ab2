'use client';
// The lower half of the list kit (./list-controls.tsx has the filters): what an empty list says, the pager,
// and a list's body (filters, rows, pager) from one description of the list.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { listHref, type ListParams } from '@/lib/admin/list-query';
import { EmptyState, buttonClass } from './controls';
import { ListFilters, type ListFilter } from './list-controls';

/** « Aucun article », « 1 article », « 26 articles » (« Aucune entrée » for a feminine noun). */
export function countLabel(total: number, noun: ListNoun): string {
  if (total === 0) return `${noun.feminine ? 'Aucune' : 'Aucun'} ${noun.one}`;
  return total === 1 ? `1 ${noun.one}` : `${total.toLocaleString('fr-FR')} ${noun.many}`;
}

export type ListNoun = { one: string; many: string; feminine?: boolean };

/** What an empty list says: nothing matches its filters, or (unfiltered) nothing yet. */
export function ListEmpty({ noun, filtered, empty }: { noun: ListNoun; filtered: boolean; empty?: string }) {
  const none = noun.feminine ? 'Aucune' : 'Aucun';
  return (
    <EmptyState>
      {filtered ? `${none} ${noun.one} ne correspond à ces filtres.` : (empty ?? `${none} ${noun.one} pour le moment.`)}
    </EmptyState>
  );
}

/**
 * « 26 articles · page 2 sur 2 » with the previous and next pages: links to the list's addresses, or buttons
 * when the list lives in a component's state (`onPage`, the media picker).
 */
export function ListPager({
  params = {},
  total,
  page,
  pageCount,
  noun,
  onPage,
}: {
  params?: ListParams;
  total: number;
  page: number;
  pageCount: number;
  noun: ListNoun;
  onPage?: (page: number) => void;
}) {
  const pathname = usePathname();
  const step = (to: number, label: string) =>
    onPage ? (
      <button type="button" className={buttonClass.secondary} onClick={() => onPage(to)}>
        {label}
      </button>
    ) : (
      <Link href={listHref(pathname, params, to)} className={buttonClass.secondary}>
        {label}
      </Link>
    );
  return (
    <nav aria-label="Pages de la liste" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" role="status">
        {countLabel(total, noun)}
        {pageCount > 1 && ` · page ${page} sur ${pageCount}`}
      </p>
      {pageCount > 1 && (
        <div className="flex gap-2">
          {page > 1 && step(page - 1, 'Page précédente')}
          {page < pageCount && step(page + 1, 'Page suivante')}
        </div>
      )}
    </nav>
  );
}

/** A list's description: its noun, its filters and its search box (label, placeholder, URL parameter). */
export type ListSpec = {
  noun: ListNoun;
  filters: ListFilter[];
  search: { label: string; placeholder: string; param?: string };
};

/** A list's body: its filters, then its rows (`children`) and pager, or what an empty list says. */
export function ListBody({
  spec: { noun, filters, search },
  params,
  result,
  filtered,
  children,
}: {
  spec: ListSpec;
  params: ListParams;
  result: { items: unknown[]; total: number; page: number; pageCount: number };
  filtered: boolean;
  children: React.ReactNode;
}) {
  return (
    <>
      <ListFilters
        params={params}
        filters={filters}
        searchLabel={search.label}
        placeholder={search.placeholder}
        searchParam={search.param}
      />
      {result.items.length === 0 ? (
        <ListEmpty noun={noun} filtered={filtered} />
      ) : (
        <>
          {children}
          <ListPager params={params} total={result.total} page={result.page} pageCount={result.pageCount} noun={noun} />
        </>
      )}
    </>
  );
}

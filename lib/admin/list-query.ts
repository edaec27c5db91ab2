// A back-office list's state lives in its URL (French parameter names, defaults left out), so a
// filtered page of articles, projects or users can be reloaded, shared and bookmarked. This module reads
// that state for the server and writes it back for the controls (components/admin/ui/list-controls.tsx).
import type { Role } from '@/lib/data/types';
import { PUBLICATION_STATUSES, type PublicationStatus } from '@/lib/validation/publication';
import { isUuid } from '@/lib/validation/text';

/** A list's parameters as they appear in its URL, without `page`. */
export type ListParams = Record<string, string>;
export type SearchParams = Record<string, string | string[] | undefined>;

export const ADMIN_PAGE_SIZE = 25;

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '');
const readQ = (params: SearchParams) => one(params.q).trim().slice(0, 200);
const readPage = (params: SearchParams) => Math.min(Math.max(1, Number.parseInt(one(params.page), 10) || 1), 100_000);

/** The list's address for its parameters and a page (empty parameters and page 1 left out). */
export function listHref(pathname: string, params: ListParams, page = 1): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

// ---------- content (articles, tutorials, projects) ----------

/** Projects also sort by their portfolio rank, which is their list's default. */
export type EntrySort = 'order' | 'recent' | 'oldest';
const SORT_PARAM: Record<EntrySort, string> = { order: 'ordre', recent: 'recents', oldest: 'anciens' };

export type AdminListQuery = {
  q: string;
  status: PublicationStatus | '';
  category: string;
  sort: EntrySort;
  page: number;
};

/** The list's state from the page's query (?q=&statut=&categorie=&tri=&page=); anything unknown is the default. */
export function readAdminListQuery(params: SearchParams, defaultSort: EntrySort = 'recent'): AdminListQuery {
  const sort = (Object.keys(SORT_PARAM) as EntrySort[]).find((s) => SORT_PARAM[s] === one(params.tri));
  return {
    q: readQ(params),
    status: PUBLICATION_STATUSES.find((s) => s === one(params.statut)) ?? '',
    category: isUuid(one(params.categorie)) ? one(params.categorie) : '',
    sort: sort ?? defaultSort,
    page: readPage(params),
  };
}

export function adminListParams(query: AdminListQuery, defaultSort: EntrySort = 'recent'): ListParams {
  return {
    q: query.q,
    statut: query.status,
    categorie: query.category,
    tri: query.sort === defaultSort ? '' : SORT_PARAM[query.sort],
  };
}

// ---------- users ----------

export type UserListQuery = {
  q: string;
  role: Role | '';
  active: 'active' | 'inactive' | '';
  sort: 'recent' | 'oldest';
  page: number;
};

/** ?q= (e-mail) &role=admin|user &etat=actifs|desactives &tri=anciens &page= */
export function readUserListQuery(params: SearchParams): UserListQuery {
  const role = one(params.role);
  const state = one(params.etat);
  return {
    q: readQ(params),
    role: role === 'admin' || role === 'user' ? role : '',
    active: state === 'actifs' ? 'active' : state === 'desactives' ? 'inactive' : '',
    sort: one(params.tri) === 'anciens' ? 'oldest' : 'recent',
    page: readPage(params),
  };
}

export function userListParams(query: UserListQuery): ListParams {
  return {
    q: query.q,
    role: query.role,
    etat: query.active === 'active' ? 'actifs' : query.active === 'inactive' ? 'desactives' : '',
    tri: query.sort === 'oldest' ? 'anciens' : '',
  };
}

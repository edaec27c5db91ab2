// A back-office list's state lives in its URL (French parameter names, defaults left out), so a
// filtered page of articles, projects or users can be reloaded, shared and bookmarked. This module reads
// that state for the server and writes it back for the controls (components/admin/ui/list-controls.tsx).
import { ROLES, type Role } from '@/lib/auth/roles';
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
  /** Set by the page, never by the URL: an « Auteur » lists only what they created. */
  owner?: string;
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

/** ?q= (e-mail) &role=admin|editor|author|user &etat=actifs|desactives &tri=anciens &page= */
export function readUserListQuery(params: SearchParams): UserListQuery {
  const role = one(params.role);
  const state = one(params.etat);
  return {
    q: readQ(params),
    role: ROLES.find((r) => r === role) ?? '',
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

// ---------- newsletter subscribers ----------

/** Where a subscriber signed up (the form's `source`), as the list and its filter name it. */
export const SUBSCRIBER_SOURCES: Record<string, string> = {
  accueil: 'Accueil',
  blog: 'Blog',
  article: 'Article de blog',
  tutoriels: 'Tutoriels',
  tutoriel: 'Page d’un tutoriel',
  lettre: 'Version web d’une lettre',
  import: 'Import',
};

export type SubscriberListQuery = { q: string; source: string; page: number };

/** ?q= (e-mail) &source=blog… &page= ; the export reads the same parameters, so it follows the list. */
export function readSubscriberListQuery(params: SearchParams): SubscriberListQuery {
  const source = one(params.source);
  return { q: readQ(params), source: source in SUBSCRIBER_SOURCES ? source : '', page: readPage(params) };
}

export const subscriberListParams = (query: SubscriberListQuery): ListParams => ({ q: query.q, source: query.source });

// ---------- journal ----------

export type JournalListQuery = {
  actor: string;
  entity: string;
  action: string;
  from: string;
  to: string;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: string | string[] | undefined) => (DAY.test(one(v)) ? one(v) : '');

/** ?auteur= (e-mail) &element= &action= &du= &au= (YYYY-MM-DD) &page= ; lib/data/audit.ts checks the names. */
export function readJournalListQuery(params: SearchParams): JournalListQuery {
  return {
    actor: one(params.auteur).trim().slice(0, 200),
    entity: one(params.element).slice(0, 40),
    action: one(params.action).slice(0, 40),
    from: day(params.du),
    to: day(params.au),
    page: readPage(params),
  };
}

export const journalListParams = (query: JournalListQuery): ListParams => ({
  auteur: query.actor,
  element: query.entity,
  action: query.action,
  du: query.from,
  au: query.to,
});

// ---------- media library ----------

export type MediaListQuery = { q: string; unused: boolean; page: number };

/** ?q= (name or text alternative) &inutilisees=1 &page= */
export function readMediaListQuery(params: SearchParams): MediaListQuery {
  return { q: readQ(params), unused: one(params.inutilisees) === '1', page: readPage(params) };
}

export const mediaListParams = (query: MediaListQuery): ListParams => ({
  q: query.q,
  inutilisees: query.unused ? '1' : '',
});

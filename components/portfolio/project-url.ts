// The open project lives in the query string (?project={slug}): shareable, and the back button closes it.
// The native History API is used on purpose: Next.js syncs it with useSearchParams, and changing only
// the query this way costs no server round trip.
import { readableQuery } from './filter-state';

export const PROJECT_PARAM = 'project';
// Marks a history entry that we pushed ourselves, so closing can go Back instead of stacking entries.
const MARK = '__projectModal';

/** `search` with ?project={slug} set, every other parameter kept. */
export function searchWithProject(search: string, slug: string): string {
  const params = new URLSearchParams(search);
  params.set(PROJECT_PARAM, slug);
  return `?${readableQuery(params)}`;
}

/** `search` without the project parameter, every other parameter kept ('' when nothing is left). */
export function searchWithoutProject(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PROJECT_PARAM);
  const rest = readableQuery(params);
  return rest ? `?${rest}` : '';
}

/** Whether a click should be left to the browser (new tab, new window, download…). */
export function isModifiedClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** Opens the project modal on the current page: a new history entry, so browser Back closes it. */
export function openProjectModal(slug: string): void {
  const { pathname, search, hash } = window.location;
  window.history.pushState({ [MARK]: slug }, '', `${pathname}${searchWithProject(search, slug)}${hash}`);
}

/**
 * Closes the modal by removing only ?project=. If we pushed the entry ourselves, going Back restores the
 * previous one (so Back and « Fermer » agree); after a direct landing or a link from another page,
 * the current entry is replaced instead, so the visitor stays on this page.
 */
export function closeProjectModal(): void {
  const { pathname, search, hash } = window.location;
  const slug = new URLSearchParams(search).get(PROJECT_PARAM);
  const state = window.history.state as Record<string, unknown> | null;
  if (slug && state?.[MARK] === slug) {
    window.history.back();
    return;
  }
  window.history.replaceState(null, '', `${pathname}${searchWithoutProject(search)}${hash}`);
}

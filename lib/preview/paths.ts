// Paths of the private preview, shared by the admin forms (client) and the server. No I/O here.

import { KINDS, PREVIEW_TYPES, kindOfPreview, type PreviewType } from '@/lib/kinds';

// The preview types and each kind's public section come from lib/kinds.ts.
export { PREVIEW_TYPES, type PreviewType };

export const PREVIEW_ENTRY = '/api/preview';
export const PREVIEW_EXIT = '/api/preview/exit';

/** The admin form's « Prévisualiser » link: the server looks the item up by id and redirects to its page. */
export const previewEntryHref = (type: PreviewType, id: string) =>
  `${PREVIEW_ENTRY}?type=${type}&id=${encodeURIComponent(id)}`;

/** The public URL of an item from its stored slug. */
export const publicPath = (type: PreviewType, slug: string) =>
  `${KINDS[kindOfPreview(type)].section}/${encodeURIComponent(slug)}`;

/** The banner's « Quitter l'aperçu » link back to the same page. */
export const previewExitHref = (path: string) => `${PREVIEW_EXIT}?path=${encodeURIComponent(path)}`;

export const isPreviewType = (value: unknown): value is PreviewType => PREVIEW_TYPES.includes(value as PreviewType);

// Only a detail page of the site (slug characters as the forms allow them), never another host or scheme.
const DETAIL_PATH = /^\/(?:blog|tutoriels|portfolio)\/[a-z0-9][a-z0-9-]{0,199}$/;

/** The page to return to after leaving preview: a detail page of this site, else the home page. */
export function safeReturnPath(raw: unknown): string {
  return typeof raw === 'string' && DETAIL_PATH.test(raw) ? raw : '/';
}

/** Next's draft-mode cookie. */
export const PREVIEW_COOKIE = '__prerender_bypass';

/** The draft-mode cookie kept to one page (Next would send it to the whole site). */
export const previewCookieOptions = (path: string) => ({
  path,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: process.env.NODE_ENV !== 'development',
});

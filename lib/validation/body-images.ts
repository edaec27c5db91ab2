// Images inside a Markdown body (articles, tutorials) must be the site's own: a file of the media
// library (local storage or Supabase Storage) or a bundled image. Another site's image is refused
// when saving (its host is outside the CSP, and it could change or vanish): the editor and the
// server check the same rule, and the public renderer leaves out anything that slipped through.

import { isCanonicalImagePath } from '@/lib/images/canonical';
import { bodyImageUrls } from '@/lib/markdown/read';

const SUPABASE_PUBLIC =
  /^https:\/\/[A-Za-z0-9.-]+(:\d+)?\/storage\/v1\/object\/public\/(project-images|blog-images)\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * A body image the site serves itself, written canonically (no `.` or `..` segment: the media library would not
 * recognise the alias as the same file), never an unchecked signed upload under incoming/.
 */
export function isOwnImage(src: string): boolean {
  return (isCanonicalImagePath(src) || SUPABASE_PUBLIC.test(src)) && !src.includes('/incoming/');
}

/** The first image of the body that is not the site's own, or null. */
export function foreignBodyImage(markdown: string): string | null {
  return bodyImageUrls(markdown).find((u) => !isOwnImage(u)) ?? null;
}

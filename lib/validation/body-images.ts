// Images inside a Markdown body (articles, tutorials) must be the site's own: a file of the media
// library (local storage or Supabase Storage) or a bundled image. Another site's image is refused
// when saving (its host is outside the CSP, and it could change or vanish): the editor and the
// server check the same rule, and the public renderer leaves out anything that slipped through.

import { isCanonicalImagePath } from '@/lib/images/canonical';

// ![alt](url "title") and ![alt](<url>): the URL is the first token inside the parentheses.
const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+["'(][^)]*)?\s*\)/g;
// ![alt][label] and its definition « [label]: url ».
const REFERENCE_IMAGE = /!\[([^\]]*)\]\[([^\]]*)\]/g;
const DEFINITION = /^ {0,3}\[([^\]]+)\]:\s*<?([^\s>]+)>?/gm;

const SUPABASE_PUBLIC =
  /^https:\/\/[A-Za-z0-9.-]+(:\d+)?\/storage\/v1\/object\/public\/(project-images|blog-images)\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * A body image the site serves itself, written canonically (no `.` or `..` segment: the media library would not
 * recognise the alias as the same file), never an unchecked signed upload under incoming/.
 */
export function isOwnImage(src: string): boolean {
  return (isCanonicalImagePath(src) || SUPABASE_PUBLIC.test(src)) && !src.includes('/incoming/');
}

/** The image URLs a Markdown body shows, in order. */
export function bodyImageUrls(markdown: string): string[] {
  const urls = [...markdown.matchAll(MARKDOWN_IMAGE)].map((m) => m[1] ?? '');
  const labels = [...markdown.matchAll(REFERENCE_IMAGE)].map((m) => (m[2] || m[1] || '').toLowerCase());
  if (labels.length > 0) {
    const targets = new Map([...markdown.matchAll(DEFINITION)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
    for (const label of labels) if (targets.has(label)) urls.push(targets.get(label)!);
  }
  return urls;
}

/** The first image of the body that is not the site's own, or null. */
export function foreignBodyImage(markdown: string): string | null {
  return bodyImageUrls(markdown).find((u) => !isOwnImage(u)) ?? null;
}

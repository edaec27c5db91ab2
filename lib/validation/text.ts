// Text helpers shared by the admin forms (browser) and the server actions: no server-only imports.

export { slugify } from './slug.ts';

/** E-mail addresses compare and are stored trimmed and lower-case (as Supabase Auth does). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Comma-separated tags: trimmed, empties dropped, duplicates (case-insensitive) kept once. */
export function parseTags(text: string | readonly string[] | null | undefined): string[] {
  const parts = typeof text === 'string' ? text.split(',') : [...(text ?? [])];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim().replace(/\s+/g, ' ');
    const key = tag.toLocaleLowerCase('fr');
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

export function formatTags(tags: readonly string[]): string {
  return tags.join(', ');
}

const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * Reduces a pasted video address to its id: youtube.com/watch?v=ID, youtu.be/ID, /embed/ID,
 * /shorts/ID, /live/ID, or a bare id. Returns null when nothing usable is found.
 */
export function parseVideoId(input: string | null | undefined): string | null {
  const text = (input ?? '').trim();
  if (!text) return null;
  if (VIDEO_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  let candidate: string | null = null;
  if (host === 'youtu.be') {
    candidate = url.pathname.split('/')[1] ?? null;
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').slice(1);
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') candidate = second ?? null;
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The video host's own thumbnail, used when no image is uploaded for a tutorial. */
export function videoThumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}

const THUMBNAIL_URL = /^https:\/\/i\.ytimg\.com\/vi\/([A-Za-z0-9_-]{6,20})\/hqdefault\.jpg$/;

/**
 * The site's own address of a video thumbnail (/api/miniature/{id}), which the image optimiser may
 * resize: the route serves the thumbnails of the site's own videos only (app/api/miniature/[id]/route.ts),
 * so nobody can make the server fetch and keep any other. Other addresses come back unchanged.
 */
export function siteThumbnailPath(src: string): string {
  const id = THUMBNAIL_URL.exec(src)?.[1];
  return id ? `/api/miniature/${id}` : src;
}

/** Rank typed by an administrator: a non-numeric entry becomes 1; decimals are truncated. */
export function coerceRank(value: unknown): number {
  if (typeof value !== 'number' && typeof value !== 'string') return 1;
  const n = typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
  if (!Number.isFinite(n) || String(value).trim() === '') return 1;
  return Math.trunc(n);
}

export function isRankInRange(rank: number, max: number): boolean {
  return Number.isInteger(rank) && rank >= 1 && rank <= max;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id as the database writes them (lists, `?modifier=`, previews, sessions check it before a query). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

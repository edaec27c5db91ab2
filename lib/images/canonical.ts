// The image addresses the site makes, and only those. The optimiser (/_next/image) keys its cache on the raw
// `url` it is given, so every alias of one image (`/storage/v1/../x.jpg`, `x.jpg#1`, `/images/../storage/…`,
// `./x.jpg`, `%2e`) would be one more resize kept a year: proxy.ts answers 400 to anything else, and the forms
// refuse such paths before they are stored. Shared by proxy.ts (edge), the zod schemas and the body-image check.
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './config';

/** One path segment: no empty, `.` or `..` segment (a segment never starts with a dot). */
const SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}';
/** A stored or bundled image, as the site writes it: /storage/<bucket>/<file>, /images/<folders>/<file>. */
export const OWN_IMAGE_PATH = new RegExp(`^/(?:storage/[a-z0-9-]{1,63}/${SEGMENT}|images(?:/${SEGMENT}){1,4})$`);
/** What else the site asks the optimiser for: share images and video thumbnails. */
const GENERATED = /^\/api\/(?:og\/[a-z0-9-]{1,80}|miniature\/[A-Za-z0-9_-]{11})$/;
/** A public file of this project's Supabase Storage. */
const SUPABASE_OBJECT = new RegExp(`^/storage/v1/object/public/[a-z0-9-]{1,63}/${SEGMENT}$`);

const WIDTHS = new Set([...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES].map(String));

/** True for an image path the site would store: its own folders, no alias segment, nothing after the file. */
export const isCanonicalImagePath = (path: string): boolean => OWN_IMAGE_PATH.test(path);

/** True for an https Supabase Storage public object with a canonical path. */
export function isCanonicalSupabaseImage(url: string, supabaseUrl?: string): boolean {
  if (!/^https?:\/\/[A-Za-z0-9.:-]+\/storage\/v1\/object\/public\/[A-Za-z0-9._/-]+$/.test(url)) return false;
  const parsed = new URL(url);
  if (supabaseUrl && parsed.origin !== new URL(supabaseUrl).origin) return false;
  return SUPABASE_OBJECT.test(parsed.pathname) && `${parsed.origin}${parsed.pathname}` === url;
}

/**
 * Whether an optimiser request is one the site makes: exactly `url`, `w` and `q`, once each; `url` a canonical
 * path of the site (or of its Supabase Storage); `w` a configured width; `q` the configured quality.
 */
export function isCanonicalOptimiserQuery(search: URLSearchParams, supabaseUrl?: string): boolean {
  const keys = [...search.keys()];
  if (keys.length !== 3 || new Set(keys).size !== 3) return false;
  const url = search.get('url');
  const w = search.get('w');
  const q = search.get('q');
  if (!url || !w || !q || !WIDTHS.has(w) || q !== String(IMAGE_QUALITY)) return false;
  if (url.startsWith('/')) return OWN_IMAGE_PATH.test(url) || GENERATED.test(url);
  return Boolean(supabaseUrl) && isCanonicalSupabaseImage(url, supabaseUrl);
}

/** The site's Supabase project, where it has one: inlined in the browser, either name on the server. */
const configuredSupabaseUrl = (): string | undefined =>
  process.env.NEXT_PUBLIC_SUPABASE_URL || process.env.SUPABASE_URL || undefined;

/** A public file of the site's own upload buckets in its configured Supabase Storage. */
const SUPABASE_UPLOAD = /^\/storage\/v1\/object\/public\/(?:project-images|blog-images)\//;

/**
 * An image the site serves itself, and the only kind an image field or a body may hold: a file of its storage
 * (/storage/…), one of its bundled images (/images/…), or a file of its configured Supabase Storage, written
 * canonically; never another host (a letter would make each reader's mail client fetch it), never an unchecked
 * signed upload under incoming/. A tutorial's thumbnail may also be its own video's (schemas.ts).
 */
export function isSiteImage(url: string, supabaseUrl: string | undefined = configuredSupabaseUrl()): boolean {
  if (url.includes('/incoming/')) return false;
  if (url.startsWith('/')) return isCanonicalImagePath(url);
  if (!supabaseUrl || !isCanonicalSupabaseImage(url, supabaseUrl)) return false;
  return SUPABASE_UPLOAD.test(new URL(url).pathname);
}

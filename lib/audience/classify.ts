// What the audience beacon's figures are made of, as an owner reads them (docs/PRIVACY.md): a page's canonical
// path, the visit's source (search engines and social networks by name, « Lettres », « Accès direct », other
// sites by host; utm_source / utm_medium / utm_campaign honoured), the device class and the country, each from
// what the request itself says, never from a third party. Plain functions: the route and the tests use them.

/** Values a metric takes per day before the rest is counted under « Autres » (lib/data/audience.ts). */
export const OTHER = 'Autres';
export const DIRECT = 'Accès direct';
export const LETTERS = 'Lettres';
export const NOT_FOUND = '404';

const ENGINES: [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, 'Google'],
  [/(^|\.)bing\.com$/, 'Bing'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
  [/(^|\.)qwant\.com$/, 'Qwant'],
  [/(^|\.)ecosia\.org$/, 'Ecosia'],
  [/(^|\.)search\.brave\.com$/, 'Brave'],
  [/(^|\.)startpage\.com$/, 'Startpage'],
  [/(^|\.)yahoo\.[a-z.]+$/, 'Yahoo'],
  [/(^|\.)yandex\.[a-z.]+$/, 'Yandex'],
  [/(^|\.)baidu\.com$/, 'Baidu'],
];
const NETWORKS: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$|^lnkd\.in$/, 'LinkedIn'],
  [/(^|\.)facebook\.com$|(^|\.)fb\.com$|^fb\.me$/, 'Facebook'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/^t\.co$|(^|\.)twitter\.com$|(^|\.)x\.com$/, 'X (Twitter)'],
  [/(^|\.)pinterest\.[a-z.]+$|^pin\.it$/, 'Pinterest'],
  [/(^|\.)youtube\.com$|^youtu\.be$/, 'YouTube'],
  [/(^|\.)whatsapp\.com$|^wa\.me$/, 'WhatsApp'],
  [/(^|\.)reddit\.com$/, 'Reddit'],
  [/(^|\.)threads\.net$/, 'Threads'],
  [/(^|\.)bsky\.app$/, 'Bluesky'],
];
const WEBMAIL = /^(mail\.google\.com|outlook\.live\.com|outlook\.office\.com|mail\.yahoo\.com|webmail\..+)$/;
/** utm_source values that name a kind of source rather than a site. */
const UTM_NAMES: Record<string, string> = {
  lettre: LETTERS,
  lettres: LETTERS,
  newsletter: LETTERS,
  email: 'E-mail',
  'e-mail': 'E-mail',
};

const named = (host: string): string | null =>
  [...ENGINES, ...NETWORKS].find(([pattern]) => pattern.test(host))?.[1] ?? null;

/** A host as the owner reads it: lower case, without « www. ». */
const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** Text taken from the query string or a referrer: printable, trimmed, bounded. */
export const cleanText = (value: unknown, max: number): string =>
  typeof value === 'string'
    ? value
        .replace(/[\u0000-\u001f\u007f]/g, '')
        .trim()
        .slice(0, max)
    : '';

export type Utm = { source: string; medium: string; campaign: string };

/** utm_source, utm_medium and utm_campaign of a query string (lower case, bounded). */
export function utmOf(search: string): Utm {
  const params = new URLSearchParams(search.slice(0, 1000));
  const get = (k: string) => cleanText(params.get(k), 60).toLowerCase();
  return { source: get('utm_source'), medium: get('utm_medium'), campaign: get('utm_campaign') };
}

/** The visit's source: the campaign's utm_source when given, else the referrer's site, else « Accès direct ». */
export function sourceOf(referrer: string, utm: Utm, siteHost: string): string {
  if (utm.source) return UTM_NAMES[utm.source] ?? named(`${utm.source}.com`) ?? utm.source;
  let host: string;
  try {
    host = bareHost(new URL(referrer).hostname);
  } catch {
    return DIRECT;
  }
  if (!host || host === bareHost(siteHost)) return DIRECT;
  if (WEBMAIL.test(host)) return 'E-mail';
  return named(host) ?? host.slice(0, 100);
}

export type Device = 'phone' | 'tablet' | 'desktop';
export const DEVICE_LABEL: Record<Device, string> = { phone: 'Téléphone', tablet: 'Tablette', desktop: 'Ordinateur' };

/** The device class a user agent says (never stored itself). */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return 'phone';
  return 'desktop';
}

/**
 * The visitor's country without any lookup: the hosting platform's own header (Vercel's x-vercel-ip-country),
 * else the region of the browser's language (fr-BE → BE); '' when neither says.
 */
export function countryOf(platformCountry: string | null, language: string): string {
  if (platformCountry && /^[A-Z]{2}$/.test(platformCountry)) return platformCountry;
  const region = /^[a-z]{2,3}-([A-Za-z]{2})$/.exec(language.trim())?.[1];
  return region ? region.toUpperCase() : '';
}

/** A page's path as counted: no query or fragment, no trailing slash, bounded; a 404 in one bucket. */
export function pagePath(raw: unknown, notFound: boolean): string | null {
  if (notFound) return NOT_FOUND;
  const path = cleanText(raw, 200);
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const bare = path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
  return /^\/[A-Za-z0-9\-._~/%]*$/.test(bare) ? bare : null;
}

/** Paths the measurement never counts: the back office, sign-in, API and the framework's own. */
export const UNCOUNTED = /^\/(admin|login|auth|api|_next)(\/|$)/;

/**
 * A search query as counted: lower case, spaces folded, bounded; '' (not counted) for one that looks like it holds
 * a person's details (an e-mail address, a phone or other long number), which visitors do type into search boxes.
 */
export function queryKey(q: unknown): string {
  const key = cleanText(q, 80).toLowerCase().replace(/\s+/g, ' ');
  return /@|\d[\d .-]{5,}\d/.test(key) ? '' : key;
}

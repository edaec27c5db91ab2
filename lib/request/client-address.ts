import { isIP } from 'node:net';
import { env } from '@/lib/env';

/**
 * Key used for every client when the address cannot be trusted (no proxy hop configured, or a
 * request that did not pass through all of them): limits then apply to all such clients together.
 */
export const UNKNOWN_CLIENT = 'unknown';
export const MAX_CLIENT_KEY = 64;

export type ClientAddressOptions = { hops: number; vercel: boolean; production?: boolean };

let hopsHintLogged = false;

/**
 * Signs that a proxy forwarded the request. A lone X-Forwarded-For entry is not one: `next start` fills
 * the header with the socket's address when it is absent. It also fills X-Forwarded-Proto, but only with
 * `https` when it terminates TLS itself, which `next start` never does.
 */
function forwardedByProxy(h: Headers): boolean {
  const forwardedFor = (h.get('x-forwarded-for') ?? '').split(',').filter((s) => s.trim());
  return (
    forwardedFor.length > 1 ||
    h.get('x-forwarded-proto') === 'https' ||
    ['x-real-ip', 'forwarded', 'via'].some((name) => h.has(name))
  );
}

/** Once per process: a proxy is clearly there but none is trusted. */
function hintAtHops(h: Headers, options: ClientAddressOptions) {
  if (hopsHintLogged || !options.production || options.vercel || options.hops > 0 || !forwardedByProxy(h)) return;
  hopsHintLogged = true;
  console.warn(
    '[client-address] Requests come through a proxy (X-Forwarded-* headers) but TRUSTED_PROXY_HOPS is 0, so every client shares one rate-limit key. Set TRUSTED_PROXY_HOPS to the number of proxies in front of the server that append to X-Forwarded-For (nginx with proxy_add_x_forwarded_for: 1).',
  );
}

/**
 * The client's address for rate limiting, from a source the client cannot forge:
 * on Vercel its own `x-vercel-forwarded-for` / `x-real-ip` (set by the platform, never passed
 * through); elsewhere the entry written by the outermost of `hops` trusted proxies, counted from the
 * right of X-Forwarded-For (entries further left are whatever the client sent). With 0 hops no
 * header is trusted and every client shares UNKNOWN_CLIENT. IPv6 addresses are grouped by /64,
 * the block one subscriber usually holds.
 */
export function clientAddress(h: Headers, options: ClientAddressOptions = fromEnv()): string {
  hintAtHops(h, options);
  let candidate: string | undefined;
  if (options.vercel) {
    candidate = h.get('x-vercel-forwarded-for')?.split(',')[0] ?? h.get('x-real-ip') ?? undefined;
  } else if (options.hops > 0) {
    const entries = (h.get('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (entries.length >= options.hops) candidate = entries[entries.length - options.hops];
  }
  return normalizeAddress(candidate);
}

function fromEnv(): ClientAddressOptions {
  return { hops: env.TRUSTED_PROXY_HOPS, vercel: env.VERCEL === '1', production: env.NODE_ENV === 'production' };
}

/** A valid IP in canonical form (IPv6 as its /64), else UNKNOWN_CLIENT; never longer than MAX_CLIENT_KEY. */
export function normalizeAddress(raw: string | null | undefined): string {
  const value = (raw ?? '')
    .trim()
    .slice(0, MAX_CLIENT_KEY)
    .replace(/^\[(.*)\](:\d+)?$/, '$1');
  const version = isIP(value);
  if (version === 4) return value;
  if (version === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
    if (mapped) return mapped[1]!;
    return `${ipv6Groups(value).slice(0, 4).join(':')}::/64`;
  }
  // « 203.0.113.7:51234 » as some proxies write it.
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(value);
  if (withPort && isIP(withPort[1]!) === 4) return withPort[1]!;
  return UNKNOWN_CLIENT;
}

/** The eight 16-bit groups of a valid IPv6 address, lower-case, without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase().split('%')[0]!;
  // An embedded IPv4 tail becomes two hex groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => parseInt(g, 16).toString(16));
}

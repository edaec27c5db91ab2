import 'server-only';
import { readRedirectMap } from '@/lib/data/redirect-map';
import { redirectsGeneration } from './generation';
import { encodedPath, requestRedirectKey } from './paths';

// proxy.ts's copy of the redirects table, for addresses no route of the site matches (its matcher
// sends nothing else here). Read at most once per LIFE_MS per instance, or at once after a write in
// this process; a failed read is tried again after a few seconds (meanwhile: the site's 404).
const LIFE_MS = 30_000;
const RETRY_MS = 5_000;

type Copy = { map: Map<string, string>; until: number; generation: number };
let copy: Copy | null = null;
let loading: Promise<Copy> | null = null;

async function load(): Promise<Copy> {
  const generation = redirectsGeneration();
  try {
    return { map: await readRedirectMap(), until: Date.now() + LIFE_MS, generation };
  } catch (e) {
    console.error('[redirects] read failed:', e instanceof Error ? e.message : e);
    return { map: copy?.map ?? new Map(), until: Date.now() + RETRY_MS, generation };
  }
}

async function current(): Promise<Map<string, string>> {
  if (copy && copy.until > Date.now() && copy.generation === redirectsGeneration()) return copy.map;
  loading ??= load().finally(() => (loading = null));
  copy = await loading;
  return copy.map;
}

/** The encoded path a request for `pathname` is sent to, or null when it has no redirect. */
export async function redirectTarget(pathname: string): Promise<string | null> {
  const key = requestRedirectKey(pathname);
  if (!key) return null;
  const target = (await current()).get(key);
  return target ? encodedPath(target) : null;
}

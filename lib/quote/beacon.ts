import 'server-only';
import { recordHandoff } from '@/lib/data/quote-handoffs';
import { reserveAttempt, type CapRule } from '@/lib/data/rate-limit';
import { z } from '@/lib/validation/zod';
import { QUOTE_CHANNELS, QUOTE_PAGES, QUOTE_SERVICE_IDS } from './estimate';

// The hand-off beacon: one count per click on « Envoyer par e-mail » / « Envoyer sur WhatsApp ».
// Nothing identifies the sender: no address, no cookie, and the rate limit is one site-wide bucket.

/** Site-wide: far above what a studio's visitors click, low enough that a script changes little. */
export const HANDOFF_LIMIT = { kind: 'cap', limit: 300, windowSeconds: 10 * 60 } as const satisfies CapRule;
export const MAX_BEACON_BYTES = 512;

const beaconSchema = z.object({
  service: z.enum(QUOTE_SERVICE_IDS),
  channel: z.enum(QUOTE_CHANNELS),
  page: z.enum(QUOTE_PAGES),
});

export type BeaconOutcome = 'counted' | 'invalid' | 'cross-site' | 'throttled' | 'ceiling' | 'failed';

/** Only the site's own pages send it: a browser says so in Sec-Fetch-Site, or at least in Origin. */
export function sameSite(headers: Headers, origin: string): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  return headers.get('origin') === origin;
}

export async function handleBeacon(body: string, headers: Headers, origin: string): Promise<BeaconOutcome> {
  if (!sameSite(headers, origin)) return 'cross-site';
  if (body.length > MAX_BEACON_BYTES) return 'invalid';
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return 'invalid';
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) return 'invalid';
  try {
    const { wait } = await reserveAttempt([{ bucket: 'quote-handoff', key: 'site', rule: HANDOFF_LIMIT }]);
    if (wait > 0) return 'throttled';
    return (await recordHandoff(parsed.data)) ? 'counted' : 'ceiling';
  } catch (e) {
    console.error('[devis] beacon failed:', e instanceof Error ? e.message : e);
    return 'failed';
  }
}

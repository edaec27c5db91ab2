import 'server-only';
// The audience beacon (app/api/mesure/route.ts, sent by components/layout/audience-send.ts): a page view
// or an event of a visit, counted without a cookie, without storing an address or a user agent. Not counted:
// robots (isbot), Global Privacy Control and Do Not Track, a browser with a session or a preview (members of
// the team), another site's requests, and the back office's and sign-in's paths.
import { isbot } from 'isbot';
import { recordAudienceEvent, recordHit, type AudienceEvent } from '@/lib/data/audience';
import { siteUrl } from '@/lib/env';
import { SESSION_HINT_COOKIE } from '@/lib/auth/session-hint';
import { clientAddress } from '@/lib/request/client-address';
import { sameSite } from '@/lib/quote/beacon';
import { QUOTE_SERVICE_IDS } from '@/lib/quote/estimate';
import { z } from '@/lib/validation/zod';
import { UNCOUNTED, countryOf, deviceOf, pagePath, queryKey, sourceOf, utmOf, cleanText } from './classify';

export const MAX_AUDIENCE_BYTES = 1024;

const CHANNELS = ['email', 'whatsapp', 'phone', 'quote'] as const;
const schema = z.union([
  z.object({
    t: z.literal('view'),
    p: z.string().max(300),
    r: z.string().max(500),
    s: z.string().max(500),
    l: z.string().max(40),
    nf: z.boolean(),
  }),
  z.object({ t: z.literal('handoff'), c: z.enum(CHANNELS), p: z.string().max(300) }),
  z.object({
    t: z.literal('search'),
    o: z.enum(['site', 'blog']),
    q: z.string().max(200),
    n: z.number().int().min(0).max(10_000),
  }),
  z.object({ t: z.literal('signup'), p: z.string().max(300) }),
  z.object({
    t: z.literal('estimator'),
    v: z.enum(QUOTE_SERVICE_IDS),
    k: z.enum(['opened', 'priced', 'sent']),
  }),
]);

export type AudienceOutcome = 'counted' | 'refused' | 'invalid' | 'not-counted';

/** Why a request is not measured at all, or null: robots, privacy signals, the team, another site. */
export function notMeasured(headers: Headers, origin: string): string | null {
  if (!sameSite(headers, origin)) return 'cross-site';
  if (isbot(headers.get('user-agent') ?? '')) return 'robot';
  if (headers.get('sec-gpc') === '1' || headers.get('dnt') === '1') return 'privacy signal';
  const cookies = headers.get('cookie') ?? '';
  // A signed-in browser, or one that has signed in here (its device cookie: a member of the team after sign-out):
  // never counted. (A preview's draft-mode cookie is scoped to the previewed page; the session covers previews.)
  if (/(^|;\s*)(sg_session|sg_device|__prerender_bypass)=/.test(cookies) || cookies.includes(`${SESSION_HINT_COOKIE}=`))
    return 'signed in';
  return null;
}

export async function handleAudienceBeacon(
  body: string,
  headers: Headers,
  siteOrigin: string,
): Promise<AudienceOutcome> {
  if (body.length > MAX_AUDIENCE_BYTES) return 'invalid';
  if (notMeasured(headers, siteOrigin)) return 'refused';
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return 'invalid';
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return 'invalid';
  const m = parsed.data;
  const host = cleanText(headers.get('host'), 100);
  const visitor = { address: clientAddress(headers), userAgent: headers.get('user-agent') ?? '', host };
  try {
    if (m.t === 'view') {
      const path = pagePath(m.p, m.nf);
      if (!path || UNCOUNTED.test(path)) return 'invalid';
      const utm = utmOf(m.s);
      const counted = await recordHit({
        path,
        visitor,
        source: sourceOf(m.r, utm, new URL(siteOrigin).hostname),
        campaign: utm.campaign,
        medium: utm.medium,
        device: deviceOf(visitor.userAgent),
        country: countryOf(headers.get('x-vercel-ip-country'), m.l),
      });
      return counted ? 'counted' : 'not-counted';
    }
    let event: AudienceEvent;
    if (m.t === 'handoff' || m.t === 'signup') {
      const path = pagePath(m.p, false);
      if (!path) return 'invalid';
      event = m.t === 'handoff' ? { kind: 'handoff', channel: m.c, path } : { kind: 'signup', path };
    } else if (m.t === 'search') {
      const query = queryKey(m.q);
      if (!query) return 'invalid';
      event = { kind: 'search', scope: m.o, query, results: m.n };
    } else event = { kind: 'estimator', service: m.v, step: m.k };
    return (await recordAudienceEvent(event, visitor)) ? 'counted' : 'not-counted';
  } catch (e) {
    console.error('[mesure] beacon failed:', e instanceof Error ? e.message : e);
    return 'not-counted';
  }
}

/**
 * Counts an event the server itself sees (a newsletter sign-up, a blog search: no script needed for them), with
 * the same exclusions as the beacon's, read from the request. Never throws: a count is not worth a failed answer.
 */
export async function countFromRequest(headers: Headers, event: AudienceEvent): Promise<boolean> {
  if (notMeasured(headers, new URL(siteUrl('/')).origin)) return false;
  const visitor = {
    address: clientAddress(headers),
    userAgent: headers.get('user-agent') ?? '',
    host: cleanText(headers.get('host'), 100),
  };
  return recordAudienceEvent(event, visitor).catch((e: unknown) => {
    console.error('[mesure] count failed:', e instanceof Error ? e.message : e);
    return false;
  });
}

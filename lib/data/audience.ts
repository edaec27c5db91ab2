import 'server-only';
import crypto from 'node:crypto';
import type { TransactionSql } from 'postgres';
import { sql } from '@/lib/db/client';
import { OTHER } from '@/lib/audience/classify';

// The audience figures (supabase/migrations/20261202030000_audience.sql, docs/PRIVACY.md): counters per day,
// metric and value, written by atomic upserts (several instances count right; nothing is kept in memory but
// the day's secret, read back from the database). A visitor is a hash of today's secret with the request's
// client address, user agent and host; the secret and the day's hashes are deleted once the day is over.

/** Values a metric takes per day; past them its new values count under « Autres ». */
export const METRIC_VALUES = {
  pageviews: 500,
  entries: 500,
  sources: 100,
  campaigns: 100,
  mediums: 50,
  countries: 100,
  devices: 3,
  visitors: 1,
  visits: 1,
  beacons: 1,
  searches: 300,
  searches_empty: 300,
  handoffs: 300,
  handoff_sources: 300,
  letter_links: 300,
  signups: 100,
  confirmations: 100,
  estimator: 100,
} as const;
export type Metric = keyof typeof METRIC_VALUES;

/** A counter stops here: beyond any real audience of one page in a day, so a script changes little. */
export const COUNTER_CEILING = 200_000;
/** Beacons counted in a day, all kinds: past it nothing more is counted that day. */
export const DAILY_BEACONS = 500_000;
/** New visitors recorded in a day (the day's hashes): past it page views still count, new visitors and visits no longer. */
export const DAILY_VISITORS = 100_000;
/** A visit ends after this long without a page view. */
export const VISIT_GAP_MINUTES = 30;
/** How long the figures are kept (the CNIL's limit for audience measurement). */
export const KEEP_MONTHS = 25;

/** The UTC day of a moment, as the figures are keyed. */
export const dayOf = (at: Date = new Date()): string => at.toISOString().slice(0, 10);

type Db = typeof sql | TransactionSql;

/** Adds one to each (metric, value) of the day, each value under its metric's bound and ceiling. */
async function bump(db: Db, day: string, counts: [Metric, string][]): Promise<void> {
  if (counts.length === 0) return;
  const metrics = counts.map(([m]) => m);
  const dims = counts.map(([, d]) => d.slice(0, 200));
  const caps = counts.map(([m]) => METRIC_VALUES[m]);
  await db`
    with input as (select * from unnest(${metrics}::text[], ${dims}::text[], ${caps}::int[]) as i(metric, dim, cap)),
    resolved as (
      select distinct i.metric,
        case when exists (select 1 from audience_daily a where a.day = ${day}::date and a.metric = i.metric and a.dim = i.dim)
               or (select count(*) from audience_daily a where a.day = ${day}::date and a.metric = i.metric) < i.cap
             then i.dim else ${OTHER} end as dim
      from input i)
    insert into audience_daily (day, metric, dim, count)
    select ${day}::date, metric, dim, 1 from resolved
    on conflict (day, metric, dim) do update set count = audience_daily.count + 1
      where audience_daily.count < ${COUNTER_CEILING}`;
}

/** Counts one beacon of the day; false once the day's ceiling is reached (then nothing is counted). */
async function admit(db: Db, day: string): Promise<boolean> {
  const rows = await db`
    insert into audience_daily (day, metric, dim, count) values (${day}::date, 'beacons', '', 1)
    on conflict (day, metric, dim) do update set count = audience_daily.count + 1
      where audience_daily.count < ${DAILY_BEACONS}
    returning count`;
  return rows.length > 0;
}

/** Today's secret, made by the first request of the day (the same for every instance). */
async function secretOf(db: Db, day: string): Promise<Buffer> {
  const [made] = await db<{ secret: Buffer }[]>`
    insert into private.audience_secrets (day, secret) values (${day}::date, ${crypto.randomBytes(32)})
    on conflict (day) do nothing returning secret`;
  if (made) return made.secret;
  const [kept] = await db<{ secret: Buffer }[]>`select secret from private.audience_secrets where day = ${day}::date`;
  return kept!.secret;
}

export type Hit = {
  path: string;
  /** What identifies no one once hashed with the day's secret: the client address, user agent and host. */
  visitor: { address: string; userAgent: string; host: string };
  source: string;
  campaign: string;
  medium: string;
  device: string;
  country: string;
};

export type HitOutcome = { visitor: 'new' | 'returning'; visit: 'new' | 'continued' } | null;

/** One page view: its page, and for a new visit its entry page, source, campaign, device and country. */
export async function recordHit(hit: Hit, at: Date = new Date()): Promise<HitOutcome> {
  const day = dayOf(at);
  // Each statement is atomic on its own, and none waits on another's row locks for longer than itself: no
  // transaction around them (a beacon's counters may lag its visitor row by a statement, never be lost).
  if (!(await admit(sql, day))) return null;
  const secret = await secretOf(sql, day);
  const hash = crypto
    .createHmac('sha256', secret)
    .update(`${hit.visitor.address}\n${hit.visitor.userAgent}\n${hit.visitor.host}`)
    .digest();
  const [room] = await sql<{ full: boolean }[]>`
    select coalesce((select count from audience_daily where day = ${day}::date and metric = 'visitors' and dim = ''), 0)
      >= ${DAILY_VISITORS} as full`;
  const [seen] = await sql<{ previous: Date | null }[]>`
    with prev as (select last_seen from private.audience_visitors where day = ${day}::date and hash = ${hash})
    insert into private.audience_visitors as v (day, hash, last_seen, source)
    select ${day}::date, ${hash}, ${at}, ${hit.source} where exists (select 1 from prev) or not ${room!.full}
    on conflict (day, hash) do update set last_seen = excluded.last_seen,
      source = case when v.last_seen < excluded.last_seen - make_interval(mins => ${VISIT_GAP_MINUTES})
                    then excluded.source else v.source end
    returning (select last_seen from prev) as previous`;
  const previous = seen?.previous ?? null;
  const newVisitor = !!seen && previous === null;
  // A visitor the day's ceiling kept out is not recorded: their page views count, no visit of theirs does.
  const newVisit = !!seen && (previous === null || at.getTime() - previous.getTime() > VISIT_GAP_MINUTES * 60_000);
  const counts: [Metric, string][] = [['pageviews', hit.path]];
  if (newVisitor) counts.push(['visitors', '']);
  if (newVisit) {
    counts.push(['visits', ''], ['entries', hit.path], ['sources', hit.source], ['devices', hit.device]);
    counts.push(['countries', hit.country]);
    if (hit.campaign) counts.push(['campaigns', hit.campaign]);
    if (hit.medium) counts.push(['mediums', hit.medium]);
    if (hit.campaign.startsWith('lettre-')) counts.push(['letter_links', `${hit.campaign}|${hit.path}`]);
  }
  await bump(sql, day, counts);
  return { visitor: newVisitor ? 'new' : 'returning', visit: newVisit ? 'new' : 'continued' };
}

/** The source of the visit a visitor is on today ('' when unknown), for the conversions it brings. */
async function visitSource(db: Db, day: string, visitor: Hit['visitor']): Promise<string> {
  const [row] = await db<{ secret: Buffer }[]>`select secret from private.audience_secrets where day = ${day}::date`;
  if (!row) return '';
  const hash = crypto
    .createHmac('sha256', row.secret)
    .update(`${visitor.address}\n${visitor.userAgent}\n${visitor.host}`)
    .digest();
  const [v] = await db<{ source: string }[]>`
    select source from private.audience_visitors where day = ${day}::date and hash = ${hash}`;
  return v?.source ?? '';
}

export type AudienceEvent =
  | { kind: 'handoff'; channel: string; path: string }
  | { kind: 'search'; scope: 'site' | 'blog'; query: string; results: number }
  | { kind: 'signup'; path: string }
  | { kind: 'estimator'; service: string; step: 'opened' | 'priced' | 'sent' };

/** One conversion or search of a visit (a quote hand-off with its page and the visit's source, a query…). */
export async function recordAudienceEvent(
  event: AudienceEvent,
  visitor: Hit['visitor'],
  at: Date = new Date(),
): Promise<boolean> {
  const day = dayOf(at);
  if (!(await admit(sql, day))) return false;
  const counts: [Metric, string][] = [];
  if (event.kind === 'handoff') {
    const source = (await visitSource(sql, day, visitor)) || 'Inconnue';
    counts.push(['handoffs', `${event.channel}|${event.path}`], ['handoff_sources', `${event.channel}|${source}`]);
  } else if (event.kind === 'search') {
    counts.push(['searches', `${event.scope}|${event.query}`]);
    if (event.results === 0) counts.push(['searches_empty', `${event.scope}|${event.query}`]);
  } else if (event.kind === 'signup') counts.push(['signups', event.path]);
  else counts.push(['estimator', `${event.service}|${event.step}`]);
  await bump(sql, day, counts);
  return true;
}

/** A newsletter confirmation, with the page its sign-up was made on (counted by the server: no beacon). */
export async function countConfirmation(db: Db, page: string, at: Date = new Date()): Promise<void> {
  await bump(db, dayOf(at), [['confirmations', page.slice(0, 200) || 'Inconnue']]);
}

/** The housekeeping's part: yesterday's secret and hashes go, and the figures older than 25 months. */
export async function purgeAudience(at: Date = new Date()): Promise<void> {
  const day = dayOf(at);
  await sql`delete from private.audience_secrets where day < ${day}::date`;
  await sql`delete from private.audience_visitors where day < ${day}::date`;
  await sql`delete from audience_daily where day < (${day}::date - make_interval(months => ${KEEP_MONTHS}))`;
}

import 'server-only';
import { sql } from '@/lib/db/client';

// Rate limits stored in Postgres (private.rate_limit_events), so they hold across processes and
// restarts. One atomic entry point: the check and the recording of an attempt happen under a lock
// per key, so parallel attempts always see each other.

/** At most `limit` events per sliding window. */
export type CapRule = { kind: 'cap'; limit: number; windowSeconds: number };
/**
 * `free` events without delay, then each further attempt must wait `baseSeconds × 2^(n − free)`
 * (at most `maxSeconds`) after the latest one; events older than the window no longer count.
 */
export type BackoffRule = {
  kind: 'backoff';
  free: number;
  baseSeconds: number;
  maxSeconds: number;
  windowSeconds: number;
};
export type RateRule = { bucket: string; key: string; rule: CapRule | BackoffRule };

/** Events older than this are deleted; every window is shorter. */
const RETENTION = '1 day';
const MAX_KEY = 400;

type Counted = { n: number; oldest: Date | null; latest: Date | null };

/** Seconds to wait before one more attempt is allowed under `rule`, given the events counted. */
export function waitFor(rule: CapRule | BackoffRule, counted: Counted, now = Date.now()): number {
  if (rule.kind === 'cap') {
    if (counted.n < rule.limit || !counted.oldest) return 0;
    return Math.max(Math.ceil((counted.oldest.getTime() + rule.windowSeconds * 1000 - now) / 1000), 1);
  }
  if (counted.n < rule.free || !counted.latest) return 0;
  const delay = Math.min(rule.baseSeconds * 2 ** (counted.n - rule.free), rule.maxSeconds);
  return Math.max(Math.ceil((counted.latest.getTime() + delay * 1000 - now) / 1000), 0);
}

/**
 * Atomically checks every rule and, when none asks to wait, records one event per rule. Returns
 * the longest wait (then nothing is recorded) or the ids of the recorded events, which
 * releaseAttempt() withdraws when the attempt should not count after all. Expired events are
 * purged on the way, so the table stays small without a scheduled job.
 */
export async function reserveAttempt(rules: RateRule[]): Promise<{ wait: number; ids: string[] }> {
  const keyed = rules.map((r) => ({ ...r, key: r.key.slice(0, MAX_KEY) }));
  const sorted = [...keyed].sort((a, b) => `${a.bucket}:${a.key}`.localeCompare(`${b.bucket}:${b.key}`));
  const result = await sql.begin(async (tx) => {
    for (const r of sorted) await tx`select pg_advisory_xact_lock(hashtext(${`${r.bucket}:${r.key}`}))`;
    let wait = 0;
    for (const r of sorted) {
      const limit = r.rule.kind === 'cap' ? r.rule.limit : 64;
      const [row] = await tx<Counted[]>`
        select count(*)::int as n, min(created_at) as oldest, max(created_at) as latest from (
          select created_at from private.rate_limit_events
          where bucket = ${r.bucket} and key = ${r.key} and created_at > now() - make_interval(secs => ${r.rule.windowSeconds})
          order by created_at desc limit ${limit}
        ) recent`;
      if (row) wait = Math.max(wait, waitFor(r.rule, row));
    }
    if (wait > 0) return { wait, ids: [] };
    const ids: string[] = [];
    for (const r of sorted) {
      const [row] = await tx<{ id: string }[]>`
        insert into private.rate_limit_events (bucket, key) values (${r.bucket}, ${r.key}) returning id::text`;
      ids.push(row!.id);
    }
    return { wait: 0, ids };
  });
  await purgeExpiredEvents();
  return result;
}

/** Withdraws reserved events that turned out not to count (a success, a refused inactive account). */
export async function releaseAttempt(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`delete from private.rate_limit_events where id = any(${ids}::bigint[])`;
}

export async function clearRateLimit(bucket: string, key: string): Promise<void> {
  await sql`delete from private.rate_limit_events where bucket = ${bucket} and key = ${key.slice(0, MAX_KEY)}`;
}

export async function purgeExpiredEvents(): Promise<void> {
  await sql`delete from private.rate_limit_events where created_at < now() - ${RETENTION}::interval`;
}

/** Events of a bucket and key within the last `windowSeconds` (at most 1,000 are counted). */
export async function countRecent(bucket: string, key: string, windowSeconds: number): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from (
      select 1 from private.rate_limit_events
      where bucket = ${bucket} and key = ${key.slice(0, MAX_KEY)} and created_at > now() - make_interval(secs => ${windowSeconds})
      limit 1000
    ) recent`;
  return row?.n ?? 0;
}

/** Records one event without a limit (its count is read by countRecent); returns its id for releaseAttempt(). */
export async function recordEvent(bucket: string, key: string): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into private.rate_limit_events (bucket, key) values (${bucket}, ${key.slice(0, MAX_KEY)}) returning id::text`;
  return row!.id;
}

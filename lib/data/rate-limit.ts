import 'server-only';
import { sql } from '@/lib/db/client';

/**
 * Sliding-window limiter stored in Postgres, so it holds across processes and restarts.
 * Returns the seconds to wait when `limit` events already happened in the window, else 0.
 */
export async function rateLimitWait(bucket: string, key: string, limit: number, windowSeconds: number): Promise<number> {
  const [row] = await sql<{ n: number; oldest: Date | null }[]>`
    select count(*)::int as n, min(created_at) as oldest from (
      select created_at from private.rate_limit_events
      where bucket = ${bucket} and key = ${key} and created_at > now() - make_interval(secs => ${windowSeconds})
      order by created_at desc limit ${limit}
    ) recent`;
  if (!row || row.n < limit || !row.oldest) return 0;
  const wait = Math.ceil((row.oldest.getTime() + windowSeconds * 1000 - Date.now()) / 1000);
  return Math.max(wait, 1);
}

export async function recordRateLimitEvent(bucket: string, key: string): Promise<void> {
  await sql`insert into private.rate_limit_events (bucket, key) values (${bucket}, ${key})`;
  // Opportunistic cleanup keeps the table small.
  if (Math.random() < 0.02) await sql`delete from private.rate_limit_events where created_at < now() - interval '1 day'`;
}

export async function clearRateLimit(bucket: string, key: string): Promise<void> {
  await sql`delete from private.rate_limit_events where bucket = ${bucket} and key = ${key}`;
}

import 'server-only';
import { sql } from '@/lib/db/client';
import type { IssueItemRef } from './newsletter-issues';

// The outbox's rows (lib/newsletter/outbox.ts sends): one delivery per reader of a queued issue, taken one at a
// time under a row lock (several processes share the queue through SKIP LOCKED), its outcome written in the same
// transaction as the send, so a crash between them sends again rather than never.

/** A due delivery and its reader, locked while it is sent. */
export type ClaimedDelivery = { id: string; issueId: string; subscriberId: string; attempts: number; email: string };

/** What became of the delivery `deliverNext` took (or `empty`: none was due). */
export type DeliveryOutcome = 'sent' | 'failed' | 'skipped' | 'empty';

/** An issue's subject, introduction and items, or null once it is gone. */
export async function issueToSend(
  issueId: string,
): Promise<{ id: string; subject: string; intro: string; items: IssueItemRef[]; webVersion: boolean } | null> {
  const [issue] = await sql<{ subject: string; intro: string; items: IssueItemRef[]; web_version: boolean }[]>`
    select subject, intro, items, web_version from newsletter_issues where id = ${issueId}`;
  return issue
    ? { id: issueId, subject: issue.subject, intro: issue.intro, items: issue.items, webVersion: issue.web_version }
    : null;
}

/**
 * Takes the next due delivery and hands it to `send`, under its row's lock: sent when `send` resolves; when it
 * throws, queued again `retryDelaySeconds(attempts)` later, or failed after `maxAttempts`. A reader who left (or was
 * erased) since the issue was queued is skipped without a call.
 */
export async function deliverNext(
  send: (delivery: ClaimedDelivery) => Promise<void>,
  { maxAttempts, retryDelaySeconds }: { maxAttempts: number; retryDelaySeconds: (attempts: number) => number },
): Promise<DeliveryOutcome> {
  return sql.begin(async (tx) => {
    const [d] = await tx<
      {
        id: string;
        issue_id: string;
        subscriber_id: string | null;
        attempts: number;
        email: string | null;
        confirmed: boolean;
      }[]
    >`
      select d.id::text, d.issue_id, d.subscriber_id, d.attempts, s.email, (s.confirmed_at is not null) as confirmed
      from newsletter_deliveries d left join newsletter_subscribers s on s.id = d.subscriber_id
      where d.status = 'queued' and d.next_attempt_at <= now()
      order by d.id for update of d skip locked limit 1`;
    if (!d) return 'empty';
    if (!d.email || !d.confirmed || !d.subscriber_id) {
      await tx`update newsletter_deliveries set status = 'skipped' where id = ${d.id}`;
      return 'skipped';
    }
    try {
      await send({
        id: d.id,
        issueId: d.issue_id,
        subscriberId: d.subscriber_id,
        attempts: d.attempts,
        email: d.email,
      });
      await tx`update newsletter_deliveries set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null
        where id = ${d.id}`;
      return 'sent';
    } catch (e) {
      const attempts = d.attempts + 1;
      const error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
      await tx`update newsletter_deliveries set attempts = ${attempts}, last_error = ${error},
          status = ${attempts >= maxAttempts ? 'failed' : 'queued'},
          next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(attempts)})
        where id = ${d.id}`;
      return 'failed';
    }
  });
}

/** Marks « sent » every sending issue whose deliveries are all done (sent, failed or skipped). */
export async function closeFinishedIssues(): Promise<void> {
  await sql`
    update newsletter_issues i set status = 'sent', sent_at = now()
    where i.status = 'sending'
      and not exists (select 1 from newsletter_deliveries d where d.issue_id = i.id and d.status = 'queued')`;
}

/** Deliveries waiting to be sent now (not those waiting for a retry). */
export async function dueDeliveries(): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from newsletter_deliveries where status = 'queued' and next_attempt_at <= now()`;
  return row?.n ?? 0;
}

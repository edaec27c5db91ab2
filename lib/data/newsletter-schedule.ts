import 'server-only';
// « Programmer l'envoi »: a draft letter waits, « Programmée », until its time; the mail worker (and the cron
// route on Vercel) then queues it like « Envoyer aux abonnés » (queueIssue). Cancelled, it is a draft again.
import { sql } from '@/lib/db/client';
import { logAudit, type Audit } from './audit';
import { DataError } from './errors';
import { queueIssue } from './newsletter-issues';

/** Moves a letter from one state to the other (conflict when it is not in `from` any more), journaled. */
async function move(
  id: string,
  from: string,
  to: string,
  at: string | null,
  summary: (subject: string) => string,
  audit?: Audit,
) {
  await sql.begin(async (tx) => {
    const [row] = await tx<{ subject: string }[]>`
      update newsletter_issues set status = ${to}, scheduled_at = ${at}
      where id = ${id} and status = ${from} returning subject`;
    if (!row) throw new DataError('conflict');
    await logAudit(tx, audit, { action: 'status', entity: 'newsletter', entityId: id, summary: summary(row.subject) });
  });
}

/** Schedules a draft for `at` (an instant in the future, checked by the action). */
export const scheduleIssue = (id: string, at: string, audit?: Audit) =>
  move(id, 'draft', 'scheduled', at, (subject) => `Lettre « ${subject} » programmée`, audit);

/** Back to a draft, while it has not started. */
export const unscheduleIssue = (id: string, audit?: Audit) =>
  move(id, 'scheduled', 'draft', null, (subject) => `Programmation de la lettre « ${subject} » annulée`, audit);

/** Queues every scheduled letter whose time has come (the worker's turn); returns how many. */
export async function queueDueIssues(): Promise<number> {
  const due = await sql<{ id: string }[]>`
    select id::text from newsletter_issues where status = 'scheduled' and scheduled_at <= now() order by scheduled_at`;
  let queued = 0;
  for (const { id } of due) {
    try {
      await queueIssue(id, { actorId: null, actorEmail: null, ip: null });
      queued++;
    } catch (e) {
      if (!(e instanceof DataError)) throw e; // cancelled or queued by another worker meanwhile
    }
  }
  return queued;
}

/** Milliseconds until the next scheduled letter is due (null when none is). */
export async function msUntilNextScheduled(): Promise<number | null> {
  const [row] = await sql<{ ms: number | null }[]>`
    select (extract(epoch from min(scheduled_at) - now()) * 1000)::float8 as ms
    from newsletter_issues where status = 'scheduled'`;
  return row?.ms == null ? null : Math.max(0, row.ms);
}

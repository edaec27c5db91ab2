import 'server-only';
import { sql } from '@/lib/db/client';

// Failed and refused sign-ins, aggregated (supabase/migrations/*_sign_in_failures.sql): per day, per
// account (addresses that name no account together) and per reason, kept for RETENTION_DAYS.

export const SIGN_IN_FAILURE_RETENTION_DAYS = 90;

/** Adds one failure of `reason` for the address tried (counted on its account, if it names one). */
export async function recordSignInFailure(email: string, reason: string): Promise<void> {
  await sql`
    insert into private.sign_in_failures (day, account_email, reason, count, last_at)
    values (
      current_date,
      (select p.email from profiles p where lower(p.email) = lower(${email.slice(0, 254)}) limit 1),
      ${reason.slice(0, 40)}, 1, now()
    )
    on conflict (day, coalesce(account_email, ''), reason)
      do update set count = private.sign_in_failures.count + 1, last_at = now()`;
  // Cheap and bounded: at most a few rows a day fall out of the window.
  await sql`delete from private.sign_in_failures where day < current_date - ${SIGN_IN_FAILURE_RETENTION_DAYS}::int`;
}

export type SignInFailureSummary = { accountEmail: string | null; count: number; lastAt: string };

/** Failures per account over the last `days` days, most first (null: addresses that name no account). */
export async function listSignInFailures(days = 30): Promise<SignInFailureSummary[]> {
  const rows = await sql<{ account_email: string | null; count: number; last_at: Date }[]>`
    select account_email, sum(count)::int as count, max(last_at) as last_at from private.sign_in_failures
     where day > current_date - ${days}::int group by account_email order by 2 desc, 1 nulls last`;
  return rows.map((r) => ({ accountEmail: r.account_email, count: r.count, lastAt: r.last_at.toISOString() }));
}

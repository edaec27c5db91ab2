import 'server-only';
import { sql } from '@/lib/db/client';

// Counts of estimates handed to the studio (« Estimer mon devis »), per day, service, channel and page.

/** A day's row stops counting here: beyond any real audience, so a script cannot inflate it further. */
export const HANDOFF_DAILY_CEILING = 5000;

export type Handoff = { service: string; channel: 'email' | 'whatsapp'; page: string };

/** Adds one to today's row (UTC day); false when the row is at its ceiling. */
export async function recordHandoff(h: Handoff): Promise<boolean> {
  const rows = await sql`
    insert into quote_handoffs (day, service, channel, page, count)
    values (current_date, ${h.service}, ${h.channel}, ${h.page}, 1)
    on conflict (day, service, channel, page) do update set count = quote_handoffs.count + 1
      where quote_handoffs.count < ${HANDOFF_DAILY_CEILING}
    returning count`;
  return rows.length > 0;
}

export type HandoffCount = { service: string; channel: 'email' | 'whatsapp'; count: number };

/** Hand-offs per service and channel over the last `days` days (today included). */
export async function countHandoffs(days = 30): Promise<HandoffCount[]> {
  return sql<HandoffCount[]>`
    select service, channel, sum(count)::int as count from quote_handoffs
     where day > current_date - ${days}::int
     group by service, channel order by service, channel`;
}

import 'server-only';
import { sql } from '@/lib/db/client';
import type { NewsletterSubscriber } from './types';

/** Stores an address once (case-insensitive); a known address is left as it was. */
export async function subscribe(email: string, source: string | null): Promise<void> {
  await sql`
    insert into newsletter_subscribers (email, source) values (${email.trim()}, ${source})
    on conflict ((lower(email))) do nothing`;
}

export async function listSubscribers(): Promise<NewsletterSubscriber[]> {
  const rows = await sql<{ id: string; email: string; source: string | null; created_at: Date }[]>`
    select id, email, source, created_at from newsletter_subscribers order by created_at desc`;
  return rows.map((r) => ({ id: r.id, email: r.email, source: r.source, createdAt: r.created_at.toISOString() }));
}

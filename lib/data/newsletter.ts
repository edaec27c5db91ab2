import 'server-only';
import { sql } from '@/lib/db/client';
import type { NewsletterSubscriber } from './types';

/** Stores an address once (case-insensitive). Returns whether it was new. */
export async function subscribe(email: string, source: string | null): Promise<'created' | 'exists'> {
  const rows = await sql`
    insert into newsletter_subscribers (email, source) values (${email.trim()}, ${source})
    on conflict ((lower(email))) do nothing returning id`;
  return rows.length > 0 ? 'created' : 'exists';
}

export async function listSubscribers(): Promise<NewsletterSubscriber[]> {
  const rows = await sql<{ id: string; email: string; source: string | null; created_at: Date }[]>`
    select id, email, source, created_at from newsletter_subscribers order by created_at desc`;
  return rows.map((r) => ({ id: r.id, email: r.email, source: r.source, createdAt: r.created_at.toISOString() }));
}

import 'server-only';
import { sql } from '@/lib/db/client';
import { logAudit, type Audit } from './audit';
import { likePattern } from './like';
import type { NewsletterSubscriber, Page } from './types';

/** The consent a sign-up gives: the page the form was on and the version of its sentence. */
export type Consent = { page: string | null; version: string | null };

/** Stores an address once (case-insensitive) with its consent; a known address is left as it was. */
export async function subscribe(email: string, source: string | null, consent: Consent): Promise<void> {
  await sql`
    insert into newsletter_subscribers (email, source, consent_page, consent_version)
    values (${email.trim()}, ${source}, ${consent.page}, ${consent.version})
    on conflict ((lower(email))) do nothing`;
}

type SubscriberRow = {
  id: string;
  email: string;
  source: string | null;
  created_at: Date;
  consent_at: Date;
  consent_page: string | null;
  consent_version: string | null;
};

/** Every subscriber, newest first (the CSV export). */
export async function listSubscribers(): Promise<NewsletterSubscriber[]> {
  const rows = await sql<SubscriberRow[]>`
    select id, email, source, created_at, consent_at, consent_page, consent_version
    from newsletter_subscribers order by created_at desc`;
  return rows.map(toSubscriber);
}

export const SUBSCRIBERS_PAGE_SIZE = 50;

/** One page of the back office's list, newest first, searched by e-mail (part of it). */
export async function listSubscribersPage({
  q = '',
  page = 1,
}: {
  q?: string;
  page?: number;
}): Promise<Page<NewsletterSubscriber>> {
  const search = q.trim().slice(0, 200);
  const where = search ? sql`where email ilike ${likePattern(search)}` : sql``;
  const [count] = await sql<{ n: number }[]>`select count(*)::int as n from newsletter_subscribers ${where}`;
  const total = count?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await sql<SubscriberRow[]>`
    select id, email, source, created_at, consent_at, consent_page, consent_version
    from newsletter_subscribers ${where} order by created_at desc, id desc
    limit ${SUBSCRIBERS_PAGE_SIZE} offset ${(current - 1) * SUBSCRIBERS_PAGE_SIZE}`;
  return { items: rows.map(toSubscriber), total, page: current, pageCount, pageSize: SUBSCRIBERS_PAGE_SIZE };
}

function toSubscriber(r: SubscriberRow): NewsletterSubscriber {
  return {
    id: r.id,
    email: r.email,
    source: r.source,
    createdAt: r.created_at.toISOString(),
    consentAt: r.consent_at.toISOString(),
    consentPage: r.consent_page,
    consentVersion: r.consent_version,
  };
}

/**
 * Erases subscribers (one or a selection) and records the erasure in the journal, in one transaction.
 * The entry counts them and keeps no address: the journal cannot be erased, the address must be.
 */
export async function deleteSubscribers(ids: string[], audit?: Audit): Promise<number> {
  return sql.begin(async (tx) => {
    const gone = await tx`delete from newsletter_subscribers where id = any(${ids}::uuid[]) returning id`;
    if (gone.length > 0) {
      await logAudit(tx, audit, {
        action: 'delete',
        entity: 'newsletter',
        entityId: gone.length === 1 ? String(gone[0]!.id) : null,
        summary:
          gone.length === 1
            ? 'Abonné supprimé (adresse effacée)'
            : `${gone.length} abonnés supprimés (adresses effacées)`,
      });
    }
    return gone.length;
  }) as Promise<number>;
}

/** A visitor's unsubscription: erases the address if it is there; says nothing of whether it was. */
export async function unsubscribe(email: string): Promise<void> {
  await sql`delete from newsletter_subscribers where lower(email) = lower(${email.trim()})`;
}

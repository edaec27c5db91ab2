import 'server-only';
import { sql } from '@/lib/db/client';
import { countConfirmation } from './audience';
import { logAudit, type Audit } from './audit';
import { likePattern } from './like';
import type { NewsletterSubscriber, Page } from './types';

/** The consent a sign-up gives: the page the form was on and the version of its sentence. */
export type Consent = { page: string | null; version: string | null };

/**
 * A sign-up waiting for its confirmation link: stores the address once (case-insensitive) with its consent
 * and the hash of the link's token. A pending address gets a new token (the former link stops working); a
 * confirmed one is left as it is. Returns the subscriber's id when a confirmation is to be sent, else null.
 */
export async function subscribePending(
  email: string,
  source: string | null,
  consent: Consent,
  tokenHash: string,
  expiresAt: Date,
): Promise<string | null> {
  const [row] = await sql<{ id: string }[]>`
    insert into newsletter_subscribers (email, source, consent_page, consent_version, confirm_token_hash, confirm_expires_at)
    values (${email.trim()}, ${source}, ${consent.page}, ${consent.version}, ${tokenHash}, ${expiresAt})
    on conflict ((lower(email))) do update set
      source = excluded.source, consent_page = excluded.consent_page, consent_version = excluded.consent_version,
      consent_at = now(), confirm_token_hash = excluded.confirm_token_hash, confirm_expires_at = excluded.confirm_expires_at
    where newsletter_subscribers.confirmed_at is null
    returning id`;
  return row?.id ?? null;
}

/** Follows a confirmation link: the pending sign-up whose token it is becomes a subscriber (once). */
export async function confirmSubscription(tokenHash: string): Promise<boolean> {
  return sql.begin(async (tx) => {
    const rows = await tx<{ page: string | null }[]>`
      update newsletter_subscribers
      set confirmed_at = now(), confirm_token_hash = null, confirm_expires_at = null
      where confirm_token_hash = ${tokenHash} and confirm_expires_at > now() and confirmed_at is null
      returning consent_page as page`;
    if (rows.length !== 1) return false;
    // « Statistiques »: a confirmation counted with the page of its sign-up, nothing of the reader; a failed count
    // never undoes the confirmation (its own savepoint).
    await tx
      .savepoint((sp) => countConfirmation(sp, rows[0]!.page ?? ''))
      .catch((e: unknown) =>
        console.error('[newsletter] confirmation not counted:', e instanceof Error ? e.message : e),
      );
    return true;
  });
}

/** Erases the sign-ups never confirmed within `days` days (run on every sign-up and by the mail worker). */
export async function purgeUnconfirmed(days: number): Promise<number> {
  const rows = await sql`
    delete from newsletter_subscribers
    where confirmed_at is null and created_at < now() - make_interval(days => ${days})
    returning id`;
  return rows.length;
}

/** A confirmed or pending subscriber's id by address (the « send me an unsubscribe link » form). */
export async function subscriberIdByEmail(email: string): Promise<string | null> {
  const [row] = await sql<{ id: string }[]>`
    select id from newsletter_subscribers where lower(email) = lower(${email.trim()})`;
  return row?.id ?? null;
}

/** How many addresses receive the newsletter, and how many wait for their confirmation. */
export async function subscriberCounts(): Promise<{ confirmed: number; pending: number }> {
  const [row] = await sql<{ confirmed: number; pending: number }[]>`
    select count(*) filter (where confirmed_at is not null)::int as confirmed,
           count(*) filter (where confirmed_at is null)::int as pending
    from newsletter_subscribers`;
  return row ?? { confirmed: 0, pending: 0 };
}

type SubscriberRow = {
  id: string;
  email: string;
  source: string | null;
  created_at: Date;
  consent_at: Date;
  consent_page: string | null;
  consent_version: string | null;
  consent_note: string | null;
};

/** Every confirmed subscriber, newest first (the CSV export). */
/** The back office's filters of the confirmed subscribers: part of an e-mail, where they signed up. */
export type SubscriberFilter = { q?: string; source?: string };

const subscriberWhere = ({ q = '', source = '' }: SubscriberFilter) => {
  const search = q.trim().slice(0, 200);
  return sql`where confirmed_at is not null
    ${search ? sql`and email ilike ${likePattern(search)}` : sql``}
    ${source ? sql`and source = ${source.slice(0, 40)}` : sql``}`;
};

/** Every confirmed subscriber the filters keep, newest first (the CSV export follows the list). */
export async function listSubscribers(filter: SubscriberFilter = {}): Promise<NewsletterSubscriber[]> {
  const rows = await sql<SubscriberRow[]>`
    select id, email, source, created_at, consent_at, consent_page, consent_version, consent_note
    from newsletter_subscribers ${subscriberWhere(filter)} order by created_at desc, id desc`;
  return rows.map(toSubscriber);
}

export const SUBSCRIBERS_PAGE_SIZE = 50;

/** One page of the back office's list of confirmed subscribers, newest first. */
export async function listSubscribersPage({
  page = 1,
  ...filter
}: SubscriberFilter & { page?: number }): Promise<Page<NewsletterSubscriber>> {
  const where = subscriberWhere(filter);
  const [count] = await sql<{ n: number }[]>`select count(*)::int as n from newsletter_subscribers ${where}`;
  const total = count?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await sql<SubscriberRow[]>`
    select id, email, source, created_at, consent_at, consent_page, consent_version, consent_note
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
    consentNote: r.consent_note,
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

/** The journal's actor for a visitor's own act: nobody signed in, no address kept. */
const VISITOR: Audit = { actorId: null, actorEmail: null, ip: null };

/**
 * A subscriber's own unsubscription (their signed link, or the one-click POST of RFC 8058): erases the row,
 * and records it in the journal without the address. Returns whether there was one.
 */
export async function unsubscribeById(id: string): Promise<boolean> {
  return sql.begin(async (tx) => {
    const gone = await tx`delete from newsletter_subscribers where id = ${id} returning id`;
    if (gone.length === 0) return false;
    await logAudit(tx, VISITOR, {
      action: 'delete',
      entity: 'newsletter',
      entityId: id,
      summary: 'Désinscription par le lien de la lettre (adresse effacée)',
    });
    return true;
  }) as Promise<boolean>;
}

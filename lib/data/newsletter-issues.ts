import 'server-only';
import type { TransactionSql } from 'postgres';
import { sql } from '@/lib/db/client';
import { logAudit, type Audit } from './audit';
import { DataError } from './errors';
import { isPublic } from './publication';

// Newsletter issues and their outbox (public.newsletter_issues, public.newsletter_deliveries): an issue is
// composed as a draft, then queued in one transaction — one delivery row per confirmed subscriber, never two
// (unique key) — and the mail worker (lib/newsletter/outbox.ts) drains the rows.

export type IssueItemRef = { kind: 'post' | 'tutorial'; id: string };
/** `image`: the article's image or the tutorial's thumbnail (a stored path or an address), with its text alternative. */
export type IssueItem = IssueItemRef & {
  title: string;
  excerpt: string;
  path: string;
  date: string;
  image: { src: string; alt: string } | null;
};
export type IssueStatus = 'draft' | 'scheduled' | 'sending' | 'sent';
/** `unsubscribed`: readers who received it and unsubscribed within the 7 days after. */
export type DeliveryCounts = { queued: number; sent: number; failed: number; skipped: number; unsubscribed: number };
/** A delivery that failed for good: the address and the mail server's reason. */
export type DeliveryFailure = { email: string | null; reason: string };
export type Issue = {
  id: string;
  subject: string;
  intro: string;
  items: IssueItemRef[];
  status: IssueStatus;
  createdAt: string;
  queuedAt: string | null;
  sentAt: string | null;
  /** « Programmée »: when the worker sends it. */
  scheduledAt: string | null;
  /** « Version web »: readable on the site at /lettres/{id} once it has started to leave. */
  webVersion: boolean;
  counts: DeliveryCounts;
  failures: DeliveryFailure[];
};
/** `webVersion`: false when not given. */
export type IssueValues = { subject: string; intro: string; items: IssueItemRef[]; webVersion?: boolean };

type IssueRow = {
  id: string;
  subject: string;
  intro: string;
  items: IssueItemRef[];
  status: IssueStatus;
  created_at: Date;
  queued_at: Date | null;
  sent_at: Date | null;
  scheduled_at: Date | null;
  web_version: boolean;
  unsubscribed: number;
  failures: DeliveryFailure[] | null;
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
};

const COUNTS = sql`
  (select count(*) filter (where d.status = 'queued')::int from newsletter_deliveries d where d.issue_id = i.id) as queued,
  (select count(*) filter (where d.status = 'sent')::int from newsletter_deliveries d where d.issue_id = i.id) as sent,
  (select count(*) filter (where d.status = 'failed')::int from newsletter_deliveries d where d.issue_id = i.id) as failed,
  (select count(*) filter (where d.status = 'skipped')::int from newsletter_deliveries d where d.issue_id = i.id) as skipped,
  (select count(*)::int from newsletter_deliveries d where d.issue_id = i.id
     and d.unsubscribed_at <= coalesce(d.sent_at, i.sent_at) + interval '7 days') as unsubscribed,
  (select json_agg(json_build_object('email', s.email, 'reason', coalesce(d.last_error, '')) order by d.id)
     from (select * from newsletter_deliveries where issue_id = i.id and status = 'failed' order by id limit 50) d
     left join newsletter_subscribers s on s.id = d.subscriber_id) as failures`;

const toIssue = (r: IssueRow): Issue => ({
  id: r.id,
  subject: r.subject,
  intro: r.intro,
  items: r.items,
  status: r.status,
  createdAt: r.created_at.toISOString(),
  queuedAt: r.queued_at?.toISOString() ?? null,
  sentAt: r.sent_at?.toISOString() ?? null,
  scheduledAt: r.scheduled_at?.toISOString() ?? null,
  webVersion: r.web_version,
  counts: { queued: r.queued, sent: r.sent, failed: r.failed, skipped: r.skipped, unsubscribed: r.unsubscribed },
  failures: r.failures ?? [],
});

/** Every issue, newest first, with its delivery counts. */
export async function listIssues(): Promise<Issue[]> {
  const rows = await sql<IssueRow[]>`
    select i.id, i.subject, i.intro, i.items, i.status, i.created_at, i.queued_at, i.sent_at, i.scheduled_at,
           i.web_version, ${COUNTS}
    from newsletter_issues i order by i.created_at desc limit 100`;
  return rows.map(toIssue);
}

export async function getIssue(id: string): Promise<Issue | null> {
  const [row] = await sql<IssueRow[]>`
    select i.id, i.subject, i.intro, i.items, i.status, i.created_at, i.queued_at, i.sent_at, i.scheduled_at,
           i.web_version, ${COUNTS}
    from newsletter_issues i where i.id = ${id}`;
  return row ? toIssue(row) : null;
}

type CandidateRow = {
  kind: 'post' | 'tutorial';
  id: string;
  title: string;
  excerpt: string;
  slug: string;
  date: Date;
  image: string | null;
  image_alt: string | null;
};

/** Published articles and tutorials, newest first: the `limit` newest, or those of `ids` (any age). */
async function candidates({ limit, ids }: { limit: number; ids?: string[] }): Promise<IssueItem[]> {
  const only = (alias: string) => (ids ? sql`and ${sql(alias)}.id = any(${ids}::uuid[])` : sql``);
  const rows = await sql<CandidateRow[]>`
    (select 'post' as kind, p.id, p.title, p.excerpt, p.slug, p.published_at as date, p.image_url as image,
            coalesce(nullif(p.image_alt, ''), p.title) as image_alt
     from blog_posts p where ${isPublic('p')} ${only('p')} order by p.published_at desc limit ${limit})
    union all
    (select 'tutorial' as kind, t.id, t.title, t.description as excerpt, t.slug, t.published_at as date,
            t.thumbnail as image, t.title as image_alt
     from tutorials t where ${isPublic('t')} ${only('t')} order by t.published_at desc limit ${limit})
    order by date desc limit ${limit}`;
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    title: r.title,
    excerpt: r.excerpt,
    path: r.kind === 'post' ? `/blog/${r.slug}` : `/tutoriels/${r.slug}`,
    date: r.date.toISOString(),
    image: r.image ? { src: r.image, alt: r.image_alt ?? r.title } : null,
  }));
}

/** The published articles and tutorials an issue may present, newest first. */
export const listIssueCandidates = (limit = 30) => candidates({ limit });

/**
 * An issue's items as they are now, however old (a deleted or unpublished one is left out), in the issue's
 * order: what is sent, and its web version for as long as it is online.
 */
export async function resolveIssueItems(refs: IssueItemRef[]): Promise<IssueItem[]> {
  if (refs.length === 0) return [];
  const found = await candidates({ limit: refs.length * 2, ids: refs.map((r) => r.id) });
  return refs
    .map((ref) => found.find((c) => c.kind === ref.kind && c.id === ref.id))
    .filter((c): c is IssueItem => Boolean(c));
}

export async function createIssue(values: IssueValues, audit?: Audit): Promise<string> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ id: string }[]>`
      insert into newsletter_issues (subject, intro, items, web_version)
      values (${values.subject}, ${values.intro}, ${tx.json(values.items as never)}, ${values.webVersion ?? false})
      returning id`;
    await logAudit(tx, audit, {
      action: 'create',
      entity: 'newsletter',
      entityId: row!.id,
      summary: `Lettre « ${values.subject} » créée`,
    });
    return row!.id;
  }) as Promise<string>;
}

/** Saves a draft; an issue already queued cannot change (DataError 'conflict'). */
export async function updateIssue(id: string, values: IssueValues, audit?: Audit): Promise<void> {
  await sql.begin(async (tx) => {
    const rows = await tx`
      update newsletter_issues set subject = ${values.subject}, intro = ${values.intro},
        items = ${tx.json(values.items as never)}, web_version = ${values.webVersion ?? false}
      where id = ${id} and status = 'draft' returning id`;
    if (rows.length === 0) throw new DataError((await issueExists(tx, id)) ? 'conflict' : 'not_found');
    await logAudit(tx, audit, {
      action: 'update',
      entity: 'newsletter',
      entityId: id,
      summary: `Lettre « ${values.subject} » modifiée`,
    });
  });
}

const issueExists = async (tx: TransactionSql, id: string) =>
  (await tx`select 1 from newsletter_issues where id = ${id}`).length > 0;

/**
 * Queues a draft for every confirmed subscriber, in one transaction: the issue becomes « sending » and one
 * delivery row per subscriber is written (the unique key makes a second queueing add nobody twice). Returns
 * how many were queued.
 */
export async function queueIssue(id: string, audit?: Audit): Promise<number> {
  return sql.begin(async (tx) => {
    const [issue] = await tx<{ subject: string; status: IssueStatus }[]>`
      select subject, status from newsletter_issues where id = ${id} for update`;
    if (!issue) throw new DataError('not_found');
    if (issue.status !== 'draft' && issue.status !== 'scheduled') throw new DataError('conflict');
    const queued = await tx`
      insert into newsletter_deliveries (issue_id, subscriber_id)
      select ${id}, s.id from newsletter_subscribers s where s.confirmed_at is not null
      on conflict (issue_id, subscriber_id) do nothing returning id`;
    await tx`update newsletter_issues set status = 'sending', queued_at = now() where id = ${id}`;
    await logAudit(tx, audit, {
      action: 'status',
      entity: 'newsletter',
      entityId: id,
      summary: `Lettre « ${issue.subject} » envoyée à ${queued.length} abonné${queued.length > 1 ? 's' : ''}`,
    });
    return queued.length;
  }) as Promise<number>;
}

/** Deletes a draft (a sent issue stays, with its counts). */
export async function deleteIssue(id: string, audit?: Audit): Promise<void> {
  await sql.begin(async (tx) => {
    const rows = await tx<{ subject: string }[]>`
      delete from newsletter_issues where id = ${id} and status = 'draft' returning subject`;
    if (rows.length === 0) throw new DataError((await issueExists(tx, id)) ? 'conflict' : 'not_found');
    await logAudit(tx, audit, {
      action: 'delete',
      entity: 'newsletter',
      entityId: id,
      summary: `Lettre « ${rows[0]!.subject} » supprimée`,
    });
  });
}

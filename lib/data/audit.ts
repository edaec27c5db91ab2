import 'server-only';
import type { Fragment, Sql, TransactionSql } from 'postgres';
import { ENTRY_KINDS } from '@/lib/kinds';
import { studioTimeZone } from '@/lib/dates';
import { sql } from '@/lib/db/client';
import { likePattern } from './like';
import type { Page } from './types';

/** Who acts and from where: built once per request by the action wrapper (or the sign-in flow). */
export type Audit = {
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
  /** The actor is an « Auteur »: their own drafts only (lib/data/ownership.ts). */
  ownDraftsOnly?: boolean;
};

export const AUDIT_ENTITIES = [
  'user',
  'category',
  ...ENTRY_KINDS,
  'pricing',
  'settings',
  'texts',
  'testimonials',
  'newsletter',
  'media',
  'redirect',
  'session',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export type AuditEntry = { action: string; entity: AuditEntity; entityId?: string | null; summary: string };

export type AuditRow = {
  id: string;
  createdAt: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entity: AuditEntity;
  entityId: string | null;
  summary: string;
  ip: string | null;
  /** The content's title (or category's name) as it is now; null once it was deleted, or for other entities. */
  currentTitle: string | null;
};

/** The actions the journal records (its filter offers these). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'move',
  'role',
  'status',
  'export',
  'restore',
  'preview',
  'sign_in',
  'sign_in_failed',
  'review',
] as const;

/**
 * Appends one row. Pass the transaction of the change so that the change and its entry commit or
 * fail together; without `audit` (seed, tests of the data layer alone) nothing is written.
 */
export async function logAudit(db: Sql | TransactionSql, audit: Audit | undefined, entry: AuditEntry): Promise<void> {
  if (!audit) return;
  await db`
    insert into audit_log (actor_id, actor_email, action, entity, entity_id, summary, ip)
    values (${audit.actorId}, ${audit.actorEmail}, ${entry.action}, ${entry.entity}, ${entry.entityId ?? null},
            ${entry.summary.slice(0, 500)}, ${audit.ip?.slice(0, 100) ?? null})`;
}

/** An entry that is itself the only write (newsletter export, failed sign-in). */
export async function appendAudit(audit: Audit, entry: AuditEntry): Promise<void> {
  await logAudit(sql, audit, entry);
}

/** Runs `change` and logs it in one transaction (for writes that were single statements). */
export async function audited<T>(
  audit: Audit | undefined,
  entry: (result: T) => AuditEntry,
  change: (tx: TransactionSql) => Promise<T>,
): Promise<T> {
  return sql.begin(async (tx) => {
    const result = await change(tx);
    await logAudit(tx, audit, entry(result));
    return result;
  }) as Promise<T>;
}

export const AUDIT_PAGE_SIZE = 50;
export type AuditFilter = {
  actor?: string;
  entity?: string;
  action?: string;
  from?: string;
  to?: string;
  page?: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The journal: newest first, filtered by actor e-mail (part of it), entity, action and day range (the studio's days). */
export async function listAudit(filter: AuditFilter = {}): Promise<Page<AuditRow>> {
  const actor = filter.actor?.trim().slice(0, 200) ?? '';
  const entity = AUDIT_ENTITIES.find((e) => e === filter.entity) ?? null;
  const action = AUDIT_ACTIONS.find((a) => a === filter.action) ?? null;
  const from = filter.from && DAY.test(filter.from) ? filter.from : null;
  const to = filter.to && DAY.test(filter.to) ? filter.to : null;
  const where = sql`where true
    ${actor ? sql`and actor_email ilike ${likePattern(actor)}` : sql``}
    ${entity ? sql`and entity = ${entity}` : sql``}
    ${action ? sql`and action = ${action}` : sql``}
    ${from ? sql`and created_at >= (${from}::date)::timestamp at time zone ${studioTimeZone()}` : sql``}
    ${to ? sql`and created_at < (${to}::date + 1)::timestamp at time zone ${studioTimeZone()}` : sql``}`;
  const [count] = await sql<{ n: number }[]>`select count(*)::int as n from audit_log ${where}`;
  const total = count?.n ?? 0;
  const pageCount = Math.ceil(total / AUDIT_PAGE_SIZE);
  const page = Math.min(Math.max(1, Math.floor(filter.page ?? 1) || 1), Math.max(pageCount, 1));
  const rows = await auditRows(where, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE);
  return { items: rows, total, page, pageCount, pageSize: AUDIT_PAGE_SIZE };
}

/**
 * The newest entries, at most `limit` (the dashboard): no count, no page. `changes` leaves sign-ins out
 * (« Dernières modifications »), `sessions` keeps only them (« Dernières connexions »).
 */
export async function recentAudit(limit = 10, only: 'all' | 'changes' | 'sessions' = 'all'): Promise<AuditRow[]> {
  const where = {
    all: sql`where true`,
    changes: sql`where entity <> 'session'`,
    sessions: sql`where entity = 'session'`,
  }[only];
  return auditRows(where, Math.min(Math.max(1, Math.floor(limit)), AUDIT_PAGE_SIZE), 0);
}

/**
 * Entries newest first: the slice first (the filters and order use audit_log's indexes), then the
 * current title of each entry's content, when it still exists.
 */
async function auditRows(where: Fragment, limit: number, offset: number): Promise<AuditRow[]> {
  const rows = await sql`
    select a.*, coalesce(p.title, b.title, t.title, c.name) as current_title
    from (select * from audit_log ${where} order by created_at desc, id desc limit ${limit} offset ${offset}) a
    left join projects p on a.entity = 'project' and p.id::text = a.entity_id
    left join blog_posts b on a.entity = 'post' and b.id::text = a.entity_id
    left join tutorials t on a.entity = 'tutorial' and t.id::text = a.entity_id
    left join categories c on a.entity = 'category' and c.id::text = a.entity_id
    order by a.created_at desc, a.id desc`;
  return rows.map((r) => ({
    id: String(r.id),
    createdAt: (r.created_at as Date).toISOString(),
    actorId: (r.actor_id as string | null) ?? null,
    actorEmail: (r.actor_email as string | null) ?? null,
    action: String(r.action),
    entity: r.entity as AuditEntity,
    entityId: (r.entity_id as string | null) ?? null,
    summary: String(r.summary),
    ip: (r.ip as string | null) ?? null,
    currentTitle: (r.current_title as string | null) ?? null,
  }));
}

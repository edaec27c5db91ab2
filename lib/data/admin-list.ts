import 'server-only';
import type { Fragment } from 'postgres';
import { sql } from '@/lib/db/client';
import { ADMIN_PAGE_SIZE, type AdminListQuery } from '@/lib/admin/list-query';
import { KINDS, type EntryKind } from '@/lib/kinds';
import type { PublicationStatus } from '@/lib/validation/publication';
import { logAudit, type Audit } from './audit';
import { DataError } from './errors';
import { likePattern } from './like';
import { trashRows } from './trash';
import type { Page } from './types';

// The back office's content lists (articles, tutorials, projects): searched, filtered, sorted and paged
// on the server, the state in the URL (lib/admin/list-query.ts), so a list of ten thousand articles is
// one page of 25 rows and an indexed count.
export { ADMIN_PAGE_SIZE, type AdminListQuery } from '@/lib/admin/list-query';

/** The rows a status shows, by the same rule as visitors' reads: a scheduled item whose time came is published. */
const statusFilter = (alias: string, status: AdminListQuery['status']): Fragment => {
  const a = sql(alias);
  if (status === 'draft') return sql`and ${a}.status = 'draft'`;
  if (status === 'scheduled') return sql`and ${a}.status <> 'draft' and ${a}.published_at > now()`;
  if (status === 'published') return sql`and ${a}.status <> 'draft' and ${a}.published_at <= now()`;
  return sql``;
};

/**
 * One page of a kind's table as the list asks it: the full rows of `select` (with the kind's alias), the
 * total, and how many rows each status has under the same search and category.
 */
export async function adminEntryPage<T>(
  kind: EntryKind,
  select: Fragment,
  map: (row: Record<string, unknown>) => T,
  query: AdminListQuery,
): Promise<Page<T> & { counts: Record<PublicationStatus | 'all', number> }> {
  const { table, alias } = KINDS[kind];
  const a = sql(alias);
  const base = sql`true
    ${query.q ? sql`and ${a}.title ilike ${likePattern(query.q)}` : sql``}
    ${query.category ? sql`and ${a}.category_id = ${query.category}` : sql``}
    ${query.owner ? sql`and ${a}.created_by = ${query.owner}` : sql``}`;
  const [c] = await sql<{ all: number; draft: number; scheduled: number; published: number }[]>`
    select count(*)::int as all,
           (count(*) filter (where ${a}.status = 'draft'))::int as draft,
           (count(*) filter (where ${a}.status <> 'draft' and ${a}.published_at > now()))::int as scheduled,
           (count(*) filter (where ${a}.status <> 'draft' and ${a}.published_at <= now()))::int as published
    from ${sql(table)} ${a} where ${base}`;
  const counts = { all: c?.all ?? 0, draft: c?.draft ?? 0, scheduled: c?.scheduled ?? 0, published: c?.published ?? 0 };
  const total = query.status ? counts[query.status] : counts.all;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const order = {
    order: sql`${a}.display_order asc`,
    oldest: sql`${a}.created_at asc, ${a}.id asc`,
    recent: sql`${a}.created_at desc, ${a}.id desc`,
  }[query.sort];
  const rows = await sql`
    ${select} where ${base} ${statusFilter(alias, query.status)}
    order by ${order} limit ${ADMIN_PAGE_SIZE} offset ${(page - 1) * ADMIN_PAGE_SIZE}`;
  return { items: rows.map(map), total, page, pageCount, pageSize: ADMIN_PAGE_SIZE, counts };
}

export type BulkOperation = 'publish' | 'draft' | 'delete';

/**
 * Publishes, sends back to draft or deletes a selection (to the trash: ./trash.ts) in one transaction, with
 * one journal entry per item. « Publier » puts a draft or scheduled item online now; an item
 * already online keeps its date. Returns how many rows changed, their slugs, and the files deleted rows referenced.
 */
export async function bulkEntries(
  kind: EntryKind,
  ids: string[],
  operation: BulkOperation,
  audit?: Audit,
): Promise<{ changed: number; slugs: string[]; files: string[] }> {
  const { table, label } = KINDS[kind];
  return sql.begin(async (tx) => {
    if (operation === 'delete') {
      const trashed = await trashRows(tx, kind, ids, audit, ' (action groupée)');
      return {
        changed: trashed.length,
        slugs: trashed.map((r) => r.slug),
        files: [...new Set(trashed.flatMap((r) => r.files))],
      };
    }
    if (audit?.ownDraftsOnly) throw new DataError('forbidden'); // publishing is an editor's
    const rows =
      operation === 'publish'
        ? await tx<{ id: string; slug: string; title: string }[]>`
            update ${tx(table)} set status = 'published',
              published_at = case when status = 'draft' or published_at > now() then now() else published_at end
            where id = any(${ids}::uuid[]) and not (status <> 'draft' and published_at <= now())
            returning id::text, slug, title`
        : await tx<{ id: string; slug: string; title: string }[]>`
            update ${tx(table)} set status = 'draft' where id = any(${ids}::uuid[]) and status <> 'draft'
            returning id::text, slug, title`;
    const done = operation === 'publish' ? 'publié' : 'repassé en brouillon';
    for (const r of rows) {
      await logAudit(tx, audit, {
        action: 'status',
        entity: kind,
        entityId: r.id,
        summary: `${label} « ${r.title} » ${done} (action groupée)`,
      });
    }
    return { changed: rows.length, slugs: rows.map((r) => r.slug), files: [] as string[] };
  }) as Promise<{ changed: number; slugs: string[]; files: string[] }>;
}

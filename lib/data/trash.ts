import 'server-only';
import { checkOwnDraft } from './ownership';
import type { Fragment, TransactionSql } from 'postgres';
import { KINDS, type EntryKind } from '@/lib/kinds';
import { sql } from '@/lib/db/client';
import { logAudit, type Audit } from './audit';
import { readStaleBodies, readingOf } from './body-reading';
import { DataError, mapDbError } from './errors';
import { deleteRevisions } from './revisions';

// « Corbeille » (supabase/migrations/20261128140000_trash.sql): what a deletion moves out of the site. The
// row leaves its table at once (the public site, the sitemap and the back office's lists read only those),
// its revisions and files stay until the purge, TRASH_DAYS later or on « Supprimer définitivement ».

export const TRASH_DAYS = 30;

export type TrashItem = {
  id: string;
  kind: EntryKind;
  entityId: string;
  title: string;
  slug: string;
  deletedAt: string;
  deletedBy: string | null;
  /** When the purge takes it. */
  expiresAt: string;
};

/** The files a row of the kind holds, each once: its image, its share image, a body's images, a project's gallery. */
function filesOf(tx: TransactionSql, kind: EntryKind): Fragment {
  const all =
    kind === 'project'
      ? tx`array[x.main_image_url, x.seo_image] || (select coalesce(array_agg(i.image_url), '{}') from project_images i where i.project_id = x.id)`
      : tx`array[${tx(`x.${KINDS[kind].file}`)}, x.seo_image] || x.body_images`;
  return tx`(select coalesce(array_agg(distinct f), '{}') from unnest(${all}) f where f is not null and f <> '')`;
}

const galleryOf = (tx: TransactionSql, kind: EntryKind): Fragment =>
  kind === 'project'
    ? tx`(select coalesce(jsonb_agg(to_jsonb(i) order by i.display_order), '[]') from project_images i where i.project_id = x.id)`
    : tx`'[]'::jsonb`;

/**
 * In `tx`: moves the rows to the trash (a project with its gallery; the other projects' ranks close up),
 * with a journal entry each. `how` ends the entry (« (action groupée) »).
 */
export async function trashRows(
  tx: TransactionSql,
  kind: EntryKind,
  ids: string[],
  audit?: Audit,
  how = '',
): Promise<{ id: string; slug: string; title: string; files: string[] }[]> {
  const { table, label } = KINDS[kind];
  for (const id of ids) await checkOwnDraft(tx, table, id, audit); // an author deletes only their own drafts
  if (kind === 'project') await tx`select pg_advisory_xact_lock(hashtext('projects.display_order'))`;
  else await readStaleBodies(tx, ids); // the trash's files include every image the body shows
  const rows = await tx<{ id: string; slug: string; title: string; files: string[] }[]>`
    insert into trash (entity, entity_id, title, slug, snapshot, files, deleted_by)
    select ${kind}, x.id, x.title, x.slug,
      jsonb_build_object('row', to_jsonb(x) - 'search' - 'body_read_stale', 'images', ${galleryOf(tx, kind)}),
      ${filesOf(tx, kind)}, ${audit?.actorEmail ?? null}
    from ${tx(table)} x where x.id = any(${ids}::uuid[])
    returning entity_id::text as id, slug, title, files`;
  await tx`delete from ${tx(table)} where id = any(${ids}::uuid[])`;
  if (kind === 'project' && rows.length > 0) {
    await tx`
      update projects p set display_order = r.rank, updated_at = now()
      from (select id, row_number() over (order by display_order)::int as rank from projects) r
      where p.id = r.id and p.display_order <> r.rank`;
  }
  for (const r of rows) {
    await logAudit(tx, audit, {
      action: 'delete',
      entity: kind,
      entityId: r.id,
      summary: `${label} « ${r.title} » mis à la corbeille${how}`,
    });
  }
  return rows;
}

type TrashRow = {
  id: string;
  entity: EntryKind;
  entity_id: string;
  title: string;
  slug: string;
  snapshot: { row: Record<string, unknown>; images: Record<string, unknown>[] };
  files: string[];
  deleted_at: Date;
  deleted_by: string | null;
};

const toItem = (r: TrashRow): TrashItem => ({
  id: r.id,
  kind: r.entity,
  entityId: r.entity_id,
  title: r.title,
  slug: r.slug,
  deletedAt: r.deleted_at.toISOString(),
  deletedBy: r.deleted_by,
  expiresAt: new Date(r.deleted_at.getTime() + TRASH_DAYS * 24 * 3600 * 1000).toISOString(),
});

/** Admin: what the trash holds, the most recently deleted first. */
export async function adminListTrash(): Promise<TrashItem[]> {
  const rows = await sql<TrashRow[]>`
    select id, entity, entity_id, title, slug, deleted_at, deleted_by from trash order by deleted_at desc, title`;
  return rows.map(toItem);
}

/** The columns an insert may write (not the generated ones). */
async function writableColumns(tx: TransactionSql, table: string): Promise<string[]> {
  const rows = await tx<{ column_name: string }[]>`
    select column_name from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' and is_identity = 'NO'
    order by ordinal_position`;
  return rows.map((r) => r.column_name);
}

async function insertSnapshot(tx: TransactionSql, table: string, row: Record<string, unknown>) {
  const columns = await writableColumns(tx, table);
  await tx`insert into ${tx(table)} (${tx(columns)})
    select ${tx(columns)} from jsonb_populate_record(null::${tx(`public.${table}`)}, ${row as never}::jsonb)`;
}

/**
 * « Restaurer »: the item back in its table as it was deleted (status, dates, tags, body), its category if
 * it still exists, a project last in the portfolio's order with its gallery. Refused while another item
 * uses its slug. A redirect from its address goes: the page is there again.
 */
export async function restoreFromTrash(trashId: string, audit?: Audit): Promise<{ kind: EntryKind; slug: string }> {
  try {
    return await sql.begin(async (tx) => {
      const [t] = await tx<TrashRow[]>`select * from trash where id = ${trashId} for update`;
      if (!t) throw new DataError('not_found');
      const { table, label, section } = KINDS[t.entity];
      const [taken] = await tx`select 1 from ${tx(table)} where slug = ${t.slug}`;
      if (taken) throw new DataError('duplicate_slug');
      const row = { ...t.snapshot.row };
      const [category] = row.category_id
        ? await tx`select id from categories where id = ${row.category_id as string}::uuid`
        : [];
      row.category_id = category ? row.category_id : null;
      if (t.entity === 'project') {
        await tx`select pg_advisory_xact_lock(hashtext('projects.display_order'))`;
        const [n] = await tx<{ next: number }[]>`select coalesce(max(display_order), 0) + 1 as next from projects`;
        row.display_order = n!.next;
      }
      // The body's reading, taken again: a snapshot from before it was stored has none (and its parse may be older).
      Object.assign(row, readingOf(KINDS[t.entity].fields, row) ?? {});
      await insertSnapshot(tx, table, row);
      for (const image of t.snapshot.images ?? []) await insertSnapshot(tx, 'project_images', image);
      await tx`delete from trash where id = ${trashId}`;
      await tx`delete from redirects where source = ${`${section}/${t.slug}`}`;
      await logAudit(tx, audit, {
        action: 'restore',
        entity: t.entity,
        entityId: t.entity_id,
        summary: `${label} « ${t.title} » restauré depuis la corbeille`,
      });
      return { kind: t.entity, slug: t.slug };
    });
  } catch (e) {
    if (e instanceof DataError) throw e;
    mapDbError(e);
  }
}

/**
 * Deletes for good what the trash holds past TRASH_DAYS ('expired'), or one item (« Supprimer
 * définitivement »), with its revisions; answers the files they held, for the caller to free those
 * nothing else uses.
 */
export async function purgeTrash(
  which: 'expired' | { id: string },
  audit?: Audit,
  now: Date = new Date(),
): Promise<{ purged: number; files: string[] }> {
  return sql.begin(async (tx) => {
    const where =
      which === 'expired'
        ? tx`deleted_at < ${now}::timestamptz - make_interval(days => ${TRASH_DAYS})`
        : tx`id = ${which.id}`;
    const rows = await tx<Pick<TrashRow, 'entity' | 'entity_id' | 'title' | 'files'>[]>`
      delete from trash where ${where} returning entity, entity_id, title, files`;
    if (which !== 'expired' && rows.length === 0) throw new DataError('not_found');
    for (const r of rows) {
      await deleteRevisions(tx, r.entity, r.entity_id);
      await logAudit(tx, audit, {
        action: 'delete',
        entity: r.entity,
        entityId: r.entity_id,
        summary: `${KINDS[r.entity].label} « ${r.title} » supprimé définitivement${which === 'expired' ? ` (${TRASH_DAYS} jours dans la corbeille)` : ''}`,
      });
    }
    return { purged: rows.length, files: [...new Set(rows.flatMap((r) => r.files))] };
  });
}

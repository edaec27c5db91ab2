import 'server-only';
import type { TransactionSql } from 'postgres';
import { sql } from '@/lib/db/client';
import { logAudit, type Audit } from './audit';
import { ENTRY_KINDS, KINDS, type EntryKind, type FieldSpec, type FieldValues } from '@/lib/kinds';
import type { BlogPost, Project, ProjectImage, Publication, Tutorial } from './types';

/**
 * Revision history of articles, tutorials and projects. Each save appends a revision inside the
 * transaction of the change (so no saved state lacks its revision), then prunes by the policy below.
 */
export const REVISION_KINDS = ENTRY_KINDS;
export type RevisionKind = EntryKind;
/** The price tables keep a history too (lib/data/pricing.ts), restored from their own page. */
type HistoryKind = RevisionKind | 'pricing' | 'settings' | 'texts' | 'testimonials';

/**
 * Pruning policy: of an item's revisions, the latest KEEP_LAST are always kept, and so is every
 * revision younger than KEEP_DAYS days; older ones beyond the latest KEEP_LAST are deleted on save.
 * The revisions of a deleted item go with it.
 */
export const REVISION_POLICY = { keepLast: 20, keepDays: 30 } as const;

/**
 * What a revision keeps of an item: the fields its kind lists, the category's name and the publication
 * (no ids, timestamps or rank); a project also keeps its images in order.
 */
type SnapshotOf<K extends EntryKind> = FieldValues<K> & { categoryName: string | null } & Publication;
export type PostSnapshot = SnapshotOf<'post'>;
export type TutorialSnapshot = SnapshotOf<'tutorial'>;
export type ProjectSnapshot = SnapshotOf<'project'> & { images: Pick<ProjectImage, 'url' | 'altText'>[] };
export type Snapshot = PostSnapshot | TutorialSnapshot | ProjectSnapshot;

type ItemOf = { post: BlogPost; tutorial: Tutorial; project: Project };

export function snapshotOf<K extends EntryKind>(kind: K, item: ItemOf[K]): Snapshot {
  const source = item as unknown as Record<string, unknown>;
  const fields = Object.fromEntries((KINDS[kind].fields as readonly FieldSpec[]).map((f) => [f.key, source[f.key]]));
  const snapshot = { ...fields, categoryName: item.categoryName, status: item.status, publishedAt: item.publishedAt };
  if (kind !== 'project') return snapshot as Snapshot;
  return { ...snapshot, images: (item as Project).images.map((i) => ({ url: i.url, altText: i.altText })) } as Snapshot;
}

/**
 * Appends the next revision of an item and prunes its old ones, in the caller's transaction. The
 * caller holds the item's row lock (or has just created it), so numbers cannot collide.
 */
export async function recordRevision(
  tx: TransactionSql,
  kind: HistoryKind,
  entityId: string,
  snapshot: Snapshot | { plans: unknown[] } | { values: unknown },
  audit?: Audit,
): Promise<number> {
  const [row] = await tx<{ number: number }[]>`
    insert into content_revisions (entity, entity_id, number, actor_id, actor_email, snapshot)
    select ${kind}, ${entityId}, coalesce(max(number), 0) + 1, ${audit?.actorId ?? null}, ${audit?.actorEmail ?? null}, ${tx.json(snapshot as never)}
    from content_revisions where entity = ${kind} and entity_id = ${entityId}
    returning number`;
  await tx`
    delete from content_revisions
    where entity = ${kind} and entity_id = ${entityId}
      and number <= ${row!.number - REVISION_POLICY.keepLast}
      and created_at < now() - make_interval(days => ${REVISION_POLICY.keepDays})`;
  return row!.number;
}

/** A deleted item takes its history with it (there is nothing left to restore it into). */
export async function deleteRevisions(tx: TransactionSql, kind: RevisionKind, entityId: string): Promise<void> {
  await tx`delete from content_revisions where entity = ${kind} and entity_id = ${entityId}`;
}

export type RevisionSummary = { id: string; number: number; createdAt: string; actorEmail: string | null };
export type Revision<S extends Snapshot = Snapshot> = RevisionSummary & { snapshot: S };

type RevisionRow = { id: string; number: number; created_at: Date; actor_email: string | null; snapshot: Snapshot };
const toSummary = (r: RevisionRow): RevisionSummary => ({
  id: String(r.id),
  number: r.number,
  createdAt: r.created_at.toISOString(),
  actorEmail: r.actor_email,
});

/** An item's history, newest first (admin only; never cached). */
export type { HistoryKind };
export async function listRevisions(kind: HistoryKind, entityId: string): Promise<RevisionSummary[]> {
  const rows = await sql<RevisionRow[]>`
    select id, number, created_at, actor_email from content_revisions
    where entity = ${kind} and entity_id = ${entityId} order by number desc`;
  return rows.map(toSummary);
}

/** One revision of an item, with its fields; null when it does not exist (or was pruned). */
export async function getRevision(
  kind: RevisionKind,
  entityId: string,
  revisionId: string,
  db: typeof sql | TransactionSql = sql,
): Promise<Revision | null> {
  const [row] = await db<RevisionRow[]>`
    select id, number, created_at, actor_email, snapshot from content_revisions
    where entity = ${kind} and entity_id = ${entityId} and id = ${revisionId}`;
  return row ? { ...toSummary(row), snapshot: row.snapshot } : null;
}

/**
 * A new version of a record edited as a whole (« Tarifs », « Réglages ») and its journal entry, in the
 * caller's transaction: returns the version's number, which `summary` names.
 */
export async function recordVersion(
  tx: TransactionSql,
  entity: 'pricing' | 'settings' | 'texts' | 'testimonials',
  entityId: string,
  snapshot: { plans: unknown[] } | { values: unknown },
  audit: Audit | undefined,
  summary: (number: number) => string,
): Promise<number> {
  const number = await recordRevision(tx, entity, entityId, snapshot, audit);
  await logAudit(tx, audit, { action: 'update', entity, entityId, summary: summary(number) });
  return number;
}

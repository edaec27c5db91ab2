import 'server-only';
import { cacheLife } from 'next/cache';
import type { Fragment, TransactionSql } from 'postgres';
import { KINDS, type EntryKind, type FieldSpec, type OptionalFieldKey } from '@/lib/kinds';
import { sql } from '@/lib/db/client';
import { STATUS_LABEL } from '@/lib/validation/publication';
import type { BlogPostValues, TutorialValues } from '@/lib/validation/schemas';
import { videoThumbnailUrl, isUuid } from '@/lib/validation/text';
import { adminEntryPage, type AdminListQuery } from './admin-list';
import { logAudit, type Audit } from './audit';
import { BODY_READING_COLUMNS, readingAssignments, readingOf } from './body-reading';
import { checkDraftStatus, checkOwnDraft } from './ownership';
import { DataError, cachedReadFailed, mapDbError } from './errors';
import { slugArg } from './cached-args';
import { isPublic, publicLife, type PublicationInput } from './publication';
import { publicPath, recordItemMove } from './redirects';
import { trashRows } from './trash';
import { getRevision, recordRevision, snapshotOf } from './revisions';
import { toBlogPost, toPublicBlogPost, toPublicTutorial, toTutorial } from './rows';
import type { BlogPost, Tutorial } from './types';

// The back office's writes of articles and tutorials, one implementation driven by each kind's field
// list (lib/kinds.ts): the columns written, the revision kept, the journal's words. What differs
// between the two kinds is in EDITORIAL below. Projects, with their gallery and ranks, are in
// ./project-admin.ts, which writes its fields with the same helpers.

export type EditorialKind = 'post' | 'tutorial';
type ItemOf = { post: BlogPost; tutorial: Tutorial };

/**
 * The validated form (lib/validation/schemas.ts) is the input: one shape per kind, no copier. Optional
 * fields may be left out (stored as null).
 */
type Validated<K extends EditorialKind> = Omit<
  { post: BlogPostValues; tutorial: TutorialValues }[K],
  'id' | 'status' | 'publishAt'
>;
/** Fields a write may leave out: the optional ones, and the bodies (empty when left out). */
type Omittable<K extends EditorialKind> = OptionalFieldKey<K> | 'content' | 'body';
export type EntryInput<K extends EditorialKind> = Omit<Validated<K>, Omittable<K>> &
  Partial<Pick<Validated<K>, Omittable<K> & keyof Validated<K>>> &
  Partial<PublicationInput>;
export type BlogPostInput = EntryInput<'post'>;
export type TutorialInput = EntryInput<'tutorial'>;

// Uploaded files are not brought back by a restore (a replaced one is gone from storage); a tutorial's
// thumbnail taken from the video host is.
const VIDEO_HOST_THUMBNAILS = videoThumbnailUrl('').replace(/\/vi\/.*$/, '/vi/');

const EDITORIAL = {
  post: { toItem: toBlogPost, toPublic: toPublicBlogPost, restorableFile: (_file: string | undefined) => false },
  tutorial: {
    toItem: toTutorial,
    toPublic: toPublicTutorial,
    restorableFile: (file: string | undefined) => !!file?.startsWith(VIDEO_HOST_THUMBNAILS),
  },
} as const;

/** The kind's rows with their category's name, as every read maps them. */
export const selectEntry = (kind: EditorialKind, db: typeof sql | TransactionSql = sql) => {
  const { table, alias } = KINDS[kind];
  return db`select ${db(alias)}.*, c.name as category_name from ${db(table)} ${db(alias)}
    left join categories c on c.id = ${db(alias)}.category_id`;
};

const fields = (kind: EntryKind) => KINDS[kind].fields as readonly FieldSpec[];
const value = (db: TransactionSql, f: FieldSpec, v: unknown): Fragment =>
  f.type === 'tags'
    ? db`${(v as string[] | undefined) ?? []}::text[]`
    : db`${(v ?? (f.type === 'text' ? '' : null)) as string | null}`;
const commaList = (db: TransactionSql, parts: Fragment[]): Fragment => parts.reduce((all, p) => db`${all}, ${p}`);

/** The kind's columns and the input's values for an insert: `(${columns}) values (${values})`. */
export function fieldInsert(tx: TransactionSql, kind: EntryKind, input: object) {
  const source = input as Record<string, unknown>;
  const reading = readingOf(fields(kind), source);
  const names = BODY_READING_COLUMNS.filter(() => reading);
  return {
    columns: tx([...fields(kind).map((f) => f.column), ...names]),
    values: commaList(tx, [
      ...fields(kind).map((f) => value(tx, f, source[f.key])),
      ...names.map((c) => tx`${reading![c] as string}`),
    ]),
  };
}

/** `column = value, …` of every field, for an update. */
export function fieldAssignments(tx: TransactionSql, kind: EntryKind, input: object): Fragment {
  const source = input as Record<string, unknown>;
  return commaList(tx, [
    ...fields(kind).map((f) => tx`${tx(f.column)} = ${value(tx, f, source[f.key])}`),
    ...readingAssignments(tx, readingOf(fields(kind), source)),
  ]);
}

/**
 * `column = value, …` that write a revision back: the category only if it still exists, and the
 * fields marked keepOnRestore only when `restoreFile` says the snapshot's file can come back.
 */
export function restoreAssignments(
  tx: TransactionSql,
  kind: EntryKind,
  snapshot: object,
  restoreFile: (file: string | undefined) => boolean = () => false,
): Fragment {
  const s = snapshot as Record<string, unknown>;
  return commaList(tx, [
    ...fields(kind)
      .filter((f) => !f.keepOnRestore || restoreFile(s[f.key] as string | undefined))
      .map((f) =>
        f.key === 'categoryId'
          ? tx`category_id = (select c.id from categories c where c.id = ${(s.categoryId ?? null) as string | null}::uuid)`
          : tx`${tx(f.column)} = ${value(tx, f, s[f.key] ?? (f.type === 'text' ? '' : null))}`,
      ),
    ...readingAssignments(tx, readingOf(fields(kind), s)),
  ]);
}
/** The publication columns of a save: « Publié » keeps an item already online at its date. */
const status = (input: Partial<PublicationInput>) => input.status ?? 'published';

async function readItem<K extends EditorialKind>(tx: TransactionSql, kind: K, id: string): Promise<ItemOf[K]> {
  const [row] = await tx`${selectEntry(kind, tx)} where ${tx(KINDS[kind].alias)}.id = ${id}`;
  return EDITORIAL[kind].toItem(row!) as ItemOf[K];
}

async function record<K extends EditorialKind>(
  tx: TransactionSql,
  kind: K,
  item: ItemOf[K],
  action: string,
  done: string,
  audit?: Audit,
) {
  await recordRevision(tx, kind, item.id, snapshotOf(kind, item as BlogPost & Tutorial), audit);
  await logAudit(tx, audit, {
    action,
    entity: kind,
    entityId: item.id,
    summary: `${KINDS[kind].label} « ${item.title} » ${done}`,
  });
}

/**
 * A public item by slug, for the kind's cached read (which sets the cache tag): null for a draft, an
 * item not yet due (its page is then a 404 until its time) or a failed read; the cache lasts until the
 * kind's next scheduled item.
 */
export async function publicBySlug<K extends EditorialKind>(
  kind: K,
  requestedSlug: string,
  what: string,
): Promise<ItemOf[K] | null> {
  const slug = slugArg(requestedSlug);
  if (!slug) {
    cacheLife('max');
    return null;
  }
  const { table, alias } = KINDS[kind];
  try {
    const life = await publicLife([table]);
    const [row] = await sql`${selectEntry(kind)} where ${sql(alias)}.slug = ${slug} and ${isPublic(alias)}`;
    cacheLife(life);
    return row ? (EDITORIAL[kind].toPublic(row) as ItemOf[K]) : null;
  } catch (e) {
    cachedReadFailed(what, e);
    return null;
  }
}

/** One item for its edit form, by id; null when it does not exist. */
export async function adminGetEntry<K extends EditorialKind>(kind: K, id: string): Promise<ItemOf[K] | null> {
  if (!isUuid(id)) return null;
  const [row] = await sql`${selectEntry(kind)} where ${sql(KINDS[kind].alias)}.id = ${id}`;
  return row ? (EDITORIAL[kind].toItem(row) as ItemOf[K]) : null;
}

/** One page of the back office's list (search, status, category, sort: ./admin-list.ts). */
export async function adminListEntryPage<K extends EditorialKind>(kind: K, query: AdminListQuery) {
  return adminEntryPage(kind, selectEntry(kind), (r) => EDITORIAL[kind].toItem(r) as ItemOf[K], query);
}

export async function createEntry<K extends EditorialKind>(
  kind: K,
  input: EntryInput<K>,
  audit?: Audit,
): Promise<ItemOf[K]> {
  try {
    checkDraftStatus(status(input), audit);
    return (await sql.begin(async (tx) => {
      const { columns, values } = fieldInsert(tx, kind, input);
      const [row] = await tx<{ id: string }[]>`
        insert into ${tx(KINDS[kind].table)} (${columns}, created_by, status, published_at)
        values (${values}, ${audit?.actorId ?? null}, ${status(input)},
                case ${status(input)}::text when 'scheduled' then ${input.publishAt ?? null}::timestamptz when 'published' then now() end)
        returning id`;
      const item = await readItem(tx, kind, row!.id);
      await record(tx, kind, item, 'create', `ajouté (${STATUS_LABEL[item.status].toLowerCase()})`, audit);
      return item;
    })) as ItemOf[K];
  } catch (e) {
    mapDbError(e);
  }
}

/** Returns the saved item, its previous slug and the file it no longer uses (if replaced). */
export async function updateEntry<K extends EditorialKind>(
  kind: K,
  id: string,
  input: EntryInput<K>,
  audit?: Audit,
): Promise<{ item: ItemOf[K]; previousSlug: string; removedFile: string | null }> {
  const { table, file } = KINDS[kind];
  try {
    checkDraftStatus(status(input), audit);
    return await sql.begin(async (tx) => {
      await checkOwnDraft(tx, table, id, audit);
      const [current] = await tx<{ slug: string; file: string }[]>`
        select slug, ${tx(file)} as file from ${tx(table)} where id = ${id} for update`;
      if (!current) throw new DataError('not_found');
      const online = await publicPath(tx, kind, id);
      await tx`
        update ${tx(table)} set ${fieldAssignments(tx, kind, input)}, status = ${status(input)},
          published_at = case ${status(input)}::text when 'scheduled' then ${input.publishAt ?? null}::timestamptz
            when 'published' then (case when status <> 'draft' and published_at <= now() then published_at else now() end)
            else published_at end,
          updated_at = now()
        where id = ${id}`;
      await recordItemMove(tx, kind, id, online);
      const item = await readItem(tx, kind, id);
      await record(tx, kind, item, 'update', `modifié (${STATUS_LABEL[item.status].toLowerCase()})`, audit);
      const saved = (item as Record<string, unknown>)[fileKey(kind)];
      return { item, previousSlug: current.slug, removedFile: current.file !== saved ? current.file : null };
    });
  } catch (e) {
    if (e instanceof DataError) throw e;
    mapDbError(e);
  }
}

/** The property of the kind's image column. */
const fileKey = (kind: EditorialKind) => fields(kind).find((f) => f.column === KINDS[kind].file)!.key;

/** Moves the item to the trash (« Corbeille », ./trash.ts): its revisions and files stay until the purge. */
export async function deleteEntry(
  kind: EditorialKind,
  id: string,
  audit?: Audit,
): Promise<{ slug: string; files: string[] }> {
  return sql.begin(async (tx) => {
    const [row] = await trashRows(tx, kind, [id], audit);
    if (!row) throw new DataError('not_found');
    return { slug: row.slug, files: row.files };
  });
}

/**
 * Writes a revision's fields back (the category only if it still exists), as a new revision. Fields
 * marked keepOnRestore (the uploaded image) stay as they are now, unless the kind can bring the file
 * back; the publication status stays too: restoring text never publishes or unpublishes anything.
 */
export async function restoreEntry<K extends EditorialKind>(
  kind: K,
  id: string,
  revisionId: string,
  audit?: Audit,
): Promise<{ item: ItemOf[K]; previousSlug: string; removedFile: string | null; restored: number }> {
  const { table, file } = KINDS[kind];
  try {
    return await sql.begin(async (tx) => {
      await checkOwnDraft(tx, table, id, audit);
      const [current] = await tx<{ slug: string; file: string }[]>`
        select slug, ${tx(file)} as file from ${tx(table)} where id = ${id} for update`;
      const revision = current ? await getRevision(kind, id, revisionId, tx) : null;
      if (!current || !revision) throw new DataError('not_found');
      const assignments = restoreAssignments(tx, kind, revision.snapshot, EDITORIAL[kind].restorableFile);
      const online = await publicPath(tx, kind, id);
      await tx`update ${tx(table)} set ${assignments}, updated_at = now() where id = ${id}`;
      await recordItemMove(tx, kind, id, online);
      const item = await readItem(tx, kind, id);
      await record(tx, kind, item, 'restore', `restauré à la version ${revision.number}`, audit);
      const saved = (item as Record<string, unknown>)[fileKey(kind)];
      return {
        item,
        previousSlug: current.slug,
        removedFile: current.file !== saved ? current.file : null,
        restored: revision.number,
      };
    });
  } catch (e) {
    if (e instanceof DataError) throw e;
    mapDbError(e);
  }
}

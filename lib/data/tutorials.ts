import { adminContentPage, type AdminListQuery } from './admin-list';
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { sql } from '@/lib/db/client';
import { logAudit, type Audit } from './audit';
import { DataError, cachedReadFailed, mapDbError } from './errors';
import { emptyPage, pageSlice, TUTORIALS_PAGE_SIZE } from './paging';
import { isPublic, publicLife, type PublicationInput } from './publication';
import { deleteRevisions, getRevision, recordRevision, tutorialSnapshot, type TutorialSnapshot } from './revisions';
import { countArg, slugArg } from './cached-args';
import { MAX_LIST, MAX_PAGE, MAX_PAGE_SIZE } from './paging';
import { toPublicTutorial, toTutorial } from './rows';
import { TAGS } from './tags';
import type { Page, Tutorial } from './types';
import type { TransactionSql } from 'postgres';
import { STATUS_LABEL } from '@/lib/validation/publication';
import type { TutorialValues } from '@/lib/validation/schemas';
import { videoThumbnailUrl } from '@/lib/validation/text';

const select = () =>
  sql`select t.*, c.name as category_name from tutorials t left join categories c on c.id = t.category_id`;
const live = () => isPublic('t');
const VIDEO_HOST_THUMBNAILS = videoThumbnailUrl('').replace(/\/vi\/.*$/, '/vi/');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tutorials list (and home teaser with a limit): public ones, newest first. */
export async function listTutorials(requestedLimit?: number): Promise<Tutorial[]> {
  'use cache';
  cacheTag(TAGS.tutorials);
  const limit = requestedLimit === undefined ? undefined : countArg(requestedLimit, 4, MAX_LIST);
  try {
    const life = await publicLife(['tutorials']);
    const rows = limit
      ? await sql`${select()} where ${live()} order by t.created_at desc limit ${limit}`
      : await sql`${select()} where ${live()} order by t.created_at desc`;
    cacheLife(life);
    return rows.map(toPublicTutorial);
  } catch (e) {
    cachedReadFailed('listTutorials', e);
    return [];
  }
}

/**
 * One page of the tutorials list (/tutoriels, /tutoriels/page/{n}): public ones, newest first,
 * TUTORIALS_PAGE_SIZE per page; a page past the end is clamped to the last one (the route 404s instead).
 */
export async function listTutorialsPage(
  requestedPage: number = 1,
  requestedSize: number = TUTORIALS_PAGE_SIZE,
): Promise<Page<Tutorial>> {
  'use cache';
  cacheTag(TAGS.tutorials);
  const requested = countArg(requestedPage, 1, MAX_PAGE);
  const size = countArg(requestedSize, TUTORIALS_PAGE_SIZE, MAX_PAGE_SIZE);
  try {
    const life = await publicLife(['tutorials']);
    const [count] = await sql<{ n: number }[]>`select count(*)::int as n from tutorials t where ${live()}`;
    const total = count?.n ?? 0;
    const { page, pageCount, offset } = pageSlice(total, requested, size);
    const rows = await sql`${select()} where ${live()} order by t.created_at desc, t.id limit ${size} offset ${offset}`;
    cacheLife(life);
    return { items: rows.map(toPublicTutorial), total, page, pageCount, pageSize: size };
  } catch (e) {
    cachedReadFailed('listTutorialsPage', e);
    return emptyPage(size);
  }
}

/**
 * Home teaser: the 4 latest. Unlike the other reads this one throws on failure, because the
 * teaser has its own error state (« Erreur lors du chargement des tutoriels » + « Réessayer »).
 */
export async function listLatestTutorials(requestedLimit: number = 4): Promise<Tutorial[]> {
  'use cache';
  cacheTag(TAGS.tutorials);
  const limit = countArg(requestedLimit, 4, 12);
  const life = await publicLife(['tutorials']);
  const rows = await sql`${select()} where ${live()} order by t.created_at desc limit ${limit}`;
  cacheLife(life);
  return rows.map(toPublicTutorial);
}

/** A public tutorial; null for a draft or one not yet due. */
export async function getTutorialBySlug(requestedSlug: string): Promise<Tutorial | null> {
  'use cache';
  cacheTag(TAGS.tutorials);
  const slug = slugArg(requestedSlug);
  if (!slug) {
    cacheLife('max');
    return null;
  }
  try {
    const life = await publicLife(['tutorials']);
    const [row] = await sql`${select()} where t.slug = ${slug} and ${live()}`;
    cacheLife(life);
    return row ? toPublicTutorial(row) : null;
  } catch (e) {
    cachedReadFailed('getTutorialBySlug', e);
    return null;
  }
}

/** Older links use the id: /tutoriels/{id} redirects to the slug URL. */
export async function getTutorialById(id: string): Promise<Tutorial | null> {
  'use cache';
  cacheTag(TAGS.tutorials);
  if (!UUID.test(id)) {
    cacheLife('max');
    return null;
  }
  try {
    const life = await publicLife(['tutorials']);
    const [row] = await sql`${select()} where t.id = ${id} and ${live()}`;
    cacheLife(life);
    return row ? toPublicTutorial(row) : null;
  } catch (e) {
    cachedReadFailed('getTutorialById', e);
    return null;
  }
}

/** Sitemap and static params: public tutorials only. */
export async function listTutorialSlugs(): Promise<
  { slug: string; id: string; updatedAt: string; createdAt: string }[]
> {
  'use cache';
  cacheTag(TAGS.tutorials);
  const life = await publicLife(['tutorials']);
  const rows = await sql<{ slug: string; id: string; updated_at: Date; created_at: Date }[]>`
    select slug, id, updated_at, created_at from tutorials t where ${live()} order by created_at desc`;
  cacheLife(life);
  return rows.map((r) => ({
    slug: r.slug,
    id: r.id,
    updatedAt: r.updated_at.toISOString(),
    createdAt: r.created_at.toISOString(),
  }));
}

// ---------- administration ----------

/** One tutorial for its edit form, by id; null when it does not exist. */
export async function adminGetTutorial(id: string): Promise<Tutorial | null> {
  if (!UUID.test(id)) return null;
  const [row] = await sql`${select()} where t.id = ${id}`;
  return row ? toTutorial(row) : null;
}

/** One page of the back office's tutorial list (search, status, category, sort: lib/data/admin-list.ts). */
export async function adminListTutorialsPage(query: AdminListQuery) {
  return adminContentPage('tutorials', 't', select(), toTutorial, query);
}

/** The validated form (lib/validation/schemas.ts) is the input: one shape per entity, no copier. */
export type TutorialInput = Omit<TutorialValues, 'id' | 'status' | 'publishAt'> & Partial<PublicationInput>;

async function readTutorial(tx: TransactionSql, id: string): Promise<Tutorial> {
  const [full] =
    await tx`select t.*, c.name as category_name from tutorials t left join categories c on c.id = t.category_id where t.id = ${id}`;
  return toTutorial(full!);
}

export async function createTutorial(input: TutorialInput, audit?: Audit): Promise<Tutorial> {
  try {
    return await sql.begin(async (tx) => {
      const [row] = await tx`
      insert into tutorials (slug, title, description, duration, thumbnail, category_id, video_id, tags, status, published_at)
      values (${input.slug}, ${input.title}, ${input.description}, ${input.duration}, ${input.thumbnail},
              ${input.categoryId}, ${input.videoId}, ${input.tags}::text[], ${input.status ?? 'published'},
              case ${input.status ?? 'published'}::text when 'scheduled' then ${input.publishAt ?? null}::timestamptz when 'published' then now() end)
      returning id`;
      const tutorial = await readTutorial(tx, row!.id as string);
      await recordRevision(tx, 'tutorial', tutorial.id, tutorialSnapshot(tutorial), audit);
      await logAudit(tx, audit, {
        action: 'create',
        entity: 'tutorial',
        entityId: tutorial.id,
        summary: `Tutoriel « ${tutorial.title} » ajouté (${STATUS_LABEL[tutorial.status].toLowerCase()})`,
      });
      return tutorial;
    });
  } catch (e) {
    mapDbError(e);
  }
}

export async function updateTutorial(
  id: string,
  input: TutorialInput,
  audit?: Audit,
): Promise<{ tutorial: Tutorial; previousSlug: string; removedThumbnail: string | null }> {
  try {
    return await sql.begin(async (tx) => {
      const [current] = await tx<
        { slug: string; thumbnail: string }[]
      >`select slug, thumbnail from tutorials where id = ${id} for update`;
      if (!current) throw new DataError('not_found');
      await tx`
        update tutorials set slug = ${input.slug}, title = ${input.title}, description = ${input.description},
          duration = ${input.duration}, thumbnail = ${input.thumbnail}, category_id = ${input.categoryId},
          video_id = ${input.videoId}, tags = ${input.tags}::text[], status = ${input.status ?? 'published'},
          published_at = case ${input.status ?? 'published'}::text when 'scheduled' then ${input.publishAt ?? null}::timestamptz
            when 'published' then (case when status <> 'draft' and published_at <= now() then published_at else now() end)
            else published_at end,
          updated_at = now()
        where id = ${id}`;
      const tutorial = await readTutorial(tx, id);
      await recordRevision(tx, 'tutorial', id, tutorialSnapshot(tutorial), audit);
      await logAudit(tx, audit, {
        action: 'update',
        entity: 'tutorial',
        entityId: id,
        summary: `Tutoriel « ${tutorial.title} » modifié (${STATUS_LABEL[tutorial.status].toLowerCase()})`,
      });
      return {
        tutorial,
        previousSlug: current.slug,
        removedThumbnail: current.thumbnail !== input.thumbnail ? current.thumbnail : null,
      };
    });
  } catch (e) {
    if (e instanceof DataError) throw e;
    mapDbError(e);
  }
}

export async function deleteTutorial(id: string, audit?: Audit): Promise<{ slug: string; thumbnail: string }> {
  return sql.begin(async (tx) => {
    const [row] = await tx<
      { slug: string; thumbnail: string; title: string }[]
    >`delete from tutorials where id = ${id} returning slug, thumbnail, title`;
    if (!row) throw new DataError('not_found');
    await deleteRevisions(tx, 'tutorial', id);
    await logAudit(tx, audit, {
      action: 'delete',
      entity: 'tutorial',
      entityId: id,
      summary: `Tutoriel « ${row.title} » supprimé`,
    });
    return { slug: row.slug, thumbnail: row.thumbnail };
  });
}

/**
 * Writes a revision's texts, duration, video, category (if it still exists) and tags back, as a new
 * revision. An uploaded thumbnail is not brought back (a replaced file is gone from storage), the video
 * host's one is; the publication status stays as it is (restoring text never publishes anything).
 */
export async function restoreTutorial(
  id: string,
  revisionId: string,
  audit?: Audit,
): Promise<{ tutorial: Tutorial; previousSlug: string; removedThumbnail: string | null; restored: number }> {
  try {
    return await sql.begin(async (tx) => {
      const [current] = await tx<
        { slug: string; thumbnail: string }[]
      >`select slug, thumbnail from tutorials where id = ${id} for update`;
      const revision = current ? await getRevision('tutorial', id, revisionId, tx) : null;
      if (!current || !revision) throw new DataError('not_found');
      const s = revision.snapshot as TutorialSnapshot;
      const thumbnail = s.thumbnail?.startsWith(VIDEO_HOST_THUMBNAILS) ? s.thumbnail : current.thumbnail;
      await tx`
        update tutorials set slug = ${s.slug}, title = ${s.title}, description = ${s.description}, duration = ${s.duration ?? null},
          video_id = ${s.videoId ?? null}, tags = ${s.tags ?? []}::text[], thumbnail = ${thumbnail},
          category_id = (select c.id from categories c where c.id = ${s.categoryId ?? null}::uuid), updated_at = now()
        where id = ${id}`;
      const tutorial = await readTutorial(tx, id);
      await recordRevision(tx, 'tutorial', id, tutorialSnapshot(tutorial), audit);
      await logAudit(tx, audit, {
        action: 'restore',
        entity: 'tutorial',
        entityId: id,
        summary: `Tutoriel « ${tutorial.title} » restauré à la version ${revision.number}`,
      });
      return {
        tutorial,
        previousSlug: current.slug,
        removedThumbnail: thumbnail !== current.thumbnail ? current.thumbnail : null,
        restored: revision.number,
      };
    });
  } catch (e) {
    if (e instanceof DataError) throw e;
    mapDbError(e);
  }
}

import 'server-only';
import { checkDraftStatus, checkOwnDraft } from './ownership';
import type { TransactionSql } from 'postgres';
import { publicPath, recordItemMove } from './redirects';
import { trashRows } from './trash';
import { sql } from '@/lib/db/client';
import type { ProjectValues } from '@/lib/validation/schemas';
import { adminEntryPage, type AdminListQuery } from './admin-list';
import { fieldAssignments, fieldInsert, restoreAssignments } from './entries';
import { logAudit, type Audit } from './audit';
import { DataError, mapDbError } from './errors';
import { loadProject, recordProjectRevision, select } from './projects';
import type { PublicationInput } from './publication';
import { getRevision, type ProjectSnapshot } from './revisions';
import { toProjectSummary } from './rows';
import type { Project } from './types';
import { isUuid } from '@/lib/validation/text';

// Projects in the back office: lists, writes and ordering (never cached). The public reads are in
// ./projects.ts.

/** One page of the back office's project list (search, status, category; portfolio rank by default). */
export async function adminListProjectsPage(query: AdminListQuery) {
  return adminEntryPage('project', select(), toProjectSummary, query);
}

/** One project (gallery included) for its edit form; null when it does not exist. */
export async function adminGetProject(id: string): Promise<Project | null> {
  return isUuid(id) ? loadProject('id', id, false) : null;
}

/** How many projects there are: the ranks run from 1 to this. */
export async function countProjects(): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from projects`;
  return row!.n;
}

export async function nextProjectRank(): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select coalesce(max(display_order), 0)::int + 1 as n from projects`;
  return row!.n;
}

/** The validated form (lib/validation/schemas.ts) is the input: one shape per entity, no copier. */
type ProjectFields = Omit<ProjectValues, 'id' | 'images' | 'rank' | 'status' | 'publishAt'>;
/** A project to write: the search-engine fields may be left out (stored as null). */
export type ProjectInput = Omit<ProjectFields, 'seoTitle' | 'seoDescription' | 'seoImage'> &
  Partial<Pick<ProjectFields, 'seoTitle' | 'seoDescription' | 'seoImage'>> &
  Partial<PublicationInput>;
export type ImageInput = { url: string; altText: string | null };

// Every ordering change takes this lock first, so concurrent reorders queue instead of colliding.
async function lockOrder(tx: TransactionSql): Promise<number> {
  await tx`select pg_advisory_xact_lock(hashtext('projects.display_order'))`;
  const [row] = await tx<{ n: number }[]>`select count(*)::int as n from projects`;
  return row!.n;
}

async function insertImages(tx: TransactionSql, projectId: string, images: ImageInput[]): Promise<void> {
  const rows = images.map((img, i) => ({
    project_id: projectId,
    image_url: img.url,
    alt_text: img.altText?.trim() || null,
    display_order: i,
  }));
  await tx`insert into project_images ${tx(rows, 'project_id', 'image_url', 'alt_text', 'display_order')}`;
}

function requireImages(images: ImageInput[]): string {
  const first = images[0];
  if (!first) throw new DataError('invalid', 'at least one image is required');
  return first.url;
}

/** Creates a project and its images in one transaction, at `rank` (default: last). */
export async function createProject(
  input: ProjectInput,
  images: ImageInput[],
  rank?: number,
  audit?: Audit,
): Promise<{ id: string; slug: string; rank: number }> {
  const mainImage = requireImages(images);
  checkDraftStatus(input.status ?? 'published', audit);
  try {
    return await sql.begin(async (tx) => {
      const n = await lockOrder(tx);
      const target = rank ?? n + 1;
      if (!Number.isInteger(target) || target < 1 || target > n + 1)
        throw new DataError('invalid_rank', undefined, { max: n + 1 });
      await tx`update projects set display_order = display_order + 1 where display_order >= ${target}`;
      const fields = fieldInsert(tx, 'project', input);
      const [row] = await tx<{ id: string; slug: string }[]>`
        insert into projects (${fields.columns}, main_image_url, display_order, created_by, status, published_at)
        values (${fields.values}, ${mainImage}, ${target}, ${audit?.actorId ?? null}, ${input.status ?? 'published'},
                case ${input.status ?? 'published'}::text when 'scheduled' then ${input.publishAt ?? null}::timestamptz when 'published' then now() end)
        returning id, slug`;
      await insertImages(tx, row!.id, images);
      await recordProjectRevision(tx, row!.id, audit);
      await logAudit(tx, audit, {
        action: 'create',
        entity: 'project',
        entityId: row!.id,
        summary: `Projet « ${input.title} » ajouté au rang ${target}`,
      });
      return { id: row!.id, slug: row!.slug, rank: target };
    });
  } catch (e) {
    if (e instanceof DataError) throw e;
    mapDbError(e);
  }
}

/**
 * Updates a project, replaces its images and optionally moves it, all in one transaction: a failure
 * leaves the previous version intact. Returns the image URLs no longer used (to delete from storage).
 */
export async function updateProject(
  id: string,
  input: ProjectInput,
  images: ImageInput[],
  rank?: number,
  audit?: Audit,
): Promise<{ slug: string; previousSlug: string; removedImageUrls: string[]; rank: number }> {
  const mainImage = requireImages(images);
  checkDraftStatus(input.status ?? 'published', audit);
  try {
    return await sql.begin(async (tx) => {
      const n = await lockOrder(tx);
      await checkOwnDraft(tx, 'projects', id, audit);
      const [current] = await tx<
        { slug: string; display_order: number }[]
      >`select slug, display_order from projects where id = ${id} for update`;
      if (!current) throw new DataError('not_found');
      const online = await publicPath(tx, 'project', id);
      const before = await tx<{ image_url: string }[]>`select image_url from project_images where project_id = ${id}`;
      await tx`
        update projects set ${fieldAssignments(tx, 'project', input)}, main_image_url = ${mainImage},
          status = ${input.status ?? 'published'},
          published_at = case ${input.status ?? 'published'}::text when 'scheduled' then ${input.publishAt ?? null}::timestamptz
            when 'published' then (case when status <> 'draft' and published_at <= now() then published_at else now() end)
            else published_at end,
          updated_at = now()
        where id = ${id}`;
      await recordItemMove(tx, 'project', id, online);
      await tx`delete from project_images where project_id = ${id}`;
      await insertImages(tx, id, images);
      let finalRank = current.display_order;
      if (rank !== undefined && rank !== current.display_order) {
        finalRank = await moveWithin(tx, id, current.display_order, rank, n);
      }
      await recordProjectRevision(tx, id, audit);
      await logAudit(tx, audit, {
        action: 'update',
        entity: 'project',
        entityId: id,
        summary: `Projet « ${input.title} » modifié (${images.length} image(s), rang ${finalRank})`,
      });
      const kept = new Set(images.map((i) => i.url));
      return {
        slug: input.slug,
        previousSlug: current.slug,
        removedImageUrls: before.map((b) => b.image_url).filter((u) => !kept.has(u)),
        rank: finalRank,
      };
    });
  } catch (e) {
    if (e instanceof DataError) throw e;
    mapDbError(e);
  }
}

/** Moves a project and its gallery to the trash (./trash.ts); the others' ranks close the gap. */
export async function deleteProject(id: string, audit?: Audit): Promise<{ slug: string; removedImageUrls: string[] }> {
  return sql.begin(async (tx) => {
    const [row] = await trashRows(tx, 'project', [id], audit);
    if (!row) throw new DataError('not_found');
    return { slug: row.slug, removedImageUrls: row.files };
  });
}

async function moveWithin(tx: TransactionSql, id: string, from: number, to: number, n: number): Promise<number> {
  if (!Number.isInteger(to) || to < 1 || to > n) throw new DataError('invalid_rank', undefined, { max: n });
  if (to === from) return to;
  if (from < to) {
    await tx`update projects set display_order = display_order - 1, updated_at = now() where display_order > ${from} and display_order <= ${to}`;
  } else {
    await tx`update projects set display_order = display_order + 1, updated_at = now() where display_order >= ${to} and display_order < ${from}`;
  }
  await tx`update projects set display_order = ${to}, updated_at = now() where id = ${id}`;
  return to;
}

/** Moves a project to rank `to` (1..N), shifting the others so ranks stay gapless. */
export async function moveProject(id: string, to: number, audit?: Audit): Promise<{ rank: number }> {
  return sql.begin(async (tx) => {
    const n = await lockOrder(tx);
    const [row] = await tx<
      { display_order: number; title: string }[]
    >`select display_order, title from projects where id = ${id} for update`;
    if (!row) throw new DataError('not_found');
    const rank = await moveWithin(tx, id, row.display_order, to, n);
    await logAudit(tx, audit, {
      action: 'move',
      entity: 'project',
      entityId: id,
      summary: `Projet « ${row.title} » déplacé du rang ${row.display_order} au rang ${rank}`,
    });
    return { rank };
  });
}

/** Swaps a project with its neighbour above ('up') or below ('down'). */
export async function swapProject(id: string, direction: 'up' | 'down', audit?: Audit): Promise<{ rank: number }> {
  return sql.begin(async (tx) => {
    await lockOrder(tx);
    const [row] = await tx<
      { display_order: number; title: string }[]
    >`select display_order, title from projects where id = ${id} for update`;
    if (!row) throw new DataError('not_found');
    const target = row.display_order + (direction === 'up' ? -1 : 1);
    const [other] = await tx<{ id: string }[]>`select id from projects where display_order = ${target} for update`;
    if (!other) throw new DataError('invalid_rank');
    await tx`update projects set display_order = ${row.display_order}, updated_at = now() where id = ${other.id}`;
    await tx`update projects set display_order = ${target}, updated_at = now() where id = ${id}`;
    await logAudit(tx, audit, {
      action: 'move',
      entity: 'project',
      entityId: id,
      summary: `Projet « ${row.title} » déplacé du rang ${row.display_order} au rang ${target}`,
    });
    return { rank: target };
  });
}

/**
 * Writes a revision's fields back (category only if it still exists) and its image order, as a new
 * revision. Images deleted since are not brought back (their files left storage with the save that
 * dropped them); images added since stay, after the restored ones. Rank and publication status stay.
 */
export async function restoreProject(
  id: string,
  revisionId: string,
  audit?: Audit,
): Promise<{ slug: string; previousSlug: string; restored: number }> {
  try {
    return await sql.begin(async (tx) => {
      const [current] = await tx<{ slug: string }[]>`select slug from projects where id = ${id} for update`;
      const revision = current ? await getRevision('project', id, revisionId, tx) : null;
      if (!current || !revision) throw new DataError('not_found');
      const s = revision.snapshot as ProjectSnapshot;
      const remaining = await tx<{ image_url: string; alt_text: string | null }[]>`
        select image_url, alt_text from project_images where project_id = ${id} order by display_order`;
      const images: ImageInput[] = [];
      for (const img of s.images ?? []) {
        const at = remaining.findIndex((r) => r.image_url === img.url);
        if (at < 0) continue;
        remaining.splice(at, 1);
        images.push({ url: img.url, altText: img.altText });
      }
      images.push(...remaining.map((r) => ({ url: r.image_url, altText: r.alt_text })));
      const online = await publicPath(tx, 'project', id);
      await tx`
        update projects set ${restoreAssignments(tx, 'project', s)}, main_image_url = ${requireImages(images)},
          updated_at = now()
        where id = ${id}`;
      await recordItemMove(tx, 'project', id, online);
      await tx`delete from project_images where project_id = ${id}`;
      await insertImages(tx, id, images);
      const project = await recordProjectRevision(tx, id, audit);
      await logAudit(tx, audit, {
        action: 'restore',
        entity: 'project',
        entityId: id,
        summary: `Projet « ${project.title} » restauré à la version ${revision.number}`,
      });
      return { slug: project.slug, previousSlug: current.slug, restored: revision.number };
    });
  } catch (e) {
    if (e instanceof DataError) throw e;
    mapDbError(e);
  }
}

'use server';
import { ownsDraft } from '@/lib/data/ownership';
import { proposeForReview } from '@/lib/admin/review-mail';
import { DataError } from '@/lib/data/errors';
import { updateTag } from 'next/cache';
import { purgeExpiredTrash } from '@/lib/admin/trash';
import { redirectsChanged } from '@/lib/redirects/changed';
import { adminAction } from '@/lib/actions/admin-action';
import * as projects from '@/lib/data/project-admin';
import { TAGS } from '@/lib/data/tags';
import { MSG } from '@/lib/copy/messages';
import {
  byIdSchema,
  moveProjectSchema,
  projectSchema,
  projectUpdateSchema,
  swapProjectSchema,
  type ProjectValues,
} from '@/lib/validation/schemas';

const rankMessage = (meta: Record<string, unknown>) => MSG.rankOutOfRange(Number(meta.max ?? 1));

function invalidateProjects(...slugs: string[]) {
  updateTag(TAGS.projects);
  for (const slug of new Set(slugs)) updateTag(TAGS.project(slug));
}

const images = (v: ProjectValues): projects.ImageInput[] => v.images.map((i) => ({ url: i.url, altText: i.altText }));

export const addProject = adminAction(
  projectSchema,
  {
    area: 'entries',
    failure: MSG.project.addError,
    duplicate_slug: MSG.duplicateSlug,
    invalid_rank: rankMessage,
    invalid_reference: MSG.invalidCategory,
  },
  async (v, _actor, audit) => {
    const created = await projects.createProject(v, images(v), v.rank, audit);
    invalidateProjects(created.slug);
    if (v.review) await proposeForReview('project', created.id, audit);
    const message = v.review ? MSG.review.requested : MSG.project.addedAt(created.rank);
    return { ok: true, message, data: { id: created.id, rank: created.rank } };
  },
);

export const updateProject = adminAction(
  projectUpdateSchema,
  {
    area: 'entries',
    failure: MSG.project.updateError,
    not_found: MSG.project.notFound,
    duplicate_slug: MSG.duplicateSlug,
    invalid_rank: rankMessage,
    invalid_reference: MSG.invalidCategory,
  },
  async (v, _actor, audit) => {
    const result = await projects.updateProject(v.id, v, images(v), v.rank, audit);
    invalidateProjects(result.slug, result.previousSlug);
    if (result.slug !== result.previousSlug) redirectsChanged();
    if (v.review) await proposeForReview('project', v.id, audit);
    return {
      ok: true,
      message: v.review ? MSG.review.requested : MSG.project.updated,
      data: { id: v.id, rank: result.rank },
    };
  },
);

export const deleteProject = adminAction(
  byIdSchema,
  { area: 'entries', failure: MSG.project.deleteError, not_found: MSG.project.notFound },
  async ({ id }, _actor, audit) => {
    const result = await projects.deleteProject(id, audit);
    invalidateProjects(result.slug);
    await purgeExpiredTrash(audit);
    return { ok: true, message: MSG.project.deleted };
  },
);

/** Up/down arrows: swaps with the neighbour. */
export const swapProjectOrder = adminAction(
  swapProjectSchema,
  { area: 'publish', failure: MSG.project.moveError, not_found: MSG.project.notFound },
  async ({ id, direction }, _actor, audit) => {
    const { rank } = await projects.swapProject(id, direction, audit);
    updateTag(TAGS.projects);
    return { ok: true, message: direction === 'up' ? MSG.project.movedUp : MSG.project.movedDown, data: { rank } };
  },
);

/** Direct rank input: moves to 1..N, the others shift to stay gapless. */
export const moveProjectToRank = adminAction(
  moveProjectSchema,
  { area: 'publish', failure: MSG.project.orderError, not_found: MSG.project.notFound, invalid_rank: rankMessage },
  async ({ id, rank }, _actor, audit) => {
    const moved = await projects.moveProject(id, rank, audit);
    updateTag(TAGS.projects);
    return { ok: true, message: MSG.project.movedTo(moved.rank), data: { rank: moved.rank } };
  },
);

/** Opening a project for editing: its full record with the gallery in order. */
export const getProjectForEdit = adminAction(
  byIdSchema,
  { area: 'entries', failure: MSG.load.images },
  async ({ id }, _actor, audit) => {
    if (audit.ownDraftsOnly && !(await ownsDraft('projects', id, audit.actorId ?? '')))
      throw new DataError('forbidden');
    const project = await projects.adminGetProject(id);
    if (!project) return { ok: false, error: MSG.project.notFound };
    return { ok: true, message: '', data: project };
  },
);

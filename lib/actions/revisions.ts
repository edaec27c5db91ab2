'use server';
import { ownsDraft } from '@/lib/data/ownership';
import type { Audit } from '@/lib/data/audit';
import { updateTag } from 'next/cache';
import { redirectsChanged } from '@/lib/redirects/changed';
import { adminAction } from '@/lib/actions/admin-action';
import { KINDS, type EntryKind } from '@/lib/kinds';
import { DataError } from '@/lib/data/errors';
import { restoreEntry } from '@/lib/data/entries';
import { restoreProject } from '@/lib/data/project-admin';
import { compareSnapshots, type FieldChange } from '@/lib/data/revision-diff';
import { getRevision, listRevisions, type RevisionSummary } from '@/lib/data/revisions';
import { TAGS } from '@/lib/data/tags';
import { MSG } from '@/lib/copy/messages';
import { compareRevisionsSchema, restoreRevisionSchema, revisionListSchema } from '@/lib/validation/schemas';

/** The history of an article, a tutorial or a project, newest first (who and when). */
/** An author reads the history of their own drafts only. */
async function mayOpen(kind: EntryKind, id: string, audit: Audit): Promise<void> {
  if (audit.ownDraftsOnly && !(await ownsDraft(KINDS[kind].table, id, audit.actorId ?? '')))
    throw new DataError('forbidden');
}

export const listEntryRevisions = adminAction(
  revisionListSchema,
  { area: 'entries', failure: MSG.revision.loadError },
  async ({ kind, id }, _actor, audit) => {
    await mayOpen(kind, id, audit);
    return { ok: true, message: '', data: await listRevisions(kind, id) };
  },
);

export type RevisionComparison = { from: RevisionSummary; to: RevisionSummary; changes: FieldChange[] };

/** What changed from one revision to another, field by field (word diff for long texts). */
export const compareEntryRevisions = adminAction(
  compareRevisionsSchema,
  { area: 'entries', failure: MSG.revision.loadError },
  async ({ kind, id, from, to }, _actor, audit) => {
    await mayOpen(kind, id, audit);
    const [a, b] = await Promise.all([getRevision(kind, id, from), getRevision(kind, id, to)]);
    if (!a || !b) return { ok: false, error: MSG.revision.notFound };
    const { snapshot: before, ...fromSummary } = a;
    const { snapshot: after, ...toSummary } = b;
    const data: RevisionComparison = {
      from: fromSummary,
      to: toSummary,
      changes: compareSnapshots(kind, before, after),
    };
    return { ok: true, message: '', data };
  },
);

/** Writes a revision back; the result is itself a new revision and a journal entry. */
export const restoreEntryRevision = adminAction(
  restoreRevisionSchema,
  {
    area: 'entries',
    failure: MSG.revision.restoreError,
    not_found: MSG.revision.notFound,
    duplicate_slug: MSG.duplicateSlug,
  },
  async ({ kind, id, revisionId }, _actor, audit) => {
    let restored: number;
    let moved: boolean;
    if (kind !== 'project') {
      const result = await restoreEntry(kind, id, revisionId, audit);
      restored = result.restored;
      moved = result.item.slug !== result.previousSlug;
      updateTag(KINDS[kind].tag);
    } else {
      const result = await restoreProject(id, revisionId, audit);
      restored = result.restored;
      moved = result.slug !== result.previousSlug;
      updateTag(TAGS.projects);
      for (const slug of new Set([result.slug, result.previousSlug])) updateTag(TAGS.project(slug));
    }
    if (moved) redirectsChanged(); // a restored slug moves a published item back: its redirects follow
    return { ok: true, message: MSG.revision.restored(restored) };
  },
);

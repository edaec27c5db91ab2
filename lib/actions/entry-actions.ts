import 'server-only';
// The add, update and delete actions of articles and tutorials, one implementation for both kinds
// (lib/actions/blog.ts and lib/actions/tutorials.ts name them, each with its own schema).
import { updateTag } from 'next/cache';
import { redirectsChanged } from '@/lib/redirects/changed';
import { KINDS } from '@/lib/kinds';
import { MSG } from '@/lib/copy/messages';
import { createEntry, deleteEntry, updateEntry, type EntryInput, type EditorialKind } from '@/lib/data/entries';
import type { z } from '@/lib/validation/zod';
import { byIdSchema } from '@/lib/validation/schemas';
import { adminAction } from './admin-action';
import { purgeExpiredTrash } from '@/lib/admin/trash';
import { proposeForReview } from '@/lib/admin/review-mail';

type Schema<K extends EditorialKind> = z.ZodType<EntryInput<K>>;

/** The refusals a save may meet, with its own failure. */
const saveMessages = (failure: string) =>
  ({ area: 'entries', failure, duplicate_slug: MSG.duplicateSlug, invalid_reference: MSG.invalidCategory }) as const;

export function addEntryAction<K extends EditorialKind>(kind: K, schema: Schema<K>) {
  const msg = MSG[kind];
  return adminAction(schema, saveMessages(msg.addError), async (v, _actor, audit) => {
    const created = await createEntry(kind, v, audit);
    updateTag(KINDS[kind].tag);
    if (v.review) await proposeForReview(kind, created.id, audit);
    return { ok: true, message: v.review ? MSG.review.requested : msg.added, data: { id: created.id } };
  });
}

export function updateEntryAction<K extends EditorialKind>(kind: K, schema: Schema<K> & z.ZodType<{ id: string }>) {
  const msg = MSG[kind];
  return adminAction(
    schema,
    { ...saveMessages(msg.updateError), not_found: msg.updateError },
    async (v, _actor, audit) => {
      const { item, previousSlug } = await updateEntry(kind, v.id, v, audit);
      updateTag(KINDS[kind].tag);
      if (item.slug !== previousSlug) redirectsChanged(); // a published item's new slug keeps its old address
      if (v.review) await proposeForReview(kind, v.id, audit);
      return { ok: true, message: v.review ? MSG.review.requested : msg.updated };
    },
  );
}

export function deleteEntryAction(kind: EditorialKind) {
  const msg = MSG[kind];
  return adminAction(byIdSchema, { area: 'entries', failure: msg.deleteError }, async ({ id }, _actor, audit) => {
    await deleteEntry(kind, id, audit);
    updateTag(KINDS[kind].tag);
    await purgeExpiredTrash(audit);
    return { ok: true, message: msg.deleted };
  });
}

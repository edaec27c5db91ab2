'use server';
// Bulk actions of the back office's content lists: publish, back to draft or delete a selection of
// articles, tutorials or projects, in one transaction with one journal entry per item (lib/data/admin-list.ts).
import { updateTag } from 'next/cache';
import { z } from '@/lib/validation/zod';
import { adminAction } from './admin-action';
import { bulkEntries } from '@/lib/data/admin-list';
import { ENTRY_KINDS, KINDS } from '@/lib/kinds';
import { TAGS } from '@/lib/data/tags';
import { MSG } from '@/lib/copy/messages';
import { purgeExpiredTrash } from '@/lib/admin/trash';

const bulkSchema = z.object({
  kind: z.enum(ENTRY_KINDS),
  ids: z.array(z.guid(), { error: MSG.bulk.error }).min(1, MSG.bulk.error).max(100, MSG.bulk.error),
  operation: z.enum(['publish', 'draft', 'delete']),
});

export const bulkUpdateEntries = adminAction(
  bulkSchema,
  { area: 'entries', failure: MSG.bulk.error },
  async (v, _actor, audit) => {
    const { tag, noun } = KINDS[v.kind];
    const { changed, slugs } = await bulkEntries(v.kind, [...new Set(v.ids)], v.operation, audit);
    updateTag(tag);
    // A project also has its own page's tag.
    if (v.kind === 'project') for (const slug of slugs) updateTag(TAGS.project(slug));
    if (v.operation === 'delete') await purgeExpiredTrash(audit);
    return { ok: true, message: MSG.bulk.done(changed, noun, v.operation), data: { changed } };
  },
);

'use server';
// « Corbeille »: « Restaurer » and « Supprimer définitivement » (lib/data/trash.ts).
import { updateTag } from 'next/cache';
import { KINDS } from '@/lib/kinds';
import { MSG } from '@/lib/copy/messages';
import { TAGS } from '@/lib/data/tags';
import { purgeTrash, restoreFromTrash } from '@/lib/data/trash';
import { purgeExpiredTrash } from '@/lib/admin/trash';
import { redirectsChanged } from '@/lib/redirects/changed';
import { byIdSchema } from '@/lib/validation/schemas';
import { adminAction } from './admin-action';
import { removeUnusedImages } from './storage-cleanup';

export const restoreTrashItem = adminAction(
  byIdSchema,
  {
    area: 'publish',
    failure: MSG.trash.restoreError,
    not_found: MSG.trash.notFound,
    duplicate_slug: MSG.trash.slugTaken,
  },
  async ({ id }, _actor, audit) => {
    const { kind, slug } = await restoreFromTrash(id, audit);
    updateTag(KINDS[kind].tag);
    if (kind === 'project') updateTag(TAGS.project(slug));
    updateTag(TAGS.media);
    redirectsChanged();
    await purgeExpiredTrash(audit);
    return { ok: true, message: MSG.trash.restored(KINDS[kind].label) };
  },
);

export const purgeTrashItem = adminAction(
  byIdSchema,
  { area: 'publish', failure: MSG.trash.purgeError, not_found: MSG.trash.notFound },
  async ({ id }, _actor, audit) => {
    const { files } = await purgeTrash({ id }, audit);
    await removeUnusedImages(files);
    updateTag(TAGS.media);
    await purgeExpiredTrash(audit);
    return { ok: true, message: MSG.trash.purged };
  },
);

'use server';
// « Médiathèque »: browse (also the image picker of the editor and of image fields), edit a text
// alternative, delete an unused image, clean up every unused file. Admins only, like every action.
import { updateTag } from 'next/cache';
import { z } from '@/lib/validation/zod';
import { adminAction, type ActionResult } from './admin-action';
import { MSG } from '@/lib/copy/messages';
import { deleteUnusedMedia, getMedia, listMedia, mediaViewer, setMediaAlt, type MediaPage } from '@/lib/data/media';
import { TAGS } from '@/lib/data/tags';
import { remove } from '@/lib/storage';

const listSchema = z.object({
  q: z.string().trim().max(100).optional().default(''),
  unused: z.boolean().optional().default(false),
  page: z.number().int().min(1).max(100_000).optional().default(1),
});

export const listMediaPage = adminAction(
  listSchema,
  { area: 'media', failure: MSG.load.images },
  async (query, actor): Promise<ActionResult<MediaPage>> => ({
    ok: true,
    message: '',
    data: await listMedia(query, mediaViewer(actor)),
  }),
);

export const saveMediaAlt = adminAction(
  z.object({ id: z.guid(), alt: z.string().trim().max(300, MSG.tooLong) }),
  { area: 'media', failure: MSG.media.altError },
  async ({ id, alt }, _actor, audit) => {
    if (!(await setMediaAlt(id, alt, audit))) return { ok: false, error: MSG.media.notFound };
    return { ok: true, message: MSG.media.altSaved };
  },
);

/** Deletes one image, only if nothing uses it: the French refusal says how many uses hold it. */
export const deleteMedia = adminAction(
  z.object({ id: z.guid() }),
  { area: 'media-manage', failure: MSG.media.deleteError },
  async ({ id }, _actor, audit) => {
    const item = await getMedia(id);
    if (!item) return { ok: false, error: MSG.media.notFound };
    if (item.uses.length > 0) return { ok: false, error: MSG.media.inUse(item.uses.length) };
    const urls = await deleteUnusedMedia({ ids: [id] }, audit, () => `Image « ${item.fileName} » supprimée`);
    if (urls.length === 0) return { ok: false, error: MSG.media.inUse(1) };
    await remove(urls);
    updateTag(TAGS.media);
    return { ok: true, message: MSG.media.deleted };
  },
);

/** « Nettoyer » under « Fichiers inutilisés »: every file nothing uses goes, one journal row. */
export const cleanUnusedMedia = adminAction(
  z.object({}),
  { area: 'media-manage', failure: MSG.media.cleanError },
  async (_input, _actor, audit): Promise<ActionResult<{ removed: number }>> => {
    const urls = await deleteUnusedMedia(
      'all',
      audit,
      (n) => `Nettoyage : ${n} fichier${n > 1 ? 's' : ''} inutilisé${n > 1 ? 's' : ''} supprimé${n > 1 ? 's' : ''}`,
    );
    await remove(urls);
    if (urls.length > 0) updateTag(TAGS.media);
    return { ok: true, message: MSG.media.cleaned(urls.length), data: { removed: urls.length } };
  },
);

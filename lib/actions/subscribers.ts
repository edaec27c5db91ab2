'use server';
// Back-office erasure of newsletter subscribers (GDPR right to erasure), one or a selection.
import { refresh } from 'next/cache';
import { z } from '@/lib/validation/zod';
import { adminAction } from './admin-action';
import { deleteSubscribers as eraseSubscribers } from '@/lib/data/newsletter';
import { MSG } from '@/lib/copy/messages';

const MAX_SELECTION = 500;
const idsSchema = z.object({
  ids: z.array(z.guid(), { error: MSG.subscriber.deleteError }).min(1, MSG.subscriber.deleteError).max(MAX_SELECTION),
});

export const deleteSubscribers = adminAction(
  idsSchema,
  { area: 'subscribers', failure: MSG.subscriber.deleteError },
  async ({ ids }, _actor, audit) => {
    const n = await eraseSubscribers([...new Set(ids)], audit);
    refresh(); // the list on screen drops them (it is no cached page: nothing to expire)
    return { ok: true, message: MSG.subscriber.deleted(n) };
  },
);

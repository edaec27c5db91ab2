'use server';
// « Tarifs »: an admin saves a service's plans (or restores a former version); the public pages that
// show prices are refreshed at once through their cache tag, without a deploy.
import { updateTag } from 'next/cache';
import { z } from '@/lib/validation/zod';
import { adminAction } from './admin-action';
import { priceRevision, savePrices } from '@/lib/data/pricing';
import { TAGS } from '@/lib/data/tags';
import { DataError } from '@/lib/data/errors';
import { MSG } from '@/lib/copy/messages';
import { SERVICES } from '@/lib/copy/services';
import { pricingSchema } from '@/lib/validation/pricing';

export const savePricing = adminAction(
  pricingSchema,
  { failure: MSG.pricing.saveError },
  async (values, _actor, audit) => {
    const version = await savePrices(values, audit);
    updateTag(TAGS.pricing);
    return { ok: true, message: MSG.pricing.saved(SERVICES[values.service].title), data: { version } };
  },
);

export const restorePricing = adminAction(
  z.object({ id: z.guid(), revisionId: z.string().regex(/^\d{1,18}$/) }),
  { failure: MSG.pricing.saveError, not_found: MSG.revision.notFound },
  async ({ id, revisionId }, _actor, audit) => {
    const revision = await priceRevision(id, revisionId);
    if (!revision) throw new DataError('not_found');
    const version = await savePrices(pricingSchema.parse(revision), audit);
    updateTag(TAGS.pricing);
    return { ok: true, message: MSG.pricing.restored, data: { version } };
  },
);

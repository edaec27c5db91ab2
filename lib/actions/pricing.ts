'use server';
// « Tarifs »: an admin saves a service's plans (or restores a former version); the public pages that
// show prices are refreshed at once through their cache tag, without a deploy.
import { restoreVersionAction, saveVersionAction } from './versioned';
import { priceRevision, savePrices } from '@/lib/data/pricing';
import { TAGS } from '@/lib/data/tags';
import { MSG } from '@/lib/copy/messages';
import { SERVICES } from '@/lib/copy/services';
import { pricingSchema } from '@/lib/validation/pricing';

export const savePricing = saveVersionAction({
  input: pricingSchema,
  save: savePrices,
  tag: TAGS.pricing,
  failure: MSG.pricing.saveError,
  saved: (values) => MSG.pricing.saved(SERVICES[values.service].title),
});

export const restorePricing = restoreVersionAction({
  read: priceRevision,
  check: (stored) => pricingSchema.safeParse(stored).data,
  save: savePrices,
  tag: TAGS.pricing,
  failure: MSG.pricing.saveError,
  restored: MSG.pricing.restored,
});

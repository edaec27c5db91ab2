'use server';
// « Textes du site » and « Témoignages »: an admin saves a page's texts, or the testimonials and statistics
// (or restores a former version); the pages that show them are refreshed at once through the settings'
// cache tag, without a deploy.
import { z } from '@/lib/validation/zod';
import { adminAction, type ActionResult } from './admin-action';
import { pathErrors, restoreVersionAction, saveVersionAction } from './versioned';
import { TAGS } from '@/lib/data/tags';
import { saveAllTexts, savePageTexts, textsRevision } from '@/lib/data/texts';
import { saveTestimonials, testimonialsRevision } from '@/lib/data/testimonials';
import { MSG } from '@/lib/copy/messages';
import { fillTexts, variablesOf } from '@/lib/copy/text-variables';
import { getPriceTable } from '@/lib/data/pricing';
import { getSiteDetails } from '@/lib/data/settings';
import { typeset } from '@/lib/typography/french';
import { pageTextsSchema, savePageTextsSchema } from '@/lib/validation/texts';
import { testimonialsSchema } from '@/lib/validation/testimonials';

export const saveSiteTexts = saveVersionAction({
  input: savePageTextsSchema,
  check: ({ page, values }) => pageTextsSchema(page).safeParse(values),
  save: (values, audit, { page }) => savePageTexts(page, values, audit),
  tag: TAGS.settings,
  failure: MSG.texts.saveError,
  saved: MSG.texts.saved,
});

/** A page's texts as the site will show them (variables replaced, French typography): the form's preview. */
export const previewSiteTexts = adminAction(
  savePageTextsSchema,
  { failure: MSG.texts.saveError },
  async ({ page, values }) => {
    const parsed = pageTextsSchema(page).safeParse(values);
    if (!parsed.success) return pathErrors(parsed.error) as ActionResult<Record<string, unknown>>;
    const [site, table] = await Promise.all([getSiteDetails(), getPriceTable()]);
    const shown = typesetDeep(fillTexts(parsed.data, variablesOf(page, site, table)));
    return { ok: true, message: '', data: shown as Record<string, unknown> };
  },
);

const typesetDeep = <T>(value: T): T => {
  if (typeof value === 'string') return typeset(value) as T;
  if (Array.isArray(value)) return value.map(typesetDeep) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typesetDeep(v)])) as T;
  return value;
};

export const restoreSiteTexts = restoreVersionAction({
  read: textsRevision,
  // Each page's texts are checked field by field when saved: what no longer passes takes its default.
  check: (stored) => stored as Parameters<typeof saveAllTexts>[0],
  save: saveAllTexts,
  tag: TAGS.settings,
  failure: MSG.texts.saveError,
  restored: MSG.settings.restored,
});

export const saveSiteTestimonials = saveVersionAction({
  input: z.object({ values: z.unknown() }),
  check: ({ values }) => testimonialsSchema.safeParse(values),
  save: async (values, audit) => (await saveTestimonials(values, audit)).version,
  tag: TAGS.settings,
  failure: MSG.testimonials.saveError,
  saved: MSG.testimonials.saved,
});

export const restoreSiteTestimonials = restoreVersionAction({
  read: testimonialsRevision,
  check: (stored) => testimonialsSchema.safeParse(stored).data,
  save: async (values, audit) => (await saveTestimonials(values, audit)).version,
  tag: TAGS.settings,
  failure: MSG.testimonials.saveError,
  restored: MSG.settings.restored,
});

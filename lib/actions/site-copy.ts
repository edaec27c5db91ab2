'use server';
// « Textes du site » and « Témoignages »: an admin saves a page's texts, or the testimonials and statistics
// (or restores a former version); the pages that show them are refreshed at once through the settings'
// cache tag, without a deploy.
import { updateTag } from 'next/cache';
import { z } from '@/lib/validation/zod';
import { adminAction, type ActionResult } from './admin-action';
import { DataError } from '@/lib/data/errors';
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

const restoreSchema = z.object({ id: z.guid(), revisionId: z.string().regex(/^\d{1,18}$/) });

/** A nested schema's issues, by their path (`why.1.text`), for the form to show beside each field. */
function pathErrors(error: z.ZodError): ActionResult<{ version: number }> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
  return { ok: false, error: error.issues[0]?.message ?? MSG.requiredFields, fieldErrors };
}

export const saveSiteTexts = adminAction(
  savePageTextsSchema,
  { failure: MSG.texts.saveError },
  async ({ page, values }, _actor, audit) => {
    const parsed = pageTextsSchema(page).safeParse(values);
    if (!parsed.success) return pathErrors(parsed.error);
    const version = await savePageTexts(page, parsed.data, audit);
    updateTag(TAGS.settings);
    return { ok: true, message: MSG.texts.saved, data: { version } };
  },
);

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

export const restoreSiteTexts = adminAction(
  restoreSchema,
  { failure: MSG.texts.saveError, not_found: MSG.revision.notFound },
  async ({ id, revisionId }, _actor, audit) => {
    const values = await textsRevision(id, revisionId);
    if (!values) throw new DataError('not_found');
    const version = await saveAllTexts(values, audit);
    updateTag(TAGS.settings);
    return { ok: true, message: MSG.settings.restored, data: { version } };
  },
);

export const saveSiteTestimonials = adminAction(
  z.object({ values: z.unknown() }),
  { failure: MSG.testimonials.saveError },
  async ({ values }, _actor, audit) => {
    const parsed = testimonialsSchema.safeParse(values);
    if (!parsed.success) return pathErrors(parsed.error);
    const { version } = await saveTestimonials(parsed.data, audit);
    updateTag(TAGS.settings);
    return { ok: true, message: MSG.testimonials.saved, data: { version } };
  },
);

export const restoreSiteTestimonials = adminAction(
  restoreSchema,
  { failure: MSG.testimonials.saveError, not_found: MSG.revision.notFound },
  async ({ id, revisionId }, _actor, audit) => {
    const stored = await testimonialsRevision(id, revisionId);
    const parsed = testimonialsSchema.safeParse(stored);
    if (!parsed.success) throw new DataError('not_found');
    const { version } = await saveTestimonials(parsed.data, audit);
    updateTag(TAGS.settings);
    return { ok: true, message: MSG.settings.restored, data: { version } };
  },
);

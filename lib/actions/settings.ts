'use server';
// « Réglages »: an admin saves the studio's details (or restores a former version); every public page
// that shows one (header, footer, contact, legal notice, services, JSON-LD) is refreshed at once through
// the settings' cache tag, without a deploy.
import { updateTag } from 'next/cache';
import { z } from '@/lib/validation/zod';
import { adminAction } from './admin-action';
import { defaultSettings, saveSettings, settingsRevision } from '@/lib/data/settings';
import { TAGS } from '@/lib/data/tags';
import { DataError } from '@/lib/data/errors';
import { MSG } from '@/lib/copy/messages';
import { settingsSchema } from '@/lib/validation/settings';

export const saveSiteSettings = adminAction(
  settingsSchema,
  { failure: MSG.settings.saveError },
  async (values, _actor, audit) => {
    const version = await saveSettings(values, audit);
    updateTag(TAGS.settings);
    return { ok: true, message: MSG.settings.saved, data: { version } };
  },
);

export const restoreSiteSettings = adminAction(
  z.object({ id: z.guid(), revisionId: z.string().regex(/^\d{1,18}$/) }),
  { failure: MSG.settings.saveError, not_found: MSG.revision.notFound },
  async ({ id, revisionId }, _actor, audit) => {
    const values = await settingsRevision(id, revisionId);
    if (!values) throw new DataError('not_found');
    const version = await saveSettings(settingsSchema.parse({ ...defaultSettings(), ...values }), audit);
    updateTag(TAGS.settings);
    return { ok: true, message: MSG.settings.restored, data: { version } };
  },
);

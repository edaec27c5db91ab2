'use server';
// « Réglages »: an admin saves the studio's details (or restores a former version); every public page
// that shows one (header, footer, contact, legal notice, services, JSON-LD) is refreshed at once through
// the settings' cache tag, without a deploy.
import { restoreVersionAction, saveVersionAction } from './versioned';
import { defaultSettings, saveSettings, settingsRevision } from '@/lib/data/settings';
import { TAGS } from '@/lib/data/tags';
import { MSG } from '@/lib/copy/messages';
import { settingsSchema } from '@/lib/validation/settings';

export const saveSiteSettings = saveVersionAction({
  input: settingsSchema,
  save: saveSettings,
  tag: TAGS.settings,
  failure: MSG.settings.saveError,
  saved: MSG.settings.saved,
});

export const restoreSiteSettings = restoreVersionAction({
  read: settingsRevision,
  // A version from before a field existed takes that field's default.
  check: (stored) => settingsSchema.safeParse({ ...defaultSettings(), ...(stored as object) }).data,
  save: saveSettings,
  tag: TAGS.settings,
  failure: MSG.settings.saveError,
  restored: MSG.settings.restored,
});

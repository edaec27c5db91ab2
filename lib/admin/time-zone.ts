import 'server-only';
import { getSiteSettings } from '@/lib/data/settings';
import { setStudioTimeZone, studioTimeZone, type StudioTimeZone } from '@/lib/dates';

/**
 * Puts the zone chosen in « Réglages » in force for this process's next dates (lib/dates.ts), and answers
 * it. Called before the back office formats, reads or parses a time: by its layout, its data loads, its
 * actions and its export. One cached read.
 */
export async function applyStudioTimeZone(): Promise<StudioTimeZone> {
  try {
    setStudioTimeZone((await getSiteSettings()).timeZone);
  } catch (e) {
    console.error('[time zone] settings unreadable, keeping', studioTimeZone(), e instanceof Error ? e.message : e);
  }
  return studioTimeZone();
}

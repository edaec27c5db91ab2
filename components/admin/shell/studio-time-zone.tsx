'use client';
import { setStudioTimeZone, type StudioTimeZone } from '@/lib/dates';

/**
 * The zone of « Réglages », in force in the browser's copy of lib/dates.ts (and the server's rendering of
 * client components) before anything below it formats a time. Rendered first in the back office's layout.
 */
export function StudioTimeZoneSetting({ zone }: { zone: StudioTimeZone }) {
  setStudioTimeZone(zone);
  return null;
}

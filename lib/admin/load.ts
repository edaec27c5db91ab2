import 'server-only';
import { connection } from 'next/server';
import { requireAdmin } from '@/lib/auth';
import { applyStudioTimeZone } from './time-zone';

/**
 * Reads admin data at request time, after checking the admin again (the layout's guard renders in
 * parallel with the page, so the page must not rely on it). Failures are logged and reported as null.
 */
export async function loadForAdmin<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  await connection();
  await requireAdmin();
  await applyStudioTimeZone();
  try {
    return await read();
  } catch (e) {
    console.error(`[admin] loading ${what} failed:`, e);
    return null;
  }
}

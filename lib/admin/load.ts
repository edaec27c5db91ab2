import 'server-only';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { requireStaff, type SessionUser } from '@/lib/auth';
import type { Area } from '@/lib/auth/roles';
import { applyStudioTimeZone } from './time-zone';

/**
 * Reads back-office data at request time, after checking the role again for the page's area (the layout's
 * guard renders in parallel with the page, so the page must not rely on it; without an area, administrators
 * only). Failures are logged and reported as null.
 */
export async function loadForAdmin<T>(
  what: string,
  read: (user: SessionUser) => Promise<T>,
  area?: Area,
): Promise<T | null> {
  await connection();
  const user = await requireStaff(area);
  if (!area && !user.isAdmin) redirect('/admin/dashboard');
  await applyStudioTimeZone();
  try {
    return await read(user);
  } catch (e) {
    console.error(`[admin] loading ${what} failed:`, e);
    return null;
  }
}

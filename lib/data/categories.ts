import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { sql } from '@/lib/db/client';
import { DataError, cachedReadFailed, mapDbError } from './errors';
import { toCategory } from './rows';
import { TAGS } from './tags';
import type { Category } from './types';

/** Public: categories ordered by name (portfolio filter, teaser buttons, forms). */
export async function listCategories(): Promise<Category[]> {
  'use cache';
  cacheTag(TAGS.categories);
  cacheLife('max');
  try {
    const rows = await sql`select * from categories order by name`;
    return rows.map(toCategory);
  } catch (e) {
    cachedReadFailed('listCategories', e);
    return [];
  }
}

/** Admin: every category, newest first, never cached. */
export async function adminListCategories(): Promise<Category[]> {
  const rows = await sql`select * from categories order by created_at desc`;
  return rows.map(toCategory);
}

export type CategoryInput = { name: string; slug: string };

export async function createCategory(input: CategoryInput): Promise<Category> {
  try {
    const [row] = await sql`insert into categories (name, slug) values (${input.name.trim()}, ${input.slug}) returning *`;
    return toCategory(row!);
  } catch (e) {
    mapDbError(e);
  }
}

export async function updateCategory(id: string, input: CategoryInput): Promise<Category> {
  try {
    const [row] = await sql`
      update categories set name = ${input.name.trim()}, slug = ${input.slug}, updated_at = now()
      where id = ${id} returning *`;
    if (!row) throw new DataError('not_found');
    return toCategory(row);
  } catch (e) {
    if (e instanceof DataError) throw e;
    mapDbError(e);
  }
}

/** Deleting a category keeps its projects, posts and tutorials, with no category. */
export async function deleteCategory(id: string): Promise<void> {
  const rows = await sql`delete from categories where id = ${id} returning id`;
  if (rows.length === 0) throw new DataError('not_found');
}

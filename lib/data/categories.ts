import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { TransactionSql } from 'postgres';
import { sql } from '@/lib/db/client';
import { audited, type Audit } from './audit';
import { DataError, cachedReadFailed, mapDbError } from './errors';
import { blogListHref } from '@/lib/urls/blog';
import { isPublic } from './publication';
import { recordMove } from './redirects';
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

export async function createCategory(input: CategoryInput, audit?: Audit): Promise<Category> {
  try {
    return await audited(
      audit,
      (c: Category) => ({
        action: 'create',
        entity: 'category',
        entityId: c.id,
        summary: `Catégorie « ${c.name} » ajoutée`,
      }),
      async (tx) =>
        toCategory(
          (await tx`insert into categories (name, slug) values (${input.name.trim()}, ${input.slug}) returning *`)[0]!,
        ),
    );
  } catch (e) {
    mapDbError(e);
  }
}

export async function updateCategory(id: string, input: CategoryInput, audit?: Audit): Promise<Category> {
  try {
    return await audited(
      audit,
      (c: Category) => ({
        action: 'update',
        entity: 'category',
        entityId: c.id,
        summary: `Catégorie « ${c.name} » modifiée`,
      }),
      async (tx) => {
        const [before] = await tx<{ name: string }[]>`select name from categories where id = ${id} for update`;
        const [row] = await tx`
          update categories set name = ${input.name.trim()}, slug = ${input.slug}, updated_at = now()
          where id = ${id} returning *`;
        if (!row || !before) throw new DataError('not_found');
        // The blog's category page is named after the category (lib/urls/blog.ts): a page that was
        // online keeps its old address as a redirect.
        const from = blogListHref({ category: before.name });
        const to = blogListHref({ category: row.name as string });
        if (from !== to && (await hasPublicPosts(tx, id))) await recordMove(tx, from, to);
        return toCategory(row);
      },
    );
  } catch (e) {
    if (e instanceof DataError) throw e;
    mapDbError(e);
  }
}

async function hasPublicPosts(tx: TransactionSql, categoryId: string): Promise<boolean> {
  const [row] = await tx`select 1 from blog_posts b where b.category_id = ${categoryId} and ${isPublic('b')} limit 1`;
  return !!row;
}

/** Deleting a category keeps its projects, posts and tutorials, with no category. */
export async function deleteCategory(id: string, audit?: Audit): Promise<void> {
  await audited(
    audit,
    (name: string) => ({
      action: 'delete',
      entity: 'category',
      entityId: id,
      summary: `Catégorie « ${name} » supprimée`,
    }),
    async (tx) => {
      const [row] = await tx<{ name: string }[]>`delete from categories where id = ${id} returning name`;
      if (!row) throw new DataError('not_found');
      return row.name;
    },
  );
}

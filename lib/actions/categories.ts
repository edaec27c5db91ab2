'use server';
import { updateTag } from 'next/cache';
import { redirectsChanged } from '@/lib/redirects/changed';
import { z } from '@/lib/validation/zod';
import { adminAction } from '@/lib/actions/admin-action';
import {
  createCategory,
  deleteCategory as removeCategory,
  updateCategory as changeCategory,
} from '@/lib/data/categories';
import { TAGS } from '@/lib/data/tags';
import { MSG } from '@/lib/copy/messages';
import { categorySchema, byIdSchema } from '@/lib/validation/schemas';

// Category names are joined into every public list (projects, posts, tutorials): refresh them all.
function invalidateCategoryReaders() {
  for (const tag of [TAGS.categories, TAGS.projects, TAGS.blog, TAGS.tutorials]) updateTag(tag);
}

const updateSchema = categorySchema.extend({ id: z.guid() });

export const addCategory = adminAction(
  categorySchema,
  { area: 'categories', failure: MSG.category.addError, duplicate_slug: MSG.duplicateSlug },
  async ({ name, slug }, _actor, audit) => {
    await createCategory({ name, slug }, audit);
    invalidateCategoryReaders();
    return { ok: true, message: MSG.category.added };
  },
);

export const updateCategory = adminAction(
  updateSchema,
  {
    area: 'categories',
    failure: MSG.category.updateError,
    duplicate_slug: MSG.duplicateSlug,
    not_found: MSG.category.updateError,
  },
  async ({ id, name, slug }, _actor, audit) => {
    await changeCategory(id, { name, slug }, audit);
    invalidateCategoryReaders();
    redirectsChanged(); // a renamed category's blog page keeps its old address
    return { ok: true, message: MSG.category.updated };
  },
);

export const deleteCategory = adminAction(
  byIdSchema,
  { area: 'categories', failure: MSG.category.deleteError },
  async ({ id }, _actor, audit) => {
    await removeCategory(id, audit);
    invalidateCategoryReaders();
    return { ok: true, message: MSG.category.deleted };
  },
);

'use server';
import { updateTag } from 'next/cache';
import { adminAction } from '@/lib/actions/admin-action';
import { removeUnusedImages } from '@/lib/actions/storage-cleanup';
import * as blog from '@/lib/data/blog';
import { TAGS } from '@/lib/data/tags';
import { MSG } from '@/lib/content/messages';
import { blogPostSchema, blogPostUpdateSchema, byIdSchema } from '@/lib/validation/schemas';

export const addBlogPost = adminAction(
  blogPostSchema,
  { failure: MSG.post.addError, duplicate_slug: MSG.duplicateSlug, invalid_reference: MSG.invalidCategory },
  async (v, _actor, audit) => {
    await blog.createBlogPost(v, audit);
    updateTag(TAGS.blog);
    return { ok: true, message: MSG.post.added };
  },
);

export const updateBlogPost = adminAction(
  blogPostUpdateSchema,
  {
    failure: MSG.post.updateError,
    not_found: MSG.post.updateError,
    duplicate_slug: MSG.duplicateSlug,
    invalid_reference: MSG.invalidCategory,
  },
  async (v, _actor, audit) => {
    const result = await blog.updateBlogPost(v.id, v, audit);
    updateTag(TAGS.blog);
    await removeUnusedImages([result.removedImageUrl]);
    return { ok: true, message: MSG.post.updated };
  },
);

export const deleteBlogPost = adminAction(
  byIdSchema,
  { failure: MSG.post.deleteError },
  async ({ id }, _actor, audit) => {
    const removed = await blog.deleteBlogPost(id, audit);
    updateTag(TAGS.blog);
    await removeUnusedImages([removed.imageUrl]);
    return { ok: true, message: MSG.post.deleted };
  },
);

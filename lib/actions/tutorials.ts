'use server';
import { updateTag } from 'next/cache';
import { adminAction } from '@/lib/actions/admin-action';
import { removeUnusedImages } from '@/lib/actions/storage-cleanup';
import * as tutorials from '@/lib/data/tutorials';
import { TAGS } from '@/lib/data/tags';
import { MSG } from '@/lib/content/messages';
import { byIdSchema, tutorialSchema, tutorialUpdateSchema } from '@/lib/validation/schemas';

export const addTutorial = adminAction(
  tutorialSchema,
  { failure: MSG.tutorial.addError, duplicate_slug: MSG.duplicateSlug, invalid_reference: MSG.invalidCategory },
  async (v, _actor, audit) => {
    await tutorials.createTutorial(v, audit);
    updateTag(TAGS.tutorials);
    return { ok: true, message: MSG.tutorial.added };
  },
);

export const updateTutorial = adminAction(
  tutorialUpdateSchema,
  {
    failure: MSG.tutorial.updateError,
    not_found: MSG.tutorial.updateError,
    duplicate_slug: MSG.duplicateSlug,
    invalid_reference: MSG.invalidCategory,
  },
  async (v, _actor, audit) => {
    const result = await tutorials.updateTutorial(v.id, v, audit);
    updateTag(TAGS.tutorials);
    await removeUnusedImages([result.removedThumbnail]);
    return { ok: true, message: MSG.tutorial.updated };
  },
);

export const deleteTutorial = adminAction(
  byIdSchema,
  { failure: MSG.tutorial.deleteError },
  async ({ id }, _actor, audit) => {
    const removed = await tutorials.deleteTutorial(id, audit);
    updateTag(TAGS.tutorials);
    await removeUnusedImages([removed.thumbnail]);
    return { ok: true, message: MSG.tutorial.deleted };
  },
);

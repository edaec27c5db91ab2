'use server';
// « Proposer à la relecture » (an author's own draft, or anyone's who may write it) and the answer of an editor
// or administrator: « Publier » or « Renvoyer à l'auteur » with a note. The e-mails go after the commit.
import { updateTag } from 'next/cache';
import { z } from '@/lib/validation/zod';
import { adminAction } from './admin-action';
import { ENTRY_KINDS, KINDS } from '@/lib/kinds';
import { TAGS } from '@/lib/data/tags';
import { answerReview as answer } from '@/lib/data/review';
import { mailReviewAnswer, proposeForReview } from '@/lib/admin/review-mail';
import { MSG } from '@/lib/copy/messages';

const target = { kind: z.enum(ENTRY_KINDS), id: z.guid() };

export const requestReview = adminAction(
  z.object(target),
  { area: 'entries', failure: MSG.review.requestError, not_found: MSG.review.notDraft },
  async ({ kind, id }, _actor, audit) => {
    await proposeForReview(kind, id, audit);
    return { ok: true, message: MSG.review.requested };
  },
);

export const answerReview = adminAction(
  z.discriminatedUnion('decision', [
    z.object({ ...target, decision: z.literal('publish') }),
    z.object({
      ...target,
      decision: z.literal('return'),
      note: z.string({ error: MSG.review.noteRequired }).trim().min(1, MSG.review.noteRequired).max(2000),
    }),
  ]),
  { area: 'publish', failure: MSG.review.answerError, conflict: MSG.review.notWaiting },
  async (v, actor, audit) => {
    const note = v.decision === 'return' ? v.note : '';
    const done = await answer(v.kind, v.id, v.decision, note, audit);
    updateTag(KINDS[v.kind].tag);
    if (v.kind === 'project') updateTag(TAGS.project(done.slug));
    await mailReviewAnswer(
      actor.id,
      v.kind,
      v.id,
      done.title,
      done.author,
      v.decision === 'publish' ? { published: true } : { published: false, note },
    );
    return { ok: true, message: v.decision === 'publish' ? MSG.review.published : MSG.review.returned };
  },
);

'use server';
// « Lettres »: an admin composes a newsletter issue from recent articles and tutorials, previews it as sent,
// sends a test to their own address, then queues it for every confirmed subscriber (the mail worker sends).
import { updateTag } from 'next/cache';
import { adminAction } from './admin-action';
import { setWebVersion } from '@/lib/data/letters-web';
import { TAGS } from '@/lib/data/tags';
import { DataError } from '@/lib/data/errors';
import { subscriberCounts } from '@/lib/data/newsletter';
import {
  createIssue,
  deleteIssue,
  getIssue,
  queueIssue,
  updateIssue,
  type DeliveryCounts,
} from '@/lib/data/newsletter-issues';
import { getSiteDetails } from '@/lib/data/settings';
import { MSG } from '@/lib/copy/messages';
import { mailConfigured, sendMail } from '@/lib/mail/send';
import { mayMailForStaff } from '@/lib/security/door-gate';
import { drainOutbox, renderIssueMessage, wakeMailWorker, withUnsubscribe } from '@/lib/newsletter/outbox';
import { relayDrain } from '@/lib/newsletter/relay';
import { afterAnswer } from '@/lib/request/after-answer';
import { onVercel } from '@/lib/platform-env';
import { UNSUBSCRIBE_PATH } from '@/lib/newsletter/types';
import { siteUrl } from '@/lib/env';
import { issueIdSchema, saveIssueSchema, webVersionSchema } from '@/lib/validation/newsletter-issue';
import { scheduleIssue as schedule, unscheduleIssue as unschedule } from '@/lib/data/newsletter-schedule';
import { formatDateTime, studioLocalToIso } from '@/lib/dates';
import { z } from '@/lib/validation/zod';

const messages = { failure: MSG.issue.error, not_found: MSG.issue.notFound, conflict: MSG.issue.notDraft };

export const saveIssue = adminAction(saveIssueSchema, messages, async ({ id, ...values }, _actor, audit) => {
  if (id) await updateIssue(id, values, audit);
  const saved = id ?? (await createIssue(values, audit));
  return { ok: true, message: MSG.issue.saved, data: { id: saved } };
});

/** The issue as subscribers will receive it (HTML), for the back office's preview. */
export const previewIssue = adminAction(saveIssueSchema, messages, async (values) => {
  const message = withUnsubscribe(await renderIssueMessage(values), siteUrl(UNSUBSCRIBE_PATH));
  return { ok: true, message: '', data: { html: message.html, text: message.text } };
});

/** Sends the issue to the signed-in admin's own address, marked as a test. */
export const sendIssueTest = adminAction(saveIssueSchema, messages, async (values, actor) => {
  if (!mailConfigured()) return { ok: false, error: MSG.issue.mailOff };
  if (!(await mayMailForStaff(actor.id))) return { ok: false, error: MSG.staffMailBudget };
  const message = withUnsubscribe(await renderIssueMessage(values), siteUrl(UNSUBSCRIBE_PATH));
  await sendMail({
    ...message,
    subject: `[Test] ${message.subject}`,
    to: actor.email,
    replyTo: (await getSiteDetails()).email,
  });
  return { ok: true, message: MSG.issue.testSent(actor.email) };
});

export const sendIssue = adminAction(issueIdSchema, messages, async ({ id }, _actor, audit) => {
  if (!mailConfigured()) return { ok: false, error: MSG.issue.mailOff };
  if ((await subscriberCounts()).confirmed === 0) return { ok: false, error: MSG.issue.noSubscriber };
  const queued = await queueIssue(id, audit);
  updateTag(TAGS.letters); // its web version, if it has one, is public from now on
  wakeMailWorker();
  // Vercel: no server stays up to drain the queue; the cron route drains it now, handing over until it is empty.
  if (onVercel(process.env)) afterAnswer('mail', () => relayDrain(siteUrl('/')));
  return { ok: true, message: MSG.issue.queued(queued) };
});

export const deleteIssueDraft = adminAction(issueIdSchema, messages, async ({ id }, _actor, audit) => {
  await deleteIssue(id, audit);
  return { ok: true, message: MSG.issue.deleted };
});

/**
 * An issue's delivery counts, polled by the back office while it is sent. On Vercel, where no server stays up,
 * each poll also sends for a few seconds (the cron route does the rest, even with the page closed).
 */
export const issueProgress = adminAction(issueIdSchema, messages, async ({ id }) => {
  if (onVercel(process.env)) await drainOutbox({ deadline: Date.now() + 8000 });
  const issue = await getIssue(id);
  if (!issue) throw new DataError('not_found');
  return { ok: true, message: '', data: { status: issue.status, counts: issue.counts as DeliveryCounts } };
});

/** « Programmer l'envoi »: the draft leaves by itself at that date and time (typed in the studio's zone). */
export const scheduleIssue = adminAction(
  issueIdSchema.extend({ at: z.string({ error: MSG.issue.scheduleAt }).trim().min(1, MSG.issue.scheduleAt).max(40) }),
  messages,
  async ({ id, at }, _actor, audit) => {
    if (!mailConfigured()) return { ok: false, error: MSG.issue.mailOff };
    const iso = studioLocalToIso(at);
    if (!iso) return { ok: false, error: MSG.issue.scheduleAt, fieldErrors: { at: [MSG.issue.scheduleAt] } };
    if (Date.parse(iso) <= Date.now())
      return { ok: false, error: MSG.issue.schedulePast, fieldErrors: { at: [MSG.issue.schedulePast] } };
    await schedule(id, iso, audit);
    updateTag(TAGS.letters); // a web version read before now is read again, and refreshed when the letter leaves
    wakeMailWorker(); // its sleep now ends at this letter's time
    return { ok: true, message: MSG.issue.scheduled(formatDateTime(iso)) };
  },
);

/** « Publier la version web » / « Retirer la version web »: the letter readable on the site once sent, or not. */
export const setLetterWebVersion = adminAction(webVersionSchema, messages, async ({ id, on }, _actor, audit) => {
  await setWebVersion(id, on, audit);
  updateTag(TAGS.letters);
  return { ok: true, message: on ? MSG.issue.webOn : MSG.issue.webOff };
});

/** « Annuler la programmation »: back to a draft, until the letter has started. */
export const unscheduleIssue = adminAction(
  issueIdSchema,
  { ...messages, conflict: MSG.issue.notScheduled },
  async ({ id }, _actor, audit) => {
    await unschedule(id, audit);
    updateTag(TAGS.letters);
    return { ok: true, message: MSG.issue.unscheduled };
  },
);

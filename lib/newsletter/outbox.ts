import 'server-only';
import { housekeeping } from '@/lib/admin/housekeeping';
import { closeFinishedIssues, deliverNext, issueToSend } from '@/lib/data/newsletter-deliveries';
import { msUntilNextScheduled } from '@/lib/data/newsletter-schedule';
import { resolveIssueItems, type IssueItemRef } from '@/lib/data/newsletter-issues';
import { getSiteDetailsFresh } from '@/lib/data/settings';
import { mailConfigured, mailLink, sendMail } from '@/lib/mail/send';
import { renderMail, studioFooter } from '@/lib/mail/templates';
import { unsubscribeHeaders, unsubscribeUrls } from './mail';
import { introParagraphs, webLetterPath } from './types';

// The newsletter's mail worker: drains public.newsletter_deliveries, one row at a time, each claimed with
// FOR UPDATE SKIP LOCKED so any number of workers (the server's own loop, Vercel's cron route) share the
// queue. The message is sent while the row is locked and still « queued »; the row becomes « sent » in the
// same transaction once the SMTP server has accepted it. A worker killed before that commit leaves the row
// queued, and the next worker sends it: nobody is skipped, and only a crash in the instant between the
// server's acceptance and the commit can repeat one message (its Message-ID stays the same). Failures are
// retried with a growing delay; sending is throttled to MAIL_RATE_PER_SECOND.

/** Attempts before a delivery is marked failed. */
export const MAX_ATTEMPTS = 5;
/** Messages per second, below the provider's limit (Brevo's free plan: 300 a day; most: 10–14 a second). */
export const mailRate = () => Math.max(0.1, Number(process.env.MAIL_RATE_PER_SECOND) || 5);
/** The delay before the attempt after `attempts` failed ones: 1, 4, 16, 64 minutes. */
export const retryDelaySeconds = (attempts: number) => 60 * 4 ** Math.max(0, attempts - 1);

type Rendered = { subject: string; text: string; html: string };
const UNSUBSCRIBE = '%%DESINSCRIPTION%%';

/** An issue's message, rendered once per drain; the unsubscribe link is filled in per subscriber. */
async function renderIssue(issueId: string): Promise<Rendered | null> {
  const issue = await issueToSend(issueId);
  return issue ? renderIssueMessage(issue) : null;
}

/**
 * The message of an issue as subscribers receive it (also the back office's preview and test); with a web
 * version, a link to it (the letter's id is known once saved).
 */
export async function renderIssueMessage(issue: {
  id?: string | null;
  subject: string;
  intro: string;
  items: IssueItemRef[];
  webVersion?: boolean;
}): Promise<Rendered> {
  const [site, items] = await Promise.all([getSiteDetailsFresh(), resolveIssueItems(issue.items)]);
  // The letter's links say they come from it (« Lettres », campaign lettre-{id}), so « Statistiques » counts the
  // visits each letter brought and the pages they opened, in aggregate only: nothing in a link names the reader.
  const tagged = (path: string) =>
    mailLink(
      path,
      issue.id ? { utm_source: 'lettre', utm_medium: 'email', utm_campaign: `lettre-${issue.id.slice(0, 8)}` } : {},
    );
  const { text, html } = renderMail({
    preheader: issue.intro.split('\n')[0],
    title: issue.subject,
    paragraphs: introParagraphs(issue.intro),
    items: items.map((i) => ({
      kind: i.kind === 'post' ? 'Article' : 'Tutoriel',
      title: i.title,
      excerpt: i.excerpt,
      url: tagged(i.path),
      image: i.image
        ? { url: /^https?:/.test(i.image.src) ? i.image.src : mailLink(i.image.src), alt: i.image.alt }
        : undefined,
    })),
    logo: mailLink('/apple-icon.png'),
    webUrl: issue.webVersion && issue.id ? mailLink(webLetterPath(issue.id)) : undefined,
    after: [`Pour ne plus recevoir cette lettre : ${UNSUBSCRIBE}`],
    footer: studioFooter(site, 'Vous recevez cette lettre parce que vous vous y êtes inscrit sur notre site.'),
  });
  return { subject: issue.subject, text, html };
}

export const withUnsubscribe = (m: Rendered, url: string): Rendered => ({
  subject: m.subject,
  text: m.text.replace(UNSUBSCRIBE, url),
  html: m.html.replace(UNSUBSCRIBE, `<a href="${url.replace(/&/g, '&amp;')}" style="color:#64748b">se désinscrire</a>`),
});

/**
 * Sends due deliveries until none is left or `deadline` (ms since the epoch) passes. Returns how many were
 * sent and how many failed this time.
 */
export async function drainOutbox({ deadline }: { deadline: number }): Promise<{ sent: number; failed: number }> {
  const result = { sent: 0, failed: 0 };
  if (!mailConfigured()) return result;
  const rendered = new Map<string, Rendered | null>();
  const site = await getSiteDetailsFresh();
  const interval = 1000 / mailRate();
  let last = 0;
  while (Date.now() < deadline) {
    const wait = last + interval - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    last = Date.now();
    const outcome = await deliverNext(
      async (d) => {
        if (!rendered.has(d.issueId)) rendered.set(d.issueId, await renderIssue(d.issueId));
        const message = rendered.get(d.issueId);
        if (!message) throw new Error('issue not found');
        const urls = await unsubscribeUrls(d.subscriberId);
        await sendMail({
          ...withUnsubscribe(message, urls.page),
          to: d.email,
          replyTo: site.email,
          headers: unsubscribeHeaders(urls),
          id: `lettre-${d.issueId}-${d.id}`,
        });
      },
      { maxAttempts: MAX_ATTEMPTS, retryDelaySeconds },
    );
    if (outcome === 'empty') break;
    if (outcome === 'sent') result.sent++;
    if (outcome === 'failed') result.failed++;
    if (outcome === 'skipped') last = 0;
  }
  await closeFinishedIssues();
  return result;
}

// Kept on globalThis: instrumentation.ts and the server actions are bundled apart, each with its own copy
// of this module, and the action must wake the worker the instrumentation started.
const shared = globalThis as typeof globalThis & {
  __mailWorker?: { running: boolean; wake: (() => void) | null };
};
const state = (shared.__mailWorker ??= { running: false, wake: null });

/**
 * The server's own worker (`next start`, `next dev`): drains the queue, then sleeps until woken (an issue
 * queued from the back office) or for `idleMs`; also erases unconfirmed sign-ups past their week. One per
 * process; several processes share the queue through SKIP LOCKED.
 */
export function startMailWorker(idleMs = 30_000): void {
  if (state.running) return;
  state.running = true;
  void (async () => {
    for (;;) {
      try {
        await housekeeping();
        const { sent, failed } = await drainOutbox({ deadline: Date.now() + 60_000 });
        if (sent + failed > 0) continue;
      } catch (e) {
        console.error('[mail] worker:', e instanceof Error ? e.message : e);
      }
      // Asleep until woken, the next programmed letter's time, or `idleMs`, whichever comes first.
      const next = await msUntilNextScheduled().catch(() => null);
      await new Promise<void>((resolve) => {
        state.wake = resolve;
        setTimeout(resolve, Math.min(idleMs, next ?? idleMs)).unref?.();
      });
      state.wake = null;
    }
  })();
}

/** Wakes this process's worker at once (after an issue is queued). */
export function wakeMailWorker(): void {
  state.wake?.();
}

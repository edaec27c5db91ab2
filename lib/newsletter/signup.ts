import 'server-only';
import { z } from '@/lib/validation/zod';
import {
  confirmSubscription,
  purgeUnconfirmed,
  subscribePending,
  subscriberIdByEmail,
  unsubscribeById,
} from '@/lib/data/newsletter';
import { mailConfigured } from '@/lib/mail/send';
import { afterAnswer } from '@/lib/request/after-answer';
import { mayMailStranger, passEmailDoor } from '@/lib/security/door-gate';
import type { Challenge } from '@/lib/security/proof-of-work';
import { sendConfirmation, sendUnsubscribeLink } from './mail';
import { CONFIRM_TTL_HOURS, PENDING_DAYS, hashToken, newToken, verifyUnsubscribe } from './tokens';
import { CURRENT_CONSENT, NEWSLETTER_CONSENTS, NEWSLETTER_MSG, type NewsletterState } from './types';

// The newsletter's public doors (lib/security/doors.ts): sign-up and « send me my unsubscribe link » share the
// e-mail doors' budgets (lib/security/door-gate.ts); past them a browser proves its work instead of being
// refused. The answer leaves before anything is looked up or sent (afterAnswer), so it is the same, and takes
// the same time, for new, pending, confirmed and unknown addresses.

export const newsletterSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  // Where the form was (« blog », « tutoriels »…): a short slug, anything else is dropped.
  source: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .nullable()
    .catch(null),
  // The page the form was on and the consent sentence's version it showed; anything else is dropped.
  page: z
    .string()
    .regex(/^\/[a-z0-9/-]{0,199}$/)
    .nullable()
    .catch(null),
  consent: z
    .string()
    .refine((v) => Object.hasOwn(NEWSLETTER_CONSENTS, v))
    .nullable()
    .catch(null),
  // Honeypot: humans never see this field, so any value means a bot.
  website: z.string().max(500).optional().default(''),
});

/**
 * The whole sign-up (double opt-in): honeypot, validation, the current consent sentence, rate limits, then a
 * pending row and a confirmation e-mail, both after the answer. New, pending and confirmed addresses get the same
 * answer, so the form tells nobody who is subscribed; a confirmed one gets no e-mail, a pending one a new link.
 * Past the e-mail doors' budgets a browser is asked for a proof of work (`fields.proof`), never refused.
 */
export async function signUpForNewsletter(fields: Record<string, unknown>, client: string): Promise<NewsletterState> {
  try {
    if (typeof fields.website === 'string' && fields.website.trim() !== '') {
      // Pretend it worked: a bot learns nothing, and nothing is stored.
      return { status: 'success', message: NEWSLETTER_MSG.subscribed };
    }
    const parsed = newsletterSchema.safeParse(fields);
    if (!parsed.success) return { status: 'error', message: NEWSLETTER_MSG.invalid, email: typed(fields.email) };
    // The sentence the visitor agreed to must be the one the site shows now (a stale form, a script: refused).
    if (parsed.data.consent !== CURRENT_CONSENT)
      return { status: 'error', message: NEWSLETTER_MSG.consentRequired, email: typed(fields.email) };
    // Without e-mail nobody could confirm: say so rather than keep addresses that can never be written to.
    if (!mailConfigured()) return { status: 'error', message: NEWSLETTER_MSG.unavailable, email: typed(fields.email) };
    const gate = await passEmailDoor('newsletter-signup', parsed.data.email, client, fields.proof);
    if (!gate.ok) return askForProof(NEWSLETTER_MSG.proofRequired, fields, gate.challenge);
    const { email, source, page, consent } = parsed.data;
    afterAnswer('newsletter', async () => {
      await purgeUnconfirmed(PENDING_DAYS);
      // Past its e-mails of the day an address keeps its current link (a new one would go unsent).
      if (!(await mayMailStranger(email, 'newsletter'))) return;
      const { token, hash } = newToken();
      const expires = new Date(Date.now() + CONFIRM_TTL_HOURS * 3600 * 1000);
      const id = await subscribePending(email, source, { page, version: consent }, hash, expires);
      if (id) await sendConfirmation(email, id, token);
    });
    return { status: 'success', message: NEWSLETTER_MSG.subscribed };
  } catch (e) {
    console.error('[newsletter] sign-up failed:', e instanceof Error ? e.message : e);
    return { status: 'error', message: NEWSLETTER_MSG.failure, email: typed(fields.email) };
  }
}

/**
 * « Se désinscrire » without a link: sends the address its unsubscribe link, if it is on the list (typing an
 * address proves nothing, so nothing is erased here), after the answer. The answer is the same sentence whether it
 * was or not, behind the e-mail doors' budgets like the sign-up.
 */
export async function unsubscribeFromNewsletter(
  fields: Record<string, unknown>,
  client: string,
): Promise<NewsletterState> {
  try {
    if (typeof fields.website === 'string' && fields.website.trim() !== '')
      return { status: 'success', message: NEWSLETTER_MSG.unsubscribeLinkSent };
    const parsed = newsletterSchema.pick({ email: true }).safeParse(fields);
    if (!parsed.success) return { status: 'error', message: NEWSLETTER_MSG.invalid, email: typed(fields.email) };
    if (!mailConfigured()) return { status: 'error', message: NEWSLETTER_MSG.unavailable, email: typed(fields.email) };
    const gate = await passEmailDoor('unsubscribe-request', parsed.data.email, client, fields.proof);
    if (!gate.ok) return askForProof(NEWSLETTER_MSG.unsubscribeProofRequired, fields, gate.challenge);
    const { email } = parsed.data;
    afterAnswer('newsletter', async () => {
      const id = await subscriberIdByEmail(email);
      if (id && (await mayMailStranger(email, 'newsletter'))) await sendUnsubscribeLink(email, id);
    });
    return { status: 'success', message: NEWSLETTER_MSG.unsubscribeLinkSent };
  } catch (e) {
    console.error('[newsletter] unsubscribe link failed:', e instanceof Error ? e.message : e);
    return { status: 'error', message: NEWSLETTER_MSG.failure, email: typed(fields.email) };
  }
}

/** A confirmation link followed (its button pressed): true when it confirmed a pending sign-up. */
export async function confirmNewsletter(token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,64}$/.test(token)) return false;
  return confirmSubscription(hashToken(token));
}

/** A signed unsubscribe link used (the page's button, or the one-click POST): erases the subscriber. */
export async function unsubscribeWithLink(id: unknown, signature: unknown): Promise<boolean> {
  if (!(await verifyUnsubscribe(id, signature))) return false;
  await unsubscribeById(id as string);
  return true;
}

/** Past the e-mail doors' budgets: the form solves `challenge` and sends the same fields again. */
const askForProof = (message: string, fields: Record<string, unknown>, challenge: Challenge): NewsletterState => ({
  status: 'proof',
  message,
  email: typed(fields.email),
  challenge,
});

/** What the visitor typed, sent back so a failed attempt does not empty the field. */
const typed = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 254) : '');

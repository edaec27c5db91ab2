import 'server-only';
import { createHash } from 'node:crypto';
import { z } from '@/lib/validation/zod';
import {
  confirmSubscription,
  purgeUnconfirmed,
  subscribePending,
  subscriberIdByEmail,
  unsubscribeById,
} from '@/lib/data/newsletter';
import { mailConfigured } from '@/lib/mail/send';
import { sendConfirmation, sendUnsubscribeLink } from './mail';
import { CONFIRM_TTL_HOURS, PENDING_DAYS, hashToken, newToken, verifyUnsubscribe } from './tokens';
import { releaseAttempt, reserveAttempt, type CapRule } from '@/lib/data/rate-limit';
import { UNKNOWN_CLIENT } from '@/lib/request/client-address';
import { createProof, verifyProof } from '@/lib/security/proof-of-work';
import { CURRENT_CONSENT, NEWSLETTER_CONSENTS, NEWSLETTER_MSG, type NewsletterState } from './types';

/** Attempts per IP and window: generous for a person, tight for a script. Only for a trusted address. */
export const NEWSLETTER_LIMIT = { kind: 'cap', limit: 8, windowSeconds: 10 * 60 } as const satisfies CapRule;
/** Attempts per e-mail address: a person signs up once; a script cannot flood one inbox's row. */
export const NEWSLETTER_EMAIL_LIMIT = { kind: 'cap', limit: 3, windowSeconds: 60 * 60 } as const satisfies CapRule;
/** Confirmation (or unsubscribe-link) e-mails to one address: a stranger's script cannot flood an inbox. */
export const MAIL_PER_ADDRESS_LIMIT = { kind: 'cap', limit: 3, windowSeconds: 24 * 60 * 60 } as const satisfies CapRule;
/** Site-wide: far above a real audience's sign-ups, a ceiling for a script rotating addresses. */
export const NEWSLETTER_SITE_LIMIT = { kind: 'cap', limit: 300, windowSeconds: 10 * 60 } as const satisfies CapRule;
const BUCKET = 'newsletter:ip';
/** What a sign-up's proof of work is bound to: the form, whatever the address typed (one proof, one sign-up). */
const PROOF_SUBJECT = 'inscription';

/** The rate-limit key of an address: a keyed hash, so the limits table never holds an e-mail. */
const emailKey = (email: string) =>
  createHash('sha256').update(`newsletter:${email.trim().toLowerCase()}`).digest('hex').slice(0, 40);

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

/** Whether one more e-mail may go to this address today (confirmation or unsubscribe link). */
async function mayMail(email: string): Promise<boolean> {
  const { wait } = await reserveAttempt([
    { bucket: 'newsletter:mail', key: emailKey(email), rule: MAIL_PER_ADDRESS_LIMIT },
  ]);
  return wait === 0;
}

/**
 * The whole sign-up (double opt-in): honeypot, validation, the current consent sentence, rate limits, then a
 * pending row and a confirmation e-mail. New, pending and confirmed addresses get the same answer, so the
 * form tells nobody who is subscribed; a confirmed one gets no e-mail, a pending one a new link (at most three
 * e-mails a day). The limits are per e-mail address and site-wide, plus per client address when it can be
 * trusted (with no trusted proxy hop every visitor shares one address); past the shared ones a browser is
 * asked for a proof of work (`fields.proof`), never refused for strangers' attempts.
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
    // Per address first: only that address's own attempts count there.
    const own = await reserveAttempt([
      { bucket: 'newsletter:email', key: emailKey(parsed.data.email), rule: NEWSLETTER_EMAIL_LIMIT },
    ]);
    if (own.wait > 0) return { status: 'error', message: NEWSLETTER_MSG.throttled, email: typed(fields.email) };
    // The shared limits (site-wide, per client address): past them a browser proves its work instead of
    // being refused, so a script filling them keeps no first-time visitor out.
    if (!(await verifyProof(fields.proof, 'newsletter', PROOF_SUBJECT))) {
      const { wait } = await reserveAttempt([
        { bucket: 'newsletter:site', key: 'site', rule: NEWSLETTER_SITE_LIMIT },
        ...(client === UNKNOWN_CLIENT ? [] : [{ bucket: BUCKET, key: client, rule: NEWSLETTER_LIMIT }]),
      ]);
      if (wait > 0) {
        await releaseAttempt(own.ids);
        return {
          status: 'proof',
          message: NEWSLETTER_MSG.proofRequired,
          email: typed(fields.email),
          challenge: await createProof('newsletter', PROOF_SUBJECT),
        };
      }
    }
    await purgeUnconfirmed(PENDING_DAYS);
    // Past its e-mails of the day an address keeps its current link (a new one would go unsent).
    if (await mayMail(parsed.data.email)) {
      const { token, hash } = newToken();
      const id = await subscribePending(
        parsed.data.email,
        parsed.data.source,
        { page: parsed.data.page, version: parsed.data.consent },
        hash,
        new Date(Date.now() + CONFIRM_TTL_HOURS * 3600 * 1000),
      );
      if (id) await sendConfirmation(parsed.data.email, id, token);
    }
    return { status: 'success', message: NEWSLETTER_MSG.subscribed };
  } catch (e) {
    console.error('[newsletter] sign-up failed:', e instanceof Error ? e.message : e);
    return { status: 'error', message: NEWSLETTER_MSG.failure, email: typed(fields.email) };
  }
}

/** Unsubscribe-link requests per e-mail address: a person does it once; a script cannot probe one address. */
export const UNSUBSCRIBE_EMAIL_LIMIT = { kind: 'cap', limit: 5, windowSeconds: 60 * 60 } as const satisfies CapRule;

/**
 * « Se désinscrire » without a link: sends the address its unsubscribe link, if it is on the list (typing an
 * address proves nothing, so nothing is erased here). The answer is the same sentence whether it was or not,
 * behind the same kind of limits as the sign-up: per e-mail address, site-wide, and per client address when it
 * can be trusted.
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
    const { wait } = await reserveAttempt([
      { bucket: 'newsletter-out:email', key: emailKey(parsed.data.email), rule: UNSUBSCRIBE_EMAIL_LIMIT },
      { bucket: 'newsletter-out:site', key: 'site', rule: NEWSLETTER_SITE_LIMIT },
      ...(client === UNKNOWN_CLIENT ? [] : [{ bucket: 'newsletter-out:ip', key: client, rule: NEWSLETTER_LIMIT }]),
    ]);
    if (wait > 0) return { status: 'error', message: NEWSLETTER_MSG.throttled, email: typed(fields.email) };
    const id = await subscriberIdByEmail(parsed.data.email);
    if (id && (await mayMail(parsed.data.email))) await sendUnsubscribeLink(parsed.data.email, id);
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

/** What the visitor typed, sent back so a failed attempt does not empty the field. */
const typed = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 254) : '');

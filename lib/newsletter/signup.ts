import 'server-only';
import { z } from '@/lib/validation/zod';
import { subscribe } from '@/lib/data/newsletter';
import { reserveAttempt, type CapRule } from '@/lib/data/rate-limit';
import { NEWSLETTER_MSG, type NewsletterState } from './types';

/** Attempts per IP and window: generous for a person, tight for a script. */
export const NEWSLETTER_LIMIT = { kind: 'cap', limit: 8, windowSeconds: 10 * 60 } as const satisfies CapRule;
const BUCKET = 'newsletter:ip';

export const newsletterSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  // Where the form was (« blog », « tutoriels »…): a short slug, anything else is dropped.
  source: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .nullable()
    .catch(null),
  // Honeypot: humans never see this field, so any value means a bot.
  website: z.string().max(500).optional().default(''),
});

/**
 * The whole sign-up: honeypot, rate limit per client address, validation, deduplication. New and
 * already-subscribed addresses get the same answer, so the form tells nobody who is subscribed.
 */
export async function signUpForNewsletter(fields: Record<string, unknown>, client: string): Promise<NewsletterState> {
  try {
    if (typeof fields.website === 'string' && fields.website.trim() !== '') {
      // Pretend it worked: a bot learns nothing, and nothing is stored.
      return { status: 'success', message: NEWSLETTER_MSG.subscribed };
    }
    const { wait } = await reserveAttempt([{ bucket: BUCKET, key: client, rule: NEWSLETTER_LIMIT }]);
    if (wait > 0) return { status: 'error', message: NEWSLETTER_MSG.throttled, email: typed(fields.email) };
    const parsed = newsletterSchema.safeParse(fields);
    if (!parsed.success) return { status: 'error', message: NEWSLETTER_MSG.invalid, email: typed(fields.email) };
    await subscribe(parsed.data.email, parsed.data.source);
    return { status: 'success', message: NEWSLETTER_MSG.subscribed };
  } catch (e) {
    console.error('[newsletter] sign-up failed:', e instanceof Error ? e.message : e);
    return { status: 'error', message: NEWSLETTER_MSG.failure, email: typed(fields.email) };
  }
}

/** What the visitor typed, sent back so a failed attempt does not empty the field. */
const typed = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 254) : '');

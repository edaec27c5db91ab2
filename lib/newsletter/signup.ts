import 'server-only';
import { z } from 'zod';
import { subscribe } from '@/lib/data/newsletter';
import { rateLimitWait, recordRateLimitEvent } from '@/lib/data/rate-limit';
import { NEWSLETTER_MSG, type NewsletterState } from './types';

/** Attempts per IP and window: generous for a person, tight for a script. */
export const NEWSLETTER_LIMIT = { attempts: 8, windowSeconds: 10 * 60 } as const;
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

/** The whole sign-up: honeypot, rate limit per IP, validation, deduplication, French answers. */
export async function signUpForNewsletter(fields: Record<string, unknown>, ip: string): Promise<NewsletterState> {
  try {
    if (typeof fields.website === 'string' && fields.website.trim() !== '') {
      // Pretend it worked: a bot learns nothing, and nothing is stored.
      return { status: 'success', message: NEWSLETTER_MSG.subscribed };
    }
    const key = ip || 'unknown';
    if ((await rateLimitWait(BUCKET, key, NEWSLETTER_LIMIT.attempts, NEWSLETTER_LIMIT.windowSeconds)) > 0) {
      return { status: 'error', message: NEWSLETTER_MSG.throttled, email: typed(fields.email) };
    }
    await recordRateLimitEvent(BUCKET, key);
    const parsed = newsletterSchema.safeParse(fields);
    if (!parsed.success) return { status: 'error', message: NEWSLETTER_MSG.invalid, email: typed(fields.email) };
    const result = await subscribe(parsed.data.email, parsed.data.source);
    return result === 'created' ? { status: 'success', message: NEWSLETTER_MSG.subscribed } : { status: 'info', message: NEWSLETTER_MSG.exists };
  } catch (e) {
    console.error('[newsletter] sign-up failed:', e instanceof Error ? e.message : e);
    return { status: 'error', message: NEWSLETTER_MSG.failure, email: typed(fields.email) };
  }
}

/** What the visitor typed, sent back so a failed attempt does not empty the field. */
const typed = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 254) : '');

/**
 * The client's address for rate limiting: the entry our own proxy appended to X-Forwarded-For
 * (the last one; earlier entries are whatever the client sent), else X-Real-IP.
 */
export function clientIp(h: Headers): string {
  const forwarded = h.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return (forwarded || h.get('x-real-ip')?.trim() || '').slice(0, 64);
}

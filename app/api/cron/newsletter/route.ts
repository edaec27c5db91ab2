// Vercel Cron (vercel.json) and the hand-over of a drain that ran out of time (lib/newsletter/relay.ts): answers
// 202 at once, then (unless another drain holds the lease) drains the newsletter's queue for CRON_DRAIN_SECONDS;
// if deliveries are still due, it calls itself again, so an issue reaches every reader without waiting for the
// next scheduled run (`next start` drains
// it itself: instrumentation.ts). Each run also does the site's housekeeping (lib/admin/housekeeping.ts). Vercel sends `Authorization: Bearer $CRON_SECRET`; anyone else gets a 401.
import { timingSafeEqual } from 'node:crypto';
import { housekeeping } from '@/lib/admin/housekeeping';
import { dueDeliveries } from '@/lib/data/newsletter-deliveries';
import { drainOutbox } from '@/lib/newsletter/outbox';
import { cronSecret, drainSeconds, relayDrain } from '@/lib/newsletter/relay';
import { afterAnswer } from '@/lib/request/after-answer';
import { reserveAttempt } from '@/lib/data/rate-limit';

export const maxDuration = 60;

function authorized(request: Request): boolean {
  const secret = cronSecret();
  if (!secret) return false;
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function drainThenHandOver(origin: string): Promise<void> {
  // One drain at a time: a scheduled run or a second « Envoyer » while a chain drains leaves it alone, so chains
  // never pile up (each would send at the full rate). The lease lasts about one drain.
  const lease = await reserveAttempt([
    {
      bucket: 'newsletter-drain',
      key: 'lease',
      rule: { kind: 'cap', limit: 1, windowSeconds: Math.max(1, drainSeconds() - 1) },
    },
  ]);
  if (lease.wait > 0) return;
  await housekeeping();
  const { sent, failed } = await drainOutbox({ deadline: Date.now() + drainSeconds() * 1000 });
  // Only after progress: a queue whose deliveries all wait for a retry is left to the next run.
  if (sent + failed > 0 && (await dueDeliveries()) > 0) await relayDrain(origin);
}

export function GET(request: Request): Response {
  if (!authorized(request)) return new Response('Unauthorized', { status: 401 });
  afterAnswer('mail', () => drainThenHandOver(new URL(request.url).origin));
  return Response.json({ draining: true }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
}

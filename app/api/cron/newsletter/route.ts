// Vercel Cron (vercel.json: daily, every minute on a Pro plan): drains the newsletter's queue for up to 50 seconds, where no
// server stays up to do it (`next start` drains it itself: instrumentation.ts). Vercel sends
// `Authorization: Bearer $CRON_SECRET`; anyone else gets a 401.
import { timingSafeEqual } from 'node:crypto';
import { purgeUnconfirmed } from '@/lib/data/newsletter';
import { drainOutbox } from '@/lib/newsletter/outbox';
import { PENDING_DAYS } from '@/lib/newsletter/tokens';

export const maxDuration = 60;

function authorized(request: Request): boolean {
  const secret = process.env.CRON_SECRET;
  if (!secret || secret.length < 16) return false;
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function GET(request: Request): Promise<Response> {
  if (!authorized(request)) return new Response('Unauthorized', { status: 401 });
  const purged = await purgeUnconfirmed(PENDING_DAYS);
  const result = await drainOutbox({ deadline: Date.now() + 50_000 });
  return Response.json({ ...result, purged }, { headers: { 'Cache-Control': 'no-store' } });
}

import 'server-only';
import { purgeAudience } from '@/lib/data/audience';
import { readStaleBodyImages } from '@/lib/data/media';
import { purgeUnconfirmed } from '@/lib/data/newsletter';
import { PENDING_DAYS } from '@/lib/newsletter/tokens';
import { purgeExpiredTrash } from './trash';
import { queueDueIssues } from '@/lib/data/newsletter-schedule';

/**
 * What the site does on its own, with no one in the back office: queue the letters whose programmed time has
 * come, clear sign-ups never confirmed and what has been in the « Corbeille » for 30 days (with its files), read
 * again the bodies written without their reading (a plain SQL seed or import), destroy the audience's past daily
 * secrets and hashes and its figures older than 25 months. Run
 * by the server's own worker (instrumentation.ts) and by the cron route on Vercel, so a trash nobody opens still
 * empties.
 */
export async function housekeeping(): Promise<void> {
  // Each step on its own: one that fails (logged) does not keep the next from running, the audience's purge above all.
  const steps: [string, () => Promise<unknown>][] = [
    ['letters', queueDueIssues],
    ['sign-ups', () => purgeUnconfirmed(PENDING_DAYS)],
    ['trash', purgeExpiredTrash],
    ['bodies', readStaleBodyImages],
    ['audience', purgeAudience],
  ];
  for (const [name, step] of steps)
    await step().catch((e: unknown) =>
      console.error(`[housekeeping] ${name} failed:`, e instanceof Error ? e.message : e),
    );
}

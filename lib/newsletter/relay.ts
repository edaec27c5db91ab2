import 'server-only';

// The newsletter's queue on a platform without a long-lived server (Vercel): each function has a time limit, so
// a drain that runs out of time hands the rest to a fresh invocation of the cron route, which does the same,
// until the queue is empty. The route answers at once and drains after its answer, so the caller only waits
// for the hand-over, never for the next drain.

export const CRON_PATH = '/api/cron/newsletter';

/** CRON_SECRET when usable (16+ characters): without it the route answers 401 and nothing is handed over. */
export function cronSecret(): string | null {
  const secret = process.env.CRON_SECRET;
  return secret && secret.length >= 16 ? secret : null;
}

/**
 * Seconds one invocation drains for (CRON_DRAIN_SECONDS, default 40): the purge, the last message and the
 * hand-over must still fit in the route's 60-second limit.
 */
export function drainSeconds(): number {
  const n = Number(process.env.CRON_DRAIN_SECONDS);
  return Number.isFinite(n) && n >= 1 && n <= 45 ? n : 40;
}

/** Starts a drain in a fresh invocation of the cron route at `origin`; false without CRON_SECRET or when it failed. */
export async function relayDrain(origin: string): Promise<boolean> {
  const secret = cronSecret();
  if (!secret) return false;
  try {
    const res = await fetch(new URL(CRON_PATH, origin), {
      headers: { authorization: `Bearer ${secret}` },
      cache: 'no-store',
      signal: AbortSignal.timeout(5_000),
    });
    // A deployment behind Vercel's protection answers 401 or 403 here: the daily cron then does the rest.
    if (res.status !== 202) console.error(`[mail] the queue was not handed over: ${CRON_PATH} answered ${res.status}`);
    return res.status === 202;
  } catch (e) {
    console.error('[mail] the queue could not be handed over:', e instanceof Error ? e.message : e);
    return false;
  }
}

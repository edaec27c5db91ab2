// Runs once when a server instance starts (next start, a Vercel function, the standalone server):
// a production server with missing or unsafe settings stops here with a message naming them; a long-lived
// server (not a Vercel function, where the cron route drains the queue) starts its newsletter mail worker.
import { onVercel, productionProblems } from './lib/platform-env';

export async function register() {
  if (process.env.NODE_ENV === 'production') {
    const problems = productionProblems(process.env);
    if (problems.length > 0) {
      const message = `Unsafe or missing settings for production:\n  - ${problems.join('\n  - ')}`;
      console.error(message);
      throw new Error(message);
    }
  }
  const longLived =
    process.env.NEXT_RUNTIME === 'nodejs' &&
    !onVercel(process.env) &&
    process.env.NEXT_PHASE !== 'phase-production-build';
  // Only with a database: a server started outside the scripts (the bench's trivial app) has none.
  if (longLived && process.env.DATABASE_URL) {
    try {
      const { startMailWorker } = await import('./lib/newsletter/outbox');
      startMailWorker();
    } catch (e) {
      console.error('[mail] worker not started:', e instanceof Error ? e.message : e);
    }
  }
}

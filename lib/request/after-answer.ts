import { after } from 'next/server';

// Work a stranger's request causes but must not wait for: the e-mail of a reset, a sign-up or an unsubscribe
// link (and the look-ups that decide whether there is anyone to write to). The answer leaves first, so it takes
// the same time whoever the address belongs to. Inside a request Next's after() runs it once the response is
// sent (on Vercel, kept alive by waitUntil); outside one (scripts, tests) it runs detached, and settleAfterAnswer()
// waits for it.

const pending = new Set<Promise<void>>();

export function afterAnswer(label: string, task: () => Promise<unknown>): void {
  const run = async () => {
    try {
      await task();
    } catch (e) {
      console.error(`[${label}] failed after the answer:`, e instanceof Error ? e.message : e);
    }
  };
  try {
    after(run);
  } catch {
    const p = run().finally(() => pending.delete(p));
    pending.add(p);
  }
}

/** Waits for the work started outside a request (tests, scripts). */
export async function settleAfterAnswer(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

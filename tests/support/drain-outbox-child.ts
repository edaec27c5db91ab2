// Child process for tests/newsletter-outbox.test.ts: the newsletter's mail worker (the app's own drainOutbox)
// in a process of its own, so the test can kill it in the middle of an issue.
import { drainOutbox } from '@/lib/newsletter/outbox';

const result = await drainOutbox({ deadline: Date.now() + 120_000 });
console.log(JSON.stringify(result));
process.exit(0);

// Sending an issue: queued for every confirmed subscriber in one transaction, drained by the app's own mail
// worker in a real child process against a real SMTP server, killed in the middle of the issue (while a
// message is being handed over), then started again: each of the 1,000 subscribers receives exactly one copy,
// with the issue's two articles and its own unsubscribe link; failures are retried with backoff.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEntry } from '@/lib/data/entries';
import { createIssue, getIssue, queueIssue } from '@/lib/data/newsletter-issues';
import { drainOutbox, MAX_ATTEMPTS, retryDelaySeconds } from '@/lib/newsletter/outbox';
import { DataError } from '@/lib/data/errors';
import { closeTestSql, testSql } from './support/db';
import { postInput } from './support/builders';
import { clearInbox, inbox, inboxCount, rawHeader, recipients, withLocalMailServer } from './support/mail';

const ROOT = path.resolve(import.meta.dirname, '..');
const SUBSCRIBERS = 1000;
const KILL_AFTER = 300;

// The test holds the message that arrives after KILL_AFTER others, kills the worker, then lets the server
// refuse it (its client is gone): the message was never accepted.
let hold: { reached: () => void; release: Promise<void> } | null = null;
withLocalMailServer(async () => {
  if (!hold || inboxCount() < KILL_AFTER) return true;
  const h = hold;
  hold = null;
  h.reached();
  await h.release;
  return false;
});
afterAll(closeTestSql);

function worker() {
  const child = spawn(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      '--import',
      './tests/support/next-cache-hook.mjs',
      path.join(ROOT, 'tests/support/drain-outbox-child.ts'),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', MAIL_RATE_PER_SECOND: '1000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  return { child, exited, output: () => output };
}

/** Waits until no session of a killed client holds a delivery row any more (Postgres notices the drop). */
async function untilNoLocks() {
  for (let i = 0; i < 200; i++) {
    const [row] = await testSql()<{ n: number }[]>`
      select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
      where c.relname = 'newsletter_deliveries' and l.pid <> pg_backend_pid()`;
    if (row!.n === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('a killed worker still holds delivery rows');
}

describe('an issue sent to 1,000 subscribers', () => {
  it(
    'reaches every subscriber exactly once, although the worker is killed mid-send',
    { timeout: 180_000 },
    async () => {
      const sql = testSql();
      const a = await createEntry('post', postInput('lettre-un', { title: 'Premier article de la lettre' }));
      const b = await createEntry('post', postInput('lettre-deux', { title: 'Second article de la lettre' }));
      await sql`
      insert into newsletter_subscribers (email, confirmed_at)
      select 'abonne' || n || '@exemple.fr', now() from generate_series(1, ${SUBSCRIBERS}) n`;
      // Pending sign-ups receive nothing.
      await sql`insert into newsletter_subscribers (email) values ('en-attente@exemple.fr')`;
      const id = await createIssue({
        subject: 'Les nouveautés du mois',
        intro: 'Bonjour,\n\nVoici nos deux derniers articles.',
        items: [
          { kind: 'post', id: b.id },
          { kind: 'post', id: a.id },
        ],
      });
      expect(await queueIssue(id)).toBe(SUBSCRIBERS);
      // Queued twice, nobody is added twice.
      await expect(queueIssue(id)).rejects.toThrow(DataError);
      clearInbox();

      let reached!: () => void;
      const atKill = new Promise<void>((resolve) => (reached = resolve));
      let release!: () => void;
      hold = { reached, release: new Promise<void>((resolve) => (release = resolve)) };

      const first = worker();
      try {
        await Promise.race([atKill, first.exited.then(() => Promise.reject(new Error(first.output())))]);
        first.child.kill('SIGKILL');
        expect(await first.exited).toBe('SIGKILL');
      } finally {
        first.child.kill('SIGKILL');
        release();
      }
      expect(inboxCount()).toBe(KILL_AFTER);
      expect((await getIssue(id))!.status).toBe('sending');
      await untilNoLocks();

      const second = worker();
      expect(await second.exited, second.output()).toBe(0);

      const received = await inbox();
      const perRecipient = new Map<string, number>();
      for (const mail of received)
        for (const to of recipients(mail)) perRecipient.set(to!, (perRecipient.get(to!) ?? 0) + 1);
      expect(perRecipient.size).toBe(SUBSCRIBERS);
      expect([...perRecipient.values()].every((count) => count === 1)).toBe(true);
      expect(perRecipient.has('en-attente@exemple.fr')).toBe(false);

      const issue = await getIssue(id);
      expect(issue).toMatchObject({ status: 'sent', counts: { sent: SUBSCRIBERS, queued: 0, failed: 0, skipped: 0 } });

      // The message: its subject, the two articles in the chosen order, the subscriber's own unsubscribe link.
      const mail = received.find((m) => recipients(m)[0] === 'abonne7@exemple.fr')!;
      expect(mail.subject).toBe('Les nouveautés du mois');
      const text = mail.text ?? '';
      expect(text.indexOf('Second article de la lettre')).toBeLessThan(text.indexOf('Premier article de la lettre'));
      expect(text).toMatch(/\/blog\/lettre-deux/);
      const [subscriber] = await sql<
        { id: string }[]
      >`select id from newsletter_subscribers where email = 'abonne7@exemple.fr'`;
      expect(rawHeader(mail, 'list-unsubscribe')).toContain(`id=${subscriber!.id}`);
      expect(text).toContain(`/newsletter/desinscription?id=${subscriber!.id}&jeton=`);
    },
  );

  it('retries a failed delivery later, then marks it failed; an unsubscribed reader is skipped', async () => {
    const sql = testSql();
    const post = await createEntry('post', postInput('lettre-trois'));
    await sql`delete from newsletter_subscribers`;
    await sql`insert into newsletter_subscribers (email, confirmed_at) values ('reste@exemple.fr', now()), ('part@exemple.fr', now())`;
    const id = await createIssue({ subject: 'Une lettre', intro: '', items: [{ kind: 'post', id: post.id }] });
    await queueIssue(id);
    await sql`delete from newsletter_subscribers where email = 'part@exemple.fr'`;
    clearInbox();

    // No server listening: the attempt fails and is scheduled again.
    const url = process.env.SMTP_URL;
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    try {
      expect(await drainOutbox({ deadline: Date.now() + 5000 })).toEqual({ sent: 0, failed: 1 });
    } finally {
      process.env.SMTP_URL = url;
    }
    const [row] = await sql<{ status: string; attempts: number; due: boolean }[]>`
      select d.status, d.attempts, d.next_attempt_at > now() + interval '50 seconds' as due
      from newsletter_deliveries d where d.issue_id = ${id} and d.subscriber_id is not null`;
    expect(row).toEqual({ status: 'queued', attempts: 1, due: true });
    expect(retryDelaySeconds(2)).toBeGreaterThan(retryDelaySeconds(1));

    // Due again: sent this time.
    await sql`update newsletter_deliveries set next_attempt_at = now() where issue_id = ${id}`;
    expect(await drainOutbox({ deadline: Date.now() + 5000 })).toEqual({ sent: 1, failed: 0 });
    expect((await getIssue(id))!.counts).toEqual({ sent: 1, queued: 0, failed: 0, skipped: 1, unsubscribed: 0 });
    expect(inboxCount()).toBe(1);

    // After MAX_ATTEMPTS failures a delivery is given up.
    const again = await createIssue({ subject: 'Une autre', intro: '', items: [{ kind: 'post', id: post.id }] });
    await queueIssue(again);
    await sql`update newsletter_deliveries set attempts = ${MAX_ATTEMPTS - 1} where issue_id = ${again}`;
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    try {
      await drainOutbox({ deadline: Date.now() + 5000 });
    } finally {
      process.env.SMTP_URL = url;
    }
    expect((await getIssue(again))!).toMatchObject({ status: 'sent', counts: { failed: 1, queued: 0 } });
  });
});

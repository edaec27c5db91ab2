// Vercel's free plan runs the cron once a day and each function for a minute: one call of the cron route must
// still send a whole issue. Here the route runs behind a real HTTP server (each request a fresh handler call, as
// Vercel would start one), drains one second at a time, and hands the rest over to itself until the queue is
// empty: one call from the test, 1,000 readers served.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { GET } from '@/app/api/cron/newsletter/route';
import { createIssue, queueIssue } from '@/lib/data/newsletter-issues';
import { settleAfterAnswer } from '@/lib/request/after-answer';
import { closeTestSql, testSql } from './support/db';
import { inboxCount, withLocalMailServer } from './support/mail';

withLocalMailServer();
const SECRET = 'relay-secret-for-the-test-0123456789';
let server: http.Server;
let origin = '';
let calls = 0;

beforeAll(async () => {
  Object.assign(process.env, { CRON_SECRET: SECRET, CRON_DRAIN_SECONDS: '1', MAIL_RATE_PER_SECOND: '300' });
  server = http.createServer(async (req, res) => {
    calls += 1;
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const answer = GET(new Request(`${origin}${req.url}`, { headers }));
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const k of ['CRON_SECRET', 'CRON_DRAIN_SECONDS', 'MAIL_RATE_PER_SECOND']) delete process.env[k];
  await new Promise((resolve) => server.close(resolve));
  await closeTestSql();
});

test(
  'one call of the cron route sends an issue to 1,000 readers, handing over until the queue is empty, and empties the expired trash',
  { timeout: 120_000 },
  async () => {
    const sql = testSql();
    await sql`
    insert into newsletter_subscribers (email, confirmed_at)
    select 'relais' || n || '@exemple.fr', now() from generate_series(1, 1000) n`;
    // Something 31 days in the « Corbeille », which nobody opens: the run's housekeeping purges it.
    const [expired] = await sql<{ id: string }[]>`
      insert into trash (entity, entity_id, title, slug, snapshot, deleted_at)
      values ('post', gen_random_uuid(), 'Oublié', 'oublie-corbeille', '{"row": {}}', now() - interval '31 days')
      returning id`;
    const id = await createIssue({ subject: 'Une lettre relayée', intro: 'Bonjour.', items: [] });
    expect(await queueIssue(id)).toBe(1000);

    // Without the secret: nothing.
    expect((await fetch(`${origin}/api/cron/newsletter`)).status).toBe(401);
    const res = await fetch(`${origin}/api/cron/newsletter`, { headers: { authorization: `Bearer ${SECRET}` } });
    expect(res.status).toBe(202);

    await expect
      .poll(
        async () => {
          const [row] = await sql<{ n: number }[]>`
          select count(*)::int as n from newsletter_deliveries where issue_id = ${id} and status = 'sent'`;
          return row!.n;
        },
        { timeout: 100_000, interval: 500 },
      )
      .toBe(1000);
    await settleAfterAnswer();
    expect(inboxCount()).toBe(1000);
    // Two calls from the test (the refused one included); the rest were the route's own hand-overs.
    expect(calls).toBeGreaterThan(3);
    const [issue] = await sql<{ status: string }[]>`select status from newsletter_issues where id = ${id}`;
    expect(issue!.status).toBe('sent');
    expect(await sql`select 1 from trash where id = ${expired!.id}`).toHaveLength(0);
  },
);

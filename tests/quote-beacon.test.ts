// The hand-off beacon against the real database: counted once per valid same-site beacon, nothing
// identifying stored, and every refusal path (cross-site, invalid, too large, throttled, ceiling).
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { countHandoffs, HANDOFF_DAILY_CEILING } from '@/lib/data/quote-handoffs';
import { handleBeacon, HANDOFF_LIMIT, MAX_BEACON_BYTES } from '@/lib/quote/beacon';
import { closeTestSql, testSql } from './support/db';

const ORIGIN = 'https://studio.example';
const sameOrigin = new Headers({ 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '198.51.100.7' });
const beacon = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ service: 'magazine', channel: 'whatsapp', page: '/services/mise-en-page-magazine', ...over });

beforeEach(async () => {
  await testSql()`delete from quote_handoffs`;
  await testSql()`delete from private.rate_limit_events`;
});
afterAll(closeTestSql);

describe('handleBeacon', () => {
  test('counts a same-site beacon per day, service, channel and page, and stores nothing else', async () => {
    expect(await handleBeacon(beacon(), sameOrigin, ORIGIN)).toBe('counted');
    expect(await handleBeacon(beacon(), sameOrigin, ORIGIN)).toBe('counted');
    expect(await handleBeacon(beacon({ channel: 'email', page: '/contact' }), sameOrigin, ORIGIN)).toBe('counted');
    expect(await countHandoffs()).toEqual([
      { service: 'magazine', channel: 'email', count: 1 },
      { service: 'magazine', channel: 'whatsapp', count: 2 },
    ]);
    const columns = await testSql()`
      select column_name from information_schema.columns where table_name = 'quote_handoffs' order by 1`;
    expect(columns.map((c) => c.column_name)).toEqual(['channel', 'count', 'day', 'page', 'service']);
    const limits = await testSql()`select key from private.rate_limit_events`;
    expect(limits.map((r) => r.key)).toEqual(['site', 'site', 'site']);
  });

  test('refuses cross-site senders, malformed or unknown values and oversized bodies, counting nothing', async () => {
    expect(await handleBeacon(beacon(), new Headers({ 'sec-fetch-site': 'cross-site' }), ORIGIN)).toBe('cross-site');
    expect(await handleBeacon(beacon(), new Headers({ origin: 'https://evil.example' }), ORIGIN)).toBe('cross-site');
    expect(await handleBeacon(beacon(), new Headers({ origin: ORIGIN }), ORIGIN)).toBe('counted');
    await testSql()`delete from quote_handoffs`;
    for (const body of [
      'pas du json',
      beacon({ service: 'pirate' }),
      beacon({ channel: 'sms' }),
      beacon({ page: '/admin' }),
      JSON.stringify({ service: 'book' }),
      beacon({ padding: 'x'.repeat(MAX_BEACON_BYTES) }),
    ]) {
      expect(await handleBeacon(body, sameOrigin, ORIGIN), body.slice(0, 60)).toBe('invalid');
    }
    expect(await countHandoffs()).toEqual([]);
  });

  test('stops counting past the site-wide limit and past a day’s ceiling', async () => {
    await testSql()`
      insert into private.rate_limit_events (bucket, key)
      select 'quote-handoff', 'site' from generate_series(1, ${HANDOFF_LIMIT.limit})`;
    expect(await handleBeacon(beacon(), sameOrigin, ORIGIN)).toBe('throttled');
    await testSql()`delete from private.rate_limit_events`;
    await testSql()`
      insert into quote_handoffs (day, service, channel, page, count)
      values (current_date, 'magazine', 'whatsapp', '/services/mise-en-page-magazine', ${HANDOFF_DAILY_CEILING})`;
    expect(await handleBeacon(beacon(), sameOrigin, ORIGIN)).toBe('ceiling');
    expect(await countHandoffs()).toEqual([{ service: 'magazine', channel: 'whatsapp', count: HANDOFF_DAILY_CEILING }]);
  });

  test('counts only the last 30 days', async () => {
    await testSql()`
      insert into quote_handoffs (day, service, channel, page, count) values
        (current_date - 29, 'book', 'email', '/contact', 2),
        (current_date - 30, 'book', 'email', '/services/mise-en-page', 5)`;
    expect(await countHandoffs()).toEqual([{ service: 'book', channel: 'email', count: 2 }]);
  });
});

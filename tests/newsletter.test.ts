// Newsletter sign-up against the real database: validation, deduplication, honeypot, rate limit, CSV.
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { listSubscribers } from '@/lib/data/newsletter';
import { csvCell, subscribersCsv } from '@/lib/newsletter/csv';
import {
  NEWSLETTER_EMAIL_LIMIT,
  NEWSLETTER_LIMIT,
  NEWSLETTER_SITE_LIMIT,
  signUpForNewsletter,
} from '@/lib/newsletter/signup';
import { UNKNOWN_CLIENT } from '@/lib/request/client-address';
import { NEWSLETTER_MSG } from '@/lib/newsletter/types';
import { closeTestSql, testSql } from './support/db';

let n = 0;
const ip = () => `192.0.2.${++n}`;

beforeEach(async () => {
  await testSql()`delete from newsletter_subscribers`;
  await testSql()`delete from private.rate_limit_events`;
});
afterAll(closeTestSql);

describe('signUpForNewsletter', () => {
  test('stores a valid address once, case-insensitively, and answers the same for a known address', async () => {
    const from = ip();
    const first = await signUpForNewsletter({ email: '  Lecteur@Exemple.fr ', source: 'blog' }, from);
    const again = await signUpForNewsletter({ email: 'lecteur@exemple.fr', source: 'tutoriels' }, from);
    // Nobody learns from the form whether an address was already subscribed.
    expect(first).toEqual({ status: 'success', message: NEWSLETTER_MSG.subscribed });
    expect(again).toEqual(first);
    const rows = await listSubscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'Lecteur@Exemple.fr', source: 'blog' });
  });

  test('rejects invalid addresses in French and gives back what was typed', async () => {
    for (const email of ['', 'pas-une-adresse', 'a@b', 'x@y.z z', `${'a'.repeat(250)}@exemple.fr`, 42]) {
      const answer = await signUpForNewsletter({ email, source: 'blog' }, ip());
      expect(answer.status).toBe('error');
      expect(answer.message).toBe(NEWSLETTER_MSG.invalid);
    }
    expect((await signUpForNewsletter({ email: 'oops' }, ip())).email).toBe('oops');
    expect(await listSubscribers()).toEqual([]);
  });

  test('an unknown source is dropped, not stored as typed', async () => {
    await signUpForNewsletter({ email: 'a@exemple.fr', source: '<script>' }, ip());
    await signUpForNewsletter({ email: 'b@exemple.fr' }, ip());
    expect((await listSubscribers()).map((s) => s.source)).toEqual([null, null]);
  });

  test('a filled honeypot answers success and stores nothing', async () => {
    const answer = await signUpForNewsletter(
      { email: 'robot@exemple.fr', source: 'blog', website: 'https://spam.example' },
      ip(),
    );
    expect(answer).toEqual({ status: 'success', message: NEWSLETTER_MSG.subscribed });
    expect(await listSubscribers()).toEqual([]);
  });

  test('too many attempts from one address are refused for a while; others are not affected', async () => {
    const from = ip();
    for (let i = 0; i < NEWSLETTER_LIMIT.limit; i++) {
      expect((await signUpForNewsletter({ email: `u${i}@exemple.fr` }, from)).status).toBe('success');
    }
    const refused = await signUpForNewsletter({ email: 'encore@exemple.fr' }, from);
    expect(refused).toMatchObject({ status: 'error', message: NEWSLETTER_MSG.throttled, email: 'encore@exemple.fr' });
    expect((await signUpForNewsletter({ email: 'autre@exemple.fr' }, ip())).status).toBe('success');
    expect(await listSubscribers()).toHaveLength(NEWSLETTER_LIMIT.limit + 1);
  });
});

describe('with no trusted client address (TRUSTED_PROXY_HOPS=0)', () => {
  test('strangers never refuse a first-time visitor: limits are per e-mail address and site-wide', async () => {
    // A script on the shared key: far more sign-ups than the per-client limit.
    for (let i = 0; i < NEWSLETTER_LIMIT.limit * 3; i++) {
      expect((await signUpForNewsletter({ email: `script${i}@exemple.fr` }, UNKNOWN_CLIENT)).status).toBe('success');
    }
    expect(await signUpForNewsletter({ email: 'premiere@exemple.fr' }, UNKNOWN_CLIENT)).toEqual({
      status: 'success',
      message: NEWSLETTER_MSG.subscribed,
    });
    // One address hammered is refused after a few tries, the others are not; no address is stored as a key.
    for (let i = 0; i < NEWSLETTER_EMAIL_LIMIT.limit - 1; i++)
      await signUpForNewsletter({ email: 'cible@exemple.fr' }, UNKNOWN_CLIENT);
    await signUpForNewsletter({ email: 'cible@exemple.fr' }, UNKNOWN_CLIENT);
    expect(await signUpForNewsletter({ email: 'cible@exemple.fr' }, UNKNOWN_CLIENT)).toMatchObject({
      status: 'error',
      message: NEWSLETTER_MSG.throttled,
    });
    expect((await signUpForNewsletter({ email: 'autre-visiteur@exemple.fr' }, UNKNOWN_CLIENT)).status).toBe('success');
    const keys = await testSql()`select key from private.rate_limit_events where bucket like 'newsletter:%'`;
    expect(keys.some((k) => String(k.key).includes('@'))).toBe(false);
  });

  test('a site-wide ceiling stops a script rotating addresses', async () => {
    await testSql()`
      insert into private.rate_limit_events (bucket, key)
      select 'newsletter:site', 'site' from generate_series(1, ${NEWSLETTER_SITE_LIMIT.limit})`;
    expect(await signUpForNewsletter({ email: 'tard@exemple.fr' }, UNKNOWN_CLIENT)).toMatchObject({
      message: NEWSLETTER_MSG.throttled,
    });
  });
});

describe('helpers', () => {
  test('CSV: header, quoting, formula neutralisation, BOM and CRLF', () => {
    expect(csvCell('simple@exemple.fr')).toBe('simple@exemple.fr');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+33')).toBe(`"'+33"`);
    const csv = subscribersCsv([
      { id: '1', email: 'a@exemple.fr', source: 'blog', createdAt: '2026-11-21T10:00:00.000Z' },
    ]);
    expect(csv).toBe('\uFEFFemail,source,date_inscription\r\na@exemple.fr,blog,2026-11-21T10:00:00.000Z\r\n');
  });
});

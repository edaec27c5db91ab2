// Newsletter against the real database: sign-up (validation, deduplication, honeypot, rate limits,
// consent), unsubscription, erasure with its journal entry, CSV.
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { deleteSubscribers, listSubscribers, listSubscribersPage, SUBSCRIBERS_PAGE_SIZE } from '@/lib/data/newsletter';
import { csvCell, subscribersCsv } from '@/lib/newsletter/csv';
import {
  NEWSLETTER_EMAIL_LIMIT,
  NEWSLETTER_LIMIT,
  NEWSLETTER_SITE_LIMIT,
  signUpForNewsletter,
  UNSUBSCRIBE_EMAIL_LIMIT,
  unsubscribeFromNewsletter,
} from '@/lib/newsletter/signup';
import { UNKNOWN_CLIENT } from '@/lib/request/client-address';
import { CURRENT_CONSENT, NEWSLETTER_CONSENTS, NEWSLETTER_MSG } from '@/lib/newsletter/types';
import type { Challenge } from 'altcha-lib';
import { closeTestSql, testSql } from './support/db';
import { solvedProof } from './support/proof';

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

  test('too many attempts from one client address ask it for a proof of work; others are not affected', async () => {
    const from = ip();
    for (let i = 0; i < NEWSLETTER_LIMIT.limit; i++) {
      expect((await signUpForNewsletter({ email: `u${i}@exemple.fr` }, from)).status).toBe('success');
    }
    const asked = await signUpForNewsletter({ email: 'encore@exemple.fr' }, from);
    expect(asked).toMatchObject({ status: 'proof', message: NEWSLETTER_MSG.proofRequired, email: 'encore@exemple.fr' });
    expect((await signUpForNewsletter({ email: 'autre@exemple.fr' }, ip())).status).toBe('success');
    expect(await listSubscribers()).toHaveLength(NEWSLETTER_LIMIT.limit + 1);
    // With the proof solved, the same sign-up goes through.
    const proof = await solvedProof((asked as { challenge: Challenge }).challenge);
    expect((await signUpForNewsletter({ email: 'encore@exemple.fr', proof }, from)).status).toBe('success');
    expect(await listSubscribers()).toHaveLength(NEWSLETTER_LIMIT.limit + 2);
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

  test('past the site-wide ceiling a first-time visitor proves its work instead of being refused', async () => {
    await testSql()`
      insert into private.rate_limit_events (bucket, key)
      select 'newsletter:site', 'site' from generate_series(1, ${NEWSLETTER_SITE_LIMIT.limit})`;
    const asked = await signUpForNewsletter({ email: 'tard@exemple.fr' }, UNKNOWN_CLIENT);
    expect(asked).toMatchObject({ status: 'proof', message: NEWSLETTER_MSG.proofRequired });
    expect(await listSubscribers()).toEqual([]);
    const proof = await solvedProof((asked as { challenge: Challenge }).challenge);
    expect(await signUpForNewsletter({ email: 'tard@exemple.fr', proof }, UNKNOWN_CLIENT)).toEqual({
      status: 'success',
      message: NEWSLETTER_MSG.subscribed,
    });
    // One proof, one sign-up.
    expect((await signUpForNewsletter({ email: 'second@exemple.fr', proof }, UNKNOWN_CLIENT)).status).toBe('proof');
    expect((await listSubscribers()).map((r) => r.email)).toEqual(['tard@exemple.fr']);
  });
});

describe('consent and erasure', () => {
  test('a sign-up keeps its consent: when, the page, and the version of the sentence shown', async () => {
    await signUpForNewsletter(
      { email: 'preuve@exemple.fr', source: 'blog', page: '/blog/un-article', consent: CURRENT_CONSENT },
      ip(),
    );
    // A page or version the site never showed is not kept as proof.
    await signUpForNewsletter(
      { email: 'inventee@exemple.fr', source: 'blog', page: 'https://ailleurs.example', consent: '1999-01-01' },
      ip(),
    );
    const rows = await listSubscribers();
    expect(rows.find((r) => r.email === 'preuve@exemple.fr')).toMatchObject({
      consentPage: '/blog/un-article',
      consentVersion: CURRENT_CONSENT,
    });
    expect(rows.find((r) => r.email === 'inventee@exemple.fr')).toMatchObject({
      consentPage: null,
      consentVersion: null,
    });
    expect(NEWSLETTER_CONSENTS[CURRENT_CONSENT]).toMatch(/désinscrire à tout moment/);
  });

  test('unsubscribing erases the address and answers the same sentence whether or not it was subscribed', async () => {
    await signUpForNewsletter({ email: 'Partante@Exemple.fr', source: 'blog' }, ip());
    const known = await unsubscribeFromNewsletter({ email: 'partante@exemple.fr' }, UNKNOWN_CLIENT);
    const unknown = await unsubscribeFromNewsletter({ email: 'jamais@exemple.fr' }, UNKNOWN_CLIENT);
    expect(known).toEqual({ status: 'success', message: NEWSLETTER_MSG.unsubscribed });
    expect(unknown).toEqual(known);
    expect(await listSubscribers()).toEqual([]);
    expect((await unsubscribeFromNewsletter({ email: 'pas-une-adresse' }, UNKNOWN_CLIENT)).message).toBe(
      NEWSLETTER_MSG.invalid,
    );
  });

  test('unsubscribing is rate-limited per address, without refusing other addresses', async () => {
    for (let i = 0; i < UNSUBSCRIBE_EMAIL_LIMIT.limit; i++)
      await unsubscribeFromNewsletter({ email: 'sondee@exemple.fr' }, UNKNOWN_CLIENT);
    expect((await unsubscribeFromNewsletter({ email: 'sondee@exemple.fr' }, UNKNOWN_CLIENT)).message).toBe(
      NEWSLETTER_MSG.throttled,
    );
    expect((await unsubscribeFromNewsletter({ email: 'autre@exemple.fr' }, UNKNOWN_CLIENT)).message).toBe(
      NEWSLETTER_MSG.unsubscribed,
    );
  });

  test('an erasure from the back office deletes the rows and journals it without the addresses', async () => {
    for (const email of ['un@exemple.fr', 'deux@exemple.fr', 'trois@exemple.fr'])
      await signUpForNewsletter({ email, source: 'blog' }, ip());
    const [one, ...rest] = await listSubscribers();
    const audit = { actorId: null, actorEmail: 'proprietaire@exemple.fr', ip: null };
    expect(await deleteSubscribers([one!.id], audit)).toBe(1);
    expect(
      await deleteSubscribers(
        rest.map((r) => r.id),
        audit,
      ),
    ).toBe(2);
    expect(await listSubscribers()).toEqual([]);
    const entries = await testSql()<{ summary: string; entity_id: string | null }[]>`
      select summary, entity_id from audit_log where entity = 'newsletter' and action = 'delete' order by id desc limit 2`;
    expect(entries.map((e) => e.summary)).toEqual([
      '2 abonnés supprimés (adresses effacées)',
      'Abonné supprimé (adresse effacée)',
    ]);
    const journal = JSON.stringify(await testSql()`select * from audit_log where entity = 'newsletter'`);
    for (const email of ['un@exemple.fr', 'deux@exemple.fr', 'trois@exemple.fr']) expect(journal).not.toContain(email);
  });
});

describe('the back office list', () => {
  test('pages newest first and searches by e-mail', async () => {
    await testSql()`
      insert into newsletter_subscribers (email, created_at)
      select 'lecteur' || n || '@exemple.fr', now() - make_interval(mins => n) from generate_series(1, ${SUBSCRIBERS_PAGE_SIZE + 3}) n`;
    const first = await listSubscribersPage({});
    expect(first).toMatchObject({ total: SUBSCRIBERS_PAGE_SIZE + 3, page: 1, pageCount: 2 });
    expect(first.items[0]!.email).toBe('lecteur1@exemple.fr');
    expect((await listSubscribersPage({ page: 2 })).items.map((s) => s.email)).toHaveLength(3);
    expect((await listSubscribersPage({ page: 9 })).page).toBe(2);
    // Newest first: lecteur5 signed up five minutes ago, lecteur50 fifty.
    expect((await listSubscribersPage({ q: 'LECTEUR5' })).items.map((s) => s.email)).toEqual([
      'lecteur5@exemple.fr',
      'lecteur50@exemple.fr',
      'lecteur51@exemple.fr',
      'lecteur52@exemple.fr',
      'lecteur53@exemple.fr',
    ]);
    expect((await listSubscribersPage({ q: '%' })).total).toBe(0);
  });
});

describe('helpers', () => {
  test('CSV for French Excel: BOM, semicolons, Paris dates as JJ/MM/AAAA HH:MM, consent columns, formulas neutralised', () => {
    expect(csvCell('simple@exemple.fr')).toBe('simple@exemple.fr');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+33')).toBe(`"'+33"`);
    const csv = subscribersCsv([
      {
        id: '1',
        email: 'a@exemple.fr',
        source: 'blog',
        createdAt: '2026-07-21T10:00:00.000Z',
        consentAt: '2026-07-21T10:00:00.000Z',
        consentPage: '/blog/un-article',
        consentVersion: '2026-11-27',
      },
      {
        id: '2',
        email: '=cmd@exemple.fr',
        source: null,
        createdAt: '2026-01-05T23:30:00.000Z',
        consentAt: '2026-01-05T23:30:00.000Z',
        consentPage: null,
        consentVersion: null,
      },
    ]);
    expect(csv).toBe(
      '\uFEFFE-mail;Source;Date d’inscription;Consentement donné le;Page du consentement;Version du texte de consentement\r\n' +
        'a@exemple.fr;blog;21/07/2026 12:00;21/07/2026 12:00;/blog/un-article;2026-11-27\r\n' +
        `"'=cmd@exemple.fr";;06/01/2026 00:30;06/01/2026 00:30;;\r\n`,
    );
  });
});

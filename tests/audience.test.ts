// The audience measured by the site (lib/audience/, lib/data/audience.ts) on a real PostgreSQL: a visit's page
// views, entry page, source, device and country; conversions with the visit's source; searches without result;
// what is never counted (robots, privacy signals, the team, other sites); the daily secret's change and
// destruction, the 25-month purge and the ceilings that keep a stream of beacons bounded.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { countFromRequest, handleAudienceBeacon, notMeasured } from '@/lib/audience/beacon';
import { countryOf, deviceOf, sourceOf, utmOf } from '@/lib/audience/classify';
import { readPeriod } from '@/lib/audience/period';
import { COUNTER_CEILING, METRIC_VALUES, dayOf, purgeAudience, recordHit, type Hit } from '@/lib/data/audience';
import { audienceReport } from '@/lib/data/audience-report';
import { confirmSubscription } from '@/lib/data/newsletter';
import { closeTestSql, testSql } from './support/db';

afterAll(closeTestSql);

const ORIGIN = 'http://localhost:3000';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

const headers = (extra: Record<string, string> = {}) =>
  new Headers({ 'sec-fetch-site': 'same-origin', 'user-agent': PHONE, host: 'localhost:3000', ...extra });
const view = (p: string, r = '', s = '', more: Record<string, unknown> = {}) =>
  JSON.stringify({ t: 'view', p, r, s, l: 'fr-BE', nf: false, ...more });

const counts = async (metric: string) =>
  Object.fromEntries(
    (
      await testSql()<{ dim: string; count: number }[]>`
        select dim, sum(count)::int as count from audience_daily where metric = ${metric} group by dim`
    ).map((r) => [r.dim, r.count]),
  );

beforeEach(async () => {
  await testSql()`delete from audience_daily`;
  await testSql()`delete from private.audience_visitors`;
  await testSql()`delete from private.audience_secrets`;
});

describe('what a visit counts', () => {
  it('a visitor from Google: one visit, its entry page, source, device and country; later pages only as views', async () => {
    expect(
      await handleAudienceBeacon(view('/services/mise-en-page', 'https://www.google.fr/'), headers(), ORIGIN),
    ).toBe('counted');
    expect(await handleAudienceBeacon(view('/contact', ORIGIN), headers(), ORIGIN)).toBe('counted');
    expect(await counts('pageviews')).toEqual({ '/services/mise-en-page': 1, '/contact': 1 });
    expect(await counts('visits')).toEqual({ '': 1 });
    expect(await counts('visitors')).toEqual({ '': 1 });
    expect(await counts('entries')).toEqual({ '/services/mise-en-page': 1 });
    expect(await counts('sources')).toEqual({ Google: 1 });
    expect(await counts('devices')).toEqual({ phone: 1 });
    expect(await counts('countries')).toEqual({ BE: 1 });
    // Another browser is another visitor.
    await handleAudienceBeacon(view('/', ''), headers({ 'user-agent': DESKTOP }), ORIGIN);
    expect(await counts('visitors')).toEqual({ '': 2 });
    expect(await counts('sources')).toEqual({ Google: 1, 'Accès direct': 1 });
  });

  it('stores nothing of the request that names a person: neither its address nor its user agent', async () => {
    const visitor = { address: '198.51.100.77', userAgent: `${PHONE} marqueur-unique`, host: 'localhost' };
    await recordHit({ path: '/', visitor, source: 'Google', campaign: '', medium: '', device: 'phone', country: 'FR' });
    const everything = JSON.stringify([
      await testSql()`select * from private.audience_visitors`,
      await testSql()`select * from audience_daily`,
      await testSql()`select * from private.audience_secrets`,
    ]);
    for (const trace of ['198.51.100.77', 'marqueur-unique', 'iPhone']) expect(everything).not.toContain(trace);
  });

  it('a new visit after 30 minutes without a page view, the same visitor of the day', async () => {
    const hit: Hit = {
      path: '/blog',
      visitor: { address: '198.51.100.7', userAgent: PHONE, host: 'localhost' },
      source: 'LinkedIn',
      campaign: '',
      medium: '',
      device: 'phone',
      country: 'FR',
    };
    const at = new Date('2026-12-02T09:00:00Z');
    expect(await recordHit(hit, at)).toEqual({ visitor: 'new', visit: 'new' });
    expect(await recordHit(hit, new Date(at.getTime() + 29 * 60_000))).toEqual({
      visitor: 'returning',
      visit: 'continued',
    });
    expect(await recordHit({ ...hit, source: 'Google' }, new Date(at.getTime() + 61 * 60_000))).toEqual({
      visitor: 'returning',
      visit: 'new',
    });
    expect(await counts('visits')).toEqual({ '': 2 });
    expect(await counts('sources')).toEqual({ LinkedIn: 1, Google: 1 });
  });

  it('a letter’s link and a campaign: « Lettres », its campaign and the page it opened', async () => {
    const letter = view(
      '/blog/un-article',
      'https://mail.google.com/',
      '?utm_source=lettre&utm_medium=email&utm_campaign=lettre-0a1b2c3d',
    );
    await handleAudienceBeacon(letter, headers(), ORIGIN);
    await handleAudienceBeacon(
      view('/', 'https://www.linkedin.com/', '?utm_campaign=salon-du-livre'),
      headers({ 'user-agent': DESKTOP }),
      ORIGIN,
    );
    expect(await counts('sources')).toEqual({ Lettres: 1, LinkedIn: 1 });
    expect(await counts('campaigns')).toEqual({ 'lettre-0a1b2c3d': 1, 'salon-du-livre': 1 });
    expect(await counts('letter_links')).toEqual({ 'lettre-0a1b2c3d|/blog/un-article': 1 });
  });

  it('a WhatsApp hand-off from a service page, with the visit’s source; a search without result', async () => {
    await handleAudienceBeacon(view('/services/saisie-ocr', 'https://www.bing.com/'), headers(), ORIGIN);
    const handoff = JSON.stringify({ t: 'handoff', c: 'whatsapp', p: '/services/saisie-ocr' });
    expect(await handleAudienceBeacon(handoff, headers(), ORIGIN)).toBe('counted');
    expect(await counts('handoffs')).toEqual({ 'whatsapp|/services/saisie-ocr': 1 });
    expect(await counts('handoff_sources')).toEqual({ 'whatsapp|Bing': 1 });
    await handleAudienceBeacon(
      JSON.stringify({ t: 'search', o: 'site', q: '  Reliure   Japonaise ', n: 0 }),
      headers(),
      ORIGIN,
    );
    expect(await counts('searches_empty')).toEqual({ 'site|reliure japonaise': 1 });
    const report = await audienceReport(readPeriod({ periode: '7j' }, dayOf()).period);
    expect(report.totals).toMatchObject({ visits: 1, pageviews: 1, handoffs: 1 });
    expect(report.top.searches_empty).toEqual([{ dim: 'site|reliure japonaise', count: 1 }]);
  });

  it('a 404 counts in one bucket; the back office and unknown shapes are not counted', async () => {
    await handleAudienceBeacon(view('/nimporte/quoi', '', '', { nf: true }), headers(), ORIGIN);
    expect(await handleAudienceBeacon(view('/admin/blog'), headers(), ORIGIN)).toBe('invalid');
    expect(await handleAudienceBeacon('{"t":"view"}', headers(), ORIGIN)).toBe('invalid');
    expect(await handleAudienceBeacon('x'.repeat(2000), headers(), ORIGIN)).toBe('invalid');
    expect(await counts('pageviews')).toEqual({ '404': 1 });
  });
});

describe('what the newsletter brings', () => {
  it('a confirmation is counted with the page its sign-up was made on, nothing of the reader', async () => {
    await testSql()`insert into newsletter_subscribers (email, confirm_token_hash, confirm_expires_at, consent_page)
      values ('lecteur-mesure@exemple.fr', 'hash-de-test', now() + interval '1 day', '/blog/un-article')`;
    expect(await confirmSubscription('hash-de-test')).toBe(true);
    expect(await counts('confirmations')).toEqual({ '/blog/un-article': 1 });
    expect(JSON.stringify(await testSql()`select * from audience_daily`)).not.toContain('lecteur-mesure');
  });
});

describe('what the server counts itself', () => {
  it('a sign-up and a blog search, with the beacon’s exclusions read from the request', async () => {
    const origin = new URL(process.env.SITE_URL ?? 'http://localhost:3000').origin;
    const from = (extra: Record<string, string> = {}) =>
      new Headers({
        'sec-fetch-site': 'same-origin',
        'user-agent': PHONE,
        host: new URL(origin).host,
        origin,
        ...extra,
      });
    expect(await countFromRequest(from(), { kind: 'signup', path: '/blog' })).toBe(true);
    expect(await countFromRequest(from({ 'sec-gpc': '1' }), { kind: 'signup', path: '/blog' })).toBe(false);
    expect(await countFromRequest(from(), { kind: 'search', scope: 'blog', query: 'reliure', results: 0 })).toBe(true);
    expect(await counts('signups')).toEqual({ '/blog': 1 });
    expect(await counts('searches_empty')).toEqual({ 'blog|reliure': 1 });
  });
});

describe('what is never counted', () => {
  it('robots, Global Privacy Control, Do Not Track, a signed-in or previewing browser, another site', async () => {
    const cases: [string, Headers][] = [
      ['robot', headers({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })],
      ['privacy signal', headers({ 'sec-gpc': '1' })],
      ['privacy signal', headers({ dnt: '1' })],
      ['signed in', headers({ cookie: 'sg_signed_in=1' })],
      ['signed in', headers({ cookie: 'a=b; sg_session=x.y.z' })],
      ['signed in', headers({ cookie: 'sg_device=eyJ.x.y' })],
      ['cross-site', headers({ 'sec-fetch-site': 'cross-site' })],
    ];
    for (const [why, h] of cases) {
      expect(notMeasured(h, ORIGIN), why).toBe(why);
      expect(await handleAudienceBeacon(view('/'), h, ORIGIN)).toBe('refused');
    }
    expect(await testSql()`select 1 from audience_daily`).toHaveLength(0);
    expect(await testSql()`select 1 from private.audience_visitors`).toHaveLength(0);
  });
});

describe('privacy and bounds', () => {
  it('the daily secret changes each day and the past one is destroyed with its hashes', async () => {
    const hit: Hit = {
      path: '/',
      visitor: { address: '203.0.113.9', userAgent: DESKTOP, host: 'localhost' },
      source: 'Accès direct',
      campaign: '',
      medium: '',
      device: 'desktop',
      country: '',
    };
    await recordHit(hit, new Date('2026-12-01T22:00:00Z'));
    const [first] = await testSql()<{ secret: Buffer; hash: Buffer }[]>`
      select s.secret, v.hash from private.audience_secrets s join private.audience_visitors v using (day)`;
    await purgeAudience(new Date('2026-12-02T00:05:00Z'));
    expect(await testSql()`select 1 from private.audience_secrets`).toHaveLength(0);
    expect(await testSql()`select 1 from private.audience_visitors`).toHaveLength(0);
    // The same browser the next day: a new visitor under a new secret, a hash unrelated to yesterday's.
    expect(await recordHit(hit, new Date('2026-12-02T08:00:00Z'))).toEqual({ visitor: 'new', visit: 'new' });
    const [second] = await testSql()<{ secret: Buffer; hash: Buffer }[]>`
      select s.secret, v.hash from private.audience_secrets s join private.audience_visitors v using (day)`;
    expect(second!.secret.equals(first!.secret)).toBe(false);
    expect(second!.hash.equals(first!.hash)).toBe(false);
    // The day's figures stay.
    expect(await counts('visitors')).toEqual({ '': 2 });
  });

  it('the figures are kept 25 months, then purged', async () => {
    await testSql()`insert into audience_daily (day, metric, dim, count) values
      ('2024-10-01', 'pageviews', '/', 5), ('2024-11-15', 'pageviews', '/', 3)`;
    await purgeAudience(new Date('2026-12-02T03:00:00Z'));
    const left = await testSql()<{ day: string }[]>`select to_char(day, 'YYYY-MM-DD') as day from audience_daily`;
    expect(left.map((r) => r.day)).toEqual(['2024-11-15']);
  });

  it('a metric takes a bounded number of values a day, the rest under « Autres »; a counter stops at its ceiling', async () => {
    const day = dayOf();
    await testSql()`insert into audience_daily (day, metric, dim, count)
      select ${day}::date, 'pageviews', '/page-' || n, 1 from generate_series(1, ${METRIC_VALUES.pageviews}) n`;
    await handleAudienceBeacon(view('/encore-une-page'), headers(), ORIGIN);
    const pages = await counts('pageviews');
    expect(pages['/encore-une-page']).toBeUndefined();
    expect(pages.Autres).toBe(1);
    await handleAudienceBeacon(view('/page-1'), headers(), ORIGIN);
    expect((await counts('pageviews'))['/page-1']).toBe(2); // a known value still counts
    await testSql()`update audience_daily set count = ${COUNTER_CEILING} where metric = 'pageviews' and dim = '/page-2'`;
    await handleAudienceBeacon(view('/page-2'), headers(), ORIGIN);
    expect((await counts('pageviews'))['/page-2']).toBe(COUNTER_CEILING);
  });
});

describe('reading a request', () => {
  it('names sources as an owner reads them', () => {
    const none = utmOf('');
    expect(sourceOf('https://www.google.com/search?q=x', none, 'studio.mg')).toBe('Google');
    expect(sourceOf('https://duckduckgo.com/', none, 'studio.mg')).toBe('DuckDuckGo');
    expect(sourceOf('https://lnkd.in/abc', none, 'studio.mg')).toBe('LinkedIn');
    expect(sourceOf('https://t.co/x', none, 'studio.mg')).toBe('X (Twitter)');
    expect(sourceOf('', none, 'studio.mg')).toBe('Accès direct');
    expect(sourceOf('https://www.studio.mg/blog', none, 'studio.mg')).toBe('Accès direct');
    expect(sourceOf('https://www.editions-partenaires.fr/liens', none, 'studio.mg')).toBe('editions-partenaires.fr');
    expect(sourceOf('https://mail.google.com/', none, 'studio.mg')).toBe('E-mail');
    expect(sourceOf('', utmOf('?utm_source=newsletter'), 'studio.mg')).toBe('Lettres');
    expect(sourceOf('https://www.google.com/', utmOf('?utm_source=linkedin'), 'studio.mg')).toBe('LinkedIn');
  });

  it('the device class and the country without any lookup', () => {
    expect(deviceOf(PHONE)).toBe('phone');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X200) AppleWebKit/537.36 Safari/537.36')).toBe('tablet');
    expect(deviceOf(DESKTOP)).toBe('desktop');
    expect(countryOf('CH', 'fr-FR')).toBe('CH');
    expect(countryOf(null, 'fr-BE')).toBe('BE');
    expect(countryOf(null, 'fr')).toBe('');
  });

  it('reads the period from the address, bounded', () => {
    expect(readPeriod({}, '2026-12-02').period).toEqual({ from: '2026-11-03', to: '2026-12-02' });
    expect(readPeriod({ periode: '7j' }, '2026-12-02').period).toEqual({ from: '2026-11-26', to: '2026-12-02' });
    expect(readPeriod({ periode: 'dates', du: '2026-10-01', au: '2026-10-31' }, '2026-12-02')).toEqual({
      choice: 'dates',
      period: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(readPeriod({ periode: 'dates', du: '2020-01-01', au: '2026-10-31' }, '2026-12-02').choice).toBe('30j');
  });
});

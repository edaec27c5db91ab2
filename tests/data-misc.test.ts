import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUserListQuery } from '@/lib/admin/list-query';
import { adminListProfilesPage, deleteUser, setActive, setRole } from '@/lib/data/users';
import { createEntry, updateEntry } from '@/lib/data/entries';
import { getTutorialById, getTutorialBySlug, listLatestTutorials, listTutorials } from '@/lib/data/tutorials';
import { confirmSubscription, listSubscribers, purgeUnconfirmed, subscribePending } from '@/lib/data/newsletter';
import { clearRateLimit, releaseAttempt, reserveAttempt, waitFor, type RateRule } from '@/lib/data/rate-limit';
import { getDynamicDate } from '@/lib/data/site';
import { closeTestSql, insertCategory, insertUser, testSql } from './support/db';

afterAll(closeTestSql);

describe('profiles', () => {
  let admin = '';
  let admin2 = '';
  let user = '';
  beforeAll(async () => {
    admin = await insertUser('a1@example.test', 'admin');
    admin2 = await insertUser('a2@example.test', 'admin');
    user = await insertUser('u1@example.test', 'user');
  });

  it('filters by e-mail text and role, newest first', async () => {
    expect((await adminListProfilesPage(readUserListQuery({ role: 'admin' }))).items.map((p) => p.email)).toEqual([
      'a2@example.test',
      'a1@example.test',
    ]);
    expect((await adminListProfilesPage(readUserListQuery({ q: 'U1' }))).items.map((p) => p.id)).toEqual([user]);
    expect((await adminListProfilesPage(readUserListQuery({ q: '%' }))).total).toBe(0);
  });

  it('stops an admin from demoting, deactivating or deleting themself', async () => {
    await expect(setRole(admin, admin, 'user')).rejects.toMatchObject({ code: 'self_protection' });
    await expect(setActive(admin, admin, false)).rejects.toMatchObject({ code: 'self_protection' });
    await expect(deleteUser(admin, admin)).rejects.toMatchObject({ code: 'self_protection' });
  });

  it('never removes the last active admin', async () => {
    await setActive(admin, admin2, false);
    // admin is now the last active admin: another (inactive) admin cannot demote them either.
    await expect(setRole(admin2, admin, 'user')).rejects.toMatchObject({ code: 'last_admin' });
    await setActive(admin, admin2, true);
    await setRole(admin, admin2, 'user');
    expect((await adminListProfilesPage(readUserListQuery({ role: 'admin' }))).items.map((p) => p.id)).toEqual([admin]);
    await setRole(admin, admin2, 'admin');
  });

  it('deactivation revokes open sessions; deletion removes the auth user', async () => {
    const sql = testSql();
    await sql`insert into private.sessions (user_id, expires_at) values (${user}, now() + interval '1 day')`;
    await setActive(admin, user, false);
    const [s] = await sql`select revoked_at is not null as revoked from private.sessions where user_id = ${user}`;
    expect(s!.revoked).toBe(true);
    await deleteUser(admin, user);
    const [row] =
      await sql`select (select count(*)::int from auth.users where id = ${user}) as users, (select count(*)::int from profiles where id = ${user}) as profiles`;
    expect(row).toEqual({ users: 0, profiles: 0 });
  });
});

describe('tutorials', () => {
  it('lists newest first, finds by slug and by id, falls back to null', async () => {
    const cat = await insertCategory('Word', 'word');
    const base = {
      description: 'd',
      duration: '12:34',
      thumbnail: '/t.jpg',
      categoryId: cat,
      videoId: 'dQw4w9WgXcQ',
      tags: ['word'],
    };
    const first = await createEntry('tutorial', { ...base, title: 'Premier', slug: 'premier' });
    await testSql()`select pg_sleep(0.01)`;
    const second = await createEntry('tutorial', { ...base, title: 'Second', slug: 'second', categoryId: null });
    expect((await listTutorials()).map((t) => t.slug)).toEqual(['second', 'premier']);
    expect((await listLatestTutorials(1)).map((t) => t.slug)).toEqual(['second']);
    expect((await getTutorialBySlug('premier'))?.categoryName).toBe('Word');
    expect((await getTutorialById(second.id))?.slug).toBe('second');
    expect(await getTutorialById('not-a-uuid')).toBeNull();
    const upd = await updateEntry('tutorial', first.id, {
      ...base,
      title: 'Premier bis',
      slug: 'premier-bis',
      thumbnail: '/t2.jpg',
    });
    expect(upd).toMatchObject({ previousSlug: 'premier', removedFile: '/t.jpg' });
  });

  it('refuses a malformed duration at the database', async () => {
    await expect(
      createEntry('tutorial', {
        title: 'x',
        slug: 'x',
        description: 'd',
        duration: '1h',
        thumbnail: '/t.jpg',
        categoryId: null,
        videoId: null,
        tags: [],
      }),
    ).rejects.toMatchObject({ code: 'invalid' });
  });
});

describe('newsletter, rate limits and the footer date', () => {
  it('stores an address once, case-insensitively, lists it only once confirmed, and keeps a confirmed one as it is', async () => {
    const consent = { page: '/blog', version: '2026-11-27' };
    const later = new Date(Date.now() + 3600_000);
    const id = await subscribePending('Lectrice@Example.test', 'blog', consent, 'hash-1', later);
    expect(id).toBeTruthy();
    expect(await listSubscribers()).toEqual([]);
    // Pending: a new sign-up replaces the token (the first link stops working).
    expect(await subscribePending('lectrice@example.test', 'blog', consent, 'hash-2', later)).toBe(id);
    expect(await confirmSubscription('hash-1')).toBe(false);
    expect(await confirmSubscription('hash-2')).toBe(true);
    expect(await confirmSubscription('hash-2')).toBe(false);
    // Confirmed: a later sign-up changes nothing and asks for no e-mail.
    expect(
      await subscribePending(
        'LECTRICE@example.test',
        'tutoriels',
        { page: '/tutoriels', version: null },
        'hash-3',
        later,
      ),
    ).toBeNull();
    const [only, ...others] = await listSubscribers();
    expect(others).toEqual([]);
    expect(only).toMatchObject({ email: 'Lectrice@Example.test', consentPage: '/blog', consentVersion: '2026-11-27' });
    expect(Math.abs(Date.parse(only!.consentAt) - Date.now())).toBeLessThan(60_000);
  });

  it('erases sign-ups never confirmed after a week, and an expired link confirms nothing', async () => {
    const consent = { page: '/blog', version: '2026-11-27' };
    await subscribePending('ancienne@example.test', null, consent, 'hash-old', new Date(Date.now() - 1000));
    expect(await confirmSubscription('hash-old')).toBe(false);
    await testSql()`update newsletter_subscribers set created_at = now() - interval '8 days' where email = 'ancienne@example.test'`;
    await subscribePending('recente@example.test', null, consent, 'hash-new', new Date(Date.now() + 3600_000));
    expect(await purgeUnconfirmed(7)).toBe(1);
    expect(
      (await testSql()`select email from newsletter_subscribers where confirmed_at is null`).map((r) => r.email),
    ).toEqual(['recente@example.test']);
  });

  it('caps events in a sliding window, atomically', async () => {
    const cap = (key: string): RateRule => ({
      bucket: 'test',
      key,
      rule: { kind: 'cap', limit: 4, windowSeconds: 60 },
    });
    for (let i = 0; i < 3; i++) expect((await reserveAttempt([cap('k')])).wait).toBe(0);
    // Five at once for the one remaining slot: exactly one gets it.
    const burst = await Promise.all(Array.from({ length: 5 }, () => reserveAttempt([cap('k')])));
    expect(burst.filter((r) => r.wait === 0)).toHaveLength(1);
    const { wait } = await reserveAttempt([cap('k')]);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await reserveAttempt([cap('other')])).wait).toBe(0);
    await clearRateLimit('test', 'k');
    const again = await reserveAttempt([cap('k')]);
    expect(again.wait).toBe(0);
    await releaseAttempt(again.ids);
    const [row] = await testSql()`select count(*)::int as n from private.rate_limit_events where key = 'k'`;
    expect(row!.n).toBe(0);
  });

  it('backs off: free attempts, then doubling delays after the latest one, up to a ceiling', () => {
    const rule = { kind: 'backoff', free: 3, baseSeconds: 2, maxSeconds: 60, windowSeconds: 3600 } as const;
    const now = Date.now();
    const at = (n: number) => waitFor(rule, { n, oldest: new Date(now - 1000), latest: new Date(now) }, now);
    expect([0, 1, 2].map(at)).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 9].map(at)).toEqual([2, 4, 8, 16, 60]);
    // The delay runs from the latest attempt.
    expect(waitFor(rule, { n: 5, oldest: null, latest: new Date(now - 5000) }, now)).toBe(3);
  });

  it('purges expired events whenever an attempt is reserved', async () => {
    await testSql()`insert into private.rate_limit_events (bucket, key, created_at) values ('old', 'k', now() - interval '2 days')`;
    await reserveAttempt([{ bucket: 'test', key: 'fresh', rule: { kind: 'cap', limit: 10, windowSeconds: 60 } }]);
    const [row] = await testSql()`select count(*)::int as n from private.rate_limit_events where bucket = 'old'`;
    expect(row!.n).toBe(0);
  });

  it('reads the date from the database', async () => {
    const [row] = await testSql()`select to_char(current_date, 'YYYY-MM-DD') as d`;
    expect(await getDynamicDate()).toBe(row!.d);
  });
});

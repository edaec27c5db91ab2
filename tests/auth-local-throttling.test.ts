// Local provider on the real database: brute-force throttling of sign-in attempts.
import { afterAll, describe, expect, it } from 'vitest';
import { localProvider } from '@/lib/auth/local';
import { AUTH_MSG } from '@/lib/content/auth-messages';
import { SESSION_COOKIE } from '@/lib/auth/session-token';
import { SIGN_IN_LIMITS, signInWith } from '@/lib/auth/sign-in';
import type { AuthProvider } from '@/lib/auth/types';
import { closeTestSql, testSql } from './support/db';
import { memoryJar } from './support/cookie-jar';
import { account, freshIp, PASSWORD, provider, unique } from './support/local-accounts';

afterAll(closeTestSql);

describe('brute force', () => {
  const throttled = (r: { ok: boolean; error?: string }) =>
    !r.ok && /^Trop de tentatives de connexion\. Réessayez dans \d+ (secondes?|minutes?)\.$/.test(r.error ?? '');
  const { pair, client } = SIGN_IN_LIMITS;
  // Attackers' wrong guesses: a provider that refuses every password without spending bcrypt time,
  // so the tests exercise the limits, not the hashing.
  const refusing: AuthProvider = { ...provider, signIn: async () => ({ ok: false, reason: 'invalid_credentials' }) };
  /** Moves a client's recorded attempts back in time, as if the caller had waited. */
  const age = (ip: string, seconds: number) =>
    testSql()`update private.rate_limit_events set created_at = created_at - make_interval(secs => ${seconds}) where key = ${ip} or key like ${`${ip}|%`}`;

  it("lets the admin in from another client after an attacker's 100 failures on the admin's address", async () => {
    const admin = await account('admin');
    // 100 counted failures: the attacker rotates through 34 addresses, each within its free tries.
    let failures = 0;
    for (let c = 0; failures < 100; c++) {
      const ip = `203.0.113.${c}`;
      for (let i = 0; i < pair.free && failures < 100; i++, failures++) {
        expect(await signInWith(refusing, memoryJar(), admin.email, `guess-${failures}`, ip)).toEqual({
          ok: false,
          error: AUTH_MSG.invalidCredentials,
        });
      }
    }
    const [row] =
      await testSql()`select count(*)::int as n from private.rate_limit_events where key like ${`%|${admin.email}`}`;
    expect(row!.n).toBe(100);
    const jar = memoryJar();
    expect(await signInWith(provider, jar, admin.email, PASSWORD, freshIp())).toMatchObject({
      ok: true,
      redirectTo: '/admin/dashboard',
    });
    expect(jar.get(SESSION_COOKIE)).toBeTruthy();
  });

  it('slows an attacker on one address from one client with growing delays, even for the right password', async () => {
    const user = await account('admin');
    const ip = freshIp();
    for (let i = 0; i < pair.free; i++) {
      expect(await signInWith(provider, memoryJar(), user.email, `wrong-${i}`, ip)).toEqual({
        ok: false,
        error: AUTH_MSG.invalidCredentials,
      });
    }
    const delays: number[] = [];
    for (let round = 0; round < 4; round++) {
      const refused = await signInWith(provider, memoryJar(), user.email, PASSWORD, ip);
      expect(throttled(refused)).toBe(true);
      const wait = (refused as { retryAfter: number }).retryAfter;
      delays.push(wait);
      // Refused attempts are not counted: retrying at once changes nothing.
      const again = await signInWith(provider, memoryJar(), user.email, 'wrong', ip);
      expect(again).toMatchObject({ ok: false, retryAfter: expect.any(Number) });
      expect((again as { retryAfter: number }).retryAfter).toBeLessThanOrEqual(wait);
      await age(ip, wait + 5);
      expect(await signInWith(provider, memoryJar(), user.email, `wrong-again-${round}`, ip)).toEqual({
        ok: false,
        error: AUTH_MSG.invalidCredentials,
      });
    }
    // Each wait doubles (a slow machine may have used a few of its seconds already).
    [30, 60, 120, 240].forEach((full, i) => {
      expect(delays[i]).toBeGreaterThan(full - 10);
      expect(delays[i]).toBeLessThanOrEqual(full);
    });
    expect(await signInWith(provider, memoryJar(), user.email, PASSWORD, ip)).toMatchObject({
      error: 'Trop de tentatives de connexion. Réessayez dans 8 minutes.',
    });
    // The same account from another client is not slowed.
    expect(await signInWith(provider, memoryJar(), user.email, PASSWORD, freshIp())).toMatchObject({ ok: true });
  });

  it(`caps a client at ${client.limit} failures over any addresses for ${client.windowSeconds / 60} minutes; other clients are unaffected`, async () => {
    const user = await account('user');
    const ip = freshIp();
    for (let i = 0; i < client.limit; i++) {
      expect(await signInWith(refusing, memoryJar(), `${unique('ghost')}@example.test`, 'whatever', ip)).toEqual({
        ok: false,
        error: AUTH_MSG.invalidCredentials,
      });
    }
    const refused = await signInWith(provider, memoryJar(), user.email, PASSWORD, ip);
    expect(refused).toEqual({
      ok: false,
      error: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
      retryAfter: expect.any(Number),
    });
    expect(await signInWith(provider, memoryJar(), user.email, PASSWORD, freshIp())).toMatchObject({ ok: true });
    // The state is in Postgres: another process (a new provider instance) sees it too.
    expect(throttled(await signInWith(localProvider(), memoryJar(), user.email, PASSWORD, ip))).toBe(true);
    // The cap counts from the oldest failure of the window: 11 minutes later, 4 minutes are left.
    await age(ip, 11 * 60);
    expect(await signInWith(provider, memoryJar(), user.email, PASSWORD, ip)).toMatchObject({
      error: 'Trop de tentatives de connexion. Réessayez dans 4 minutes.',
    });
  });

  it('forgets failures once they expire', async () => {
    const user = await account('user');
    const ip = freshIp();
    for (let i = 0; i < pair.free; i++) await signInWith(provider, memoryJar(), user.email, 'nope', ip);
    expect(throttled(await signInWith(provider, memoryJar(), user.email, PASSWORD, ip))).toBe(true);
    await age(ip, pair.windowSeconds + 1);
    expect(await signInWith(provider, memoryJar(), user.email, PASSWORD, ip)).toMatchObject({ ok: true });
  });

  it('lets no parallel burst through: at most the free tries reach the password check', async () => {
    const user = await account('user');
    let checks = 0;
    const counting: AuthProvider = {
      ...refusing,
      signIn: (jar, email, password) => {
        checks++;
        return refusing.signIn(jar, email, password);
      },
    };
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => signInWith(counting, memoryJar(), user.email, 'wrong', ip)),
    );
    expect(checks).toBe(pair.free);
    expect(results.filter(throttled)).toHaveLength(12 - pair.free);
  });

  it('does not count successes nor refused inactive accounts; a success clears the streak', async () => {
    const user = await account('user');
    const ip = freshIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < pair.free - 1; i++) await signInWith(provider, memoryJar(), user.email, 'nope', ip);
      expect(await signInWith(provider, memoryJar(), user.email, PASSWORD, ip)).toMatchObject({ ok: true });
    }
    const inactive = await account('user', { active: false });
    const ip2 = freshIp();
    for (let i = 0; i < pair.free + 1; i++) {
      expect(await signInWith(provider, memoryJar(), inactive.email, PASSWORD, ip2)).toEqual({
        ok: false,
        error: AUTH_MSG.inactive,
      });
    }
  });
});

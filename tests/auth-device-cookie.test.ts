// The device cookie (lib/auth/device-cookie.ts) on the real database: with no trusted proxy hop every
// client shares one rate-limit key, yet strangers' failures never refuse the owner on a browser that
// has signed in before; browsers without a valid device cookie for the account are limited as before.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '@/lib/auth/device-cookie';
import { AUTH_MSG } from '@/lib/copy/auth-messages';
import { SIGN_IN_LIMITS, signInWith } from '@/lib/auth/sign-in';
import type { AuthProvider } from '@/lib/auth/types';
import { UNKNOWN_CLIENT } from '@/lib/request/client-address';
import { closeTestSql, testSql } from './support/db';
import { memoryJar } from './support/cookie-jar';
import { account, PASSWORD, provider } from './support/local-accounts';

afterAll(closeTestSql);
beforeEach(async () => {
  await testSql()`delete from private.rate_limit_events`;
});

// Strangers' wrong guesses, without bcrypt time: the test exercises the limits.
const refusing: AuthProvider = { ...provider, signIn: async () => ({ ok: false, reason: 'invalid_credentials' }) };
/** Every sign-in from behind no trusted proxy: one shared key. */
const stranger = (email: string, i: number) => signInWith(refusing, memoryJar(), email, `guess-${i}`, UNKNOWN_CLIENT);

describe('device cookie', () => {
  it('is set, httpOnly, on a successful sign-in only', async () => {
    const user = await account('admin');
    const failed = memoryJar();
    await signInWith(provider, failed, user.email, 'wrong', UNKNOWN_CLIENT);
    expect(failed.get(DEVICE_COOKIE)).toBeUndefined();
    const jar = memoryJar();
    expect((await signInWith(provider, jar, user.email, PASSWORD, UNKNOWN_CLIENT)).ok).toBe(true);
    expect(jar.get(DEVICE_COOKIE)).toBeTruthy();
    expect(jar.options(DEVICE_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
  });

  it('lets the owner in from a known browser after strangers exhausted every shared limit', async () => {
    const owner = await account('admin');
    const browser = memoryJar();
    expect((await signInWith(provider, browser, owner.email, PASSWORD, UNKNOWN_CLIENT)).ok).toBe(true);
    const device = memoryJar({ [DEVICE_COOKIE]: browser.get(DEVICE_COOKIE)! });

    // Strangers: past the pair's free tries and the client's cap, all on the shared key.
    for (let i = 0; i < SIGN_IN_LIMITS.client.limit; i++) await stranger(owner.email, i);
    const unknownBrowser = await signInWith(provider, memoryJar(), owner.email, PASSWORD, UNKNOWN_CLIENT);
    // A browser the account has never seen is asked for a proof of work (not refused: tests/auth-local-throttling.test.ts).
    expect(unknownBrowser).toMatchObject({ ok: false, error: AUTH_MSG.proofRequired, proof: expect.any(Object) });

    // The owner's browser is not refused by them.
    expect(await signInWith(provider, device, owner.email, PASSWORD, UNKNOWN_CLIENT)).toMatchObject({ ok: true });
  });

  it('counts a known browser’s own failures on that device only', async () => {
    const owner = await account('admin');
    const browser = memoryJar();
    await signInWith(provider, browser, owner.email, PASSWORD, UNKNOWN_CLIENT);
    const cookie = browser.get(DEVICE_COOKIE)!;
    for (let i = 0; i < SIGN_IN_LIMITS.device.free; i++) {
      expect(
        await signInWith(refusing, memoryJar({ [DEVICE_COOKIE]: cookie }), owner.email, 'x', UNKNOWN_CLIENT),
      ).toMatchObject({
        ok: false,
        error: expect.not.stringMatching(/Trop de tentatives/),
      });
    }
    const refused = await signInWith(
      provider,
      memoryJar({ [DEVICE_COOKIE]: cookie }),
      owner.email,
      PASSWORD,
      UNKNOWN_CLIENT,
    );
    expect(refused).toMatchObject({ ok: false, retryAfter: expect.any(Number) });
    // Nothing was counted against the shared client key: a first-time browser is not refused.
    expect((await signInWith(provider, memoryJar(), owner.email, PASSWORD, UNKNOWN_CLIENT)).ok).toBe(true);
  });

  it('counts for nothing when forged, expired or issued for another account', async () => {
    const owner = await account('admin');
    const other = await account('user');
    const otherBrowser = memoryJar();
    await signInWith(provider, otherBrowser, other.email, PASSWORD, UNKNOWN_CLIENT);
    for (let i = 0; i < SIGN_IN_LIMITS.client.limit; i++) await stranger(owner.email, i);
    for (const cookie of [otherBrowser.get(DEVICE_COOKIE)!, 'eyJhbGciOiJIUzI1NiJ9.e30.forged', 'x'.repeat(2000)]) {
      const result = await signInWith(
        provider,
        memoryJar({ [DEVICE_COOKIE]: cookie }),
        owner.email,
        PASSWORD,
        UNKNOWN_CLIENT,
      );
      // Treated as a browser the account has never seen: a proof of work, as any other.
      expect(result).toMatchObject({ ok: false, error: AUTH_MSG.proofRequired, proof: expect.any(Object) });
    }
  });
});

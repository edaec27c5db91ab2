// Changing a local account's password on the real database: a session opened in the last ten
// minutes may do it directly; an older one (a stolen cookie, a browser left open) must give the
// current password. The account's other sessions are signed out either way.
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, verifySessionToken } from '@/lib/auth/session-token';
import { signInWith } from '@/lib/auth/sign-in';
import { closeTestSql, testSql } from './support/db';
import { memoryJar } from './support/cookie-jar';
import { freshIp, PASSWORD, provider, signedIn } from './support/local-accounts';

afterAll(closeTestSql);

/** Makes the jar's session as old as `minutes`, as if signed in that long ago. */
async function age(jar: ReturnType<typeof memoryJar>, minutes: number) {
  const token = await verifySessionToken(jar.get(SESSION_COOKIE));
  await testSql()`update private.sessions set created_at = now() - make_interval(mins => ${minutes}) where id = ${token!.sessionId}`;
}

describe('password change', () => {
  it('a session just opened changes it without the current password', async () => {
    const { jar } = await signedIn();
    expect(await provider.updatePassword(jar, 'un tout nouveau mot de passe')).toMatchObject({ ok: true });
  });

  it('an older session must give the current password, and a wrong one changes nothing', async () => {
    const { user, jar } = await signedIn();
    await age(jar, 11);
    expect(await provider.updatePassword(jar, 'pris par un voleur')).toEqual({ ok: false, reason: 'current_required' });
    expect(await provider.updatePassword(jar, 'pris par un voleur', 'devine')).toEqual({
      ok: false,
      reason: 'current_wrong',
    });
    expect((await signInWith(provider, memoryJar(), user.email, PASSWORD, freshIp())).ok).toBe(true);

    const other = memoryJar();
    await signInWith(provider, other, user.email, PASSWORD, freshIp());
    expect(await provider.updatePassword(jar, 'le vrai nouveau mot de passe', PASSWORD)).toMatchObject({ ok: true });
    expect((await signInWith(provider, memoryJar(), user.email, 'le vrai nouveau mot de passe', freshIp())).ok).toBe(
      true,
    );
    // The account's other sessions are signed out; this one stays.
    expect(await provider.getUser(other)).toBeNull();
    expect(await provider.getUser(jar)).toMatchObject({ email: user.email });
  });
});

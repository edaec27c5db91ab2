// Local provider on the real database: brute-force throttling of sign-in attempts.
import { afterAll, describe, expect, it } from 'vitest';
import { localProvider } from '@/lib/auth/local';
import { AUTH_MSG } from '@/lib/copy/auth-messages';
import { SESSION_COOKIE } from '@/lib/auth/session-token';
import { BUCKET_PROOF, SIGN_IN_LIMITS, signInWith } from '@/lib/auth/sign-in';
import type { AuthProvider, SignInResult } from '@/lib/auth/types';
import { PROOF_FAILURES_PER_LEVEL } from '@/lib/security/proof-of-work';
import { solvedProof } from './support/proof';
import { closeTestSql, testSql } from './support/db';
import { memoryJar } from './support/cookie-jar';
import { account, freshIp, PASSWORD, provider, unique } from './support/local-accounts';

afterAll(closeTestSql);

describe('brute force', () => {
  /** The limits' answer to a browser they would stop: a proof of work to solve, never a refusal. */
  const asksProof = (r: SignInResult) => !r.ok && r.error === AUTH_MSG.proofRequired && Boolean(r.proof);
  const proofOf = (r: SignInResult) => (r.ok ? undefined : r.proof)!;
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

  it('asks a browser past the free tries for a proof of work, and then lets the right password in', async () => {
    const user = await account('admin');
    const ip = freshIp();
    for (let i = 0; i < pair.free; i++) {
      expect(await signInWith(provider, memoryJar(), user.email, `wrong-${i}`, ip)).toEqual({
        ok: false,
        error: AUTH_MSG.invalidCredentials,
      });
    }
    // Past the free tries from this address: the right password is not refused, a proof is asked for.
    const asked = await signInWith(provider, memoryJar(), user.email, PASSWORD, ip);
    expect(asksProof(asked)).toBe(true);
    const proof = await solvedProof(proofOf(asked));
    expect(await signInWith(provider, memoryJar(), user.email, 'still-wrong', ip, proof)).toEqual({
      ok: false,
      error: AUTH_MSG.invalidCredentials,
    });
    // A proof is good once (another account's is refused too: tests/proof-of-work.test.ts).
    const replayed = await signInWith(provider, memoryJar(), user.email, PASSWORD, ip, proof);
    expect(asksProof(replayed)).toBe(true);
    const jar = memoryJar();
    expect(
      await signInWith(provider, jar, user.email, PASSWORD, ip, await solvedProof(proofOf(replayed))),
    ).toMatchObject({
      ok: true,
    });
    expect(jar.get(SESSION_COOKIE)).toBeTruthy();
    for (let i = 0; i < pair.free + 1; i++) await signInWith(provider, memoryJar(), user.email, `wrong-${i}`, ip);
    // Garbage or a tampered proof is not one.
    for (const bad of ['', 'x', '{}', proof.replace(/"counter":\d+/, '"counter":1')]) {
      expect(asksProof(await signInWith(provider, memoryJar(), user.email, PASSWORD, ip, bad))).toBe(true);
    }
  });

  it('makes each proof harder as wrong guesses with proofs pile up on an account', async () => {
    const user = await account('user');
    const ip = freshIp();
    for (let i = 0; i < pair.free; i++) await signInWith(refusing, memoryJar(), user.email, `wrong-${i}`, ip);
    const first = await signInWith(refusing, memoryJar(), user.email, 'x', ip);
    expect(proofOf(first).parameters.data).toMatchObject({ purpose: 'signin', subject: user.email, level: 0 });
    // A wrong guess made with a proof counts against the account, whatever address it comes from.
    expect(await signInWith(refusing, memoryJar(), user.email, 'x', ip, await solvedProof(proofOf(first)))).toEqual({
      ok: false,
      error: AUTH_MSG.invalidCredentials,
    });
    const [row] =
      await testSql()`select count(*)::int as n from private.rate_limit_events where bucket = ${BUCKET_PROOF} and key = ${user.email}`;
    expect(row!.n).toBe(1);
    // As if the attacker had made more wrong guesses with proofs in the last hour.
    await testSql()`insert into private.rate_limit_events (bucket, key)
      select ${BUCKET_PROOF}, ${user.email} from generate_series(2, ${PROOF_FAILURES_PER_LEVEL * 2})`;
    const harder = await signInWith(refusing, memoryJar(), user.email, 'x', freshIp());
    expect(harder).toMatchObject({ ok: false, error: AUTH_MSG.invalidCredentials }); // a fresh address: free tries
    for (let i = 0; i < pair.free; i++) await signInWith(refusing, memoryJar(), user.email, 'x', ip);
    expect(proofOf(await signInWith(refusing, memoryJar(), user.email, 'x', ip)).parameters.data).toMatchObject({
      level: 2,
    });
    // A success with a proof withdraws that attempt, and the owner gets in.
    const asked = await signInWith(provider, memoryJar(), user.email, PASSWORD, ip);
    expect(
      await signInWith(provider, memoryJar(), user.email, PASSWORD, ip, await solvedProof(proofOf(asked))),
    ).toMatchObject({ ok: true });
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
    // Any account from that address now needs a proof, the right password included; then it gets in.
    const asked = await signInWith(provider, memoryJar(), user.email, PASSWORD, ip);
    expect(asksProof(asked)).toBe(true);
    expect(await signInWith(provider, memoryJar(), user.email, PASSWORD, freshIp())).toMatchObject({ ok: true });
    // The state is in Postgres: another process (a new provider instance) sees it too.
    expect(asksProof(await signInWith(localProvider(), memoryJar(), user.email, PASSWORD, ip))).toBe(true);
    expect(
      await signInWith(provider, memoryJar(), user.email, PASSWORD, ip, await solvedProof(proofOf(asked))),
    ).toMatchObject({ ok: true });
    // The cap counts from the oldest failure of the window: once it has passed, no proof is asked.
    await age(ip, client.windowSeconds + 1);
    expect(await signInWith(refusing, memoryJar(), `${unique('ghost')}@example.test`, 'x', ip)).toEqual({
      ok: false,
      error: AUTH_MSG.invalidCredentials,
    });
  });

  it('forgets failures once they expire', async () => {
    const user = await account('user');
    const ip = freshIp();
    for (let i = 0; i < pair.free; i++) await signInWith(provider, memoryJar(), user.email, 'nope', ip);
    expect(asksProof(await signInWith(provider, memoryJar(), user.email, PASSWORD, ip))).toBe(true);
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
    expect(results.filter(asksProof)).toHaveLength(12 - pair.free);
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

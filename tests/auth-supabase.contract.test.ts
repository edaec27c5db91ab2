// Contract tests of the supabase provider: real supabase-js / @supabase/ssr code against a LOCAL
// HTTP STAND-IN of the Supabase Auth API (tests/support/supabase-auth-standin.ts), with profiles
// in the real test database.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { AUTH_MSG } from '@/lib/copy/auth-messages';
import { SIGN_IN_LIMITS, signInWith } from '@/lib/auth/sign-in';
import { hasSupabaseAuthCookie } from '@/lib/auth/supabase/config';
import { supabaseProvider } from '@/lib/auth/supabase/provider';
import { updateSupabaseSession } from '@/lib/auth/supabase/proxy';
import type { AuthProvider } from '@/lib/auth/types';
import { createLocalUser } from '@/lib/db/users';
import { memoryJar, type MemoryJar } from './support/cookie-jar';
import { closeTestSql, testSql } from './support/db';
import {
  postgresAccessTokenHook,
  startSupabaseAuthStandin,
  type StandinUser,
  type SupabaseAuthStandin,
} from './support/supabase-auth-standin';
import { env } from '@/lib/env';
import { proxy } from '@/proxy';

const PASSWORD = 'supabase secret 123';
let standin: SupabaseAuthStandin;
let provider: AuthProvider;
let n = 0;
const freshIp = () => `203.0.113.${++n}`;

/** A user known to the stand-in whose profile lives in the test database (same id). */
async function user(role: 'user' | 'admin' = 'user', extra: Partial<StandinUser> = {}): Promise<StandinUser> {
  const email = `${role}-${++n}-${Date.now().toString(36)}@example.test`;
  const created = await createLocalUser(testSql(), { email, password: 'unused-locally', role });
  const u = { id: created.id, email, password: PASSWORD, ...extra };
  standin.addUser(u);
  return u;
}

const authCookies = (jar: MemoryJar) => jar.getAll().filter((c) => hasSupabaseAuthCookie([c.name]));

async function signedIn(role: 'user' | 'admin' = 'admin') {
  const u = await user(role);
  const jar = memoryJar();
  expect(await signInWith(provider, jar, u.email, PASSWORD, freshIp())).toMatchObject({ ok: true });
  return { u, jar };
}

beforeAll(async () => {
  standin = await startSupabaseAuthStandin({ accessTokenHook: postgresAccessTokenHook(testSql()) });
  provider = supabaseProvider({ url: standin.url, key: standin.key });
});
beforeEach(() => {
  standin.requests.length = 0;
  standin.accessTokenTtl = 3600;
});
afterAll(async () => {
  await standin.close();
  await closeTestSql();
});

describe('supabase provider against the Auth API stand-in', () => {
  it('signs in with the password grant and stores the session in HttpOnly Lax cookies', async () => {
    const u = await user('admin');
    const jar = memoryJar();
    const result = await signInWith(provider, jar, u.email.toUpperCase(), PASSWORD, freshIp());
    expect(result).toMatchObject({
      ok: true,
      redirectTo: '/admin/dashboard',
      user: { id: u.id, email: u.email, isAdmin: true },
    });

    const [call] = standin.calls('/auth/v1/token', 'password');
    expect(call?.headers.apikey).toBe(standin.key);
    expect(call?.body).toMatchObject({ email: u.email, password: PASSWORD });
    const cookies = authCookies(jar);
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) expect(jar.options(c.name)).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });

    const [row] = await testSql()`select last_login from profiles where id = ${u.id}`;
    expect(row!.last_login).toBeInstanceOf(Date);
  });

  it('trusts the user through getClaims() → the Auth server (HS256), with role and activity from profiles', async () => {
    const { u, jar } = await signedIn('admin');
    standin.requests.length = 0;
    expect(await provider.getUser(jar)).toEqual({
      id: u.id,
      email: u.email,
      role: 'admin',
      isActive: true,
      isAdmin: true,
      isStaff: true,
    });
    expect(standin.calls('/auth/v1/user')).toHaveLength(1);
    expect(standin.calls('/auth/v1/user')[0]!.headers.authorization).toMatch(/^Bearer /);

    const plain = await signedIn('user');
    expect(await provider.getUser(plain.jar)).toMatchObject({ email: plain.u.email, isAdmin: false });
    expect(await provider.getUser(memoryJar())).toBeNull();
  });

  it('refuses a forged session cookie: the Auth server does not vouch for it', async () => {
    const { jar } = await signedIn('admin');
    const [first] = authCookies(jar);
    const session = JSON.parse(Buffer.from(first!.value.replace(/^base64-/, ''), 'base64url').toString());
    const [h, p] = String(session.access_token).split('.');
    session.access_token = `${h}.${p}.${Buffer.from('forged').toString('base64url')}`;
    const forged = memoryJar({ [first!.name]: `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}` });
    standin.requests.length = 0;
    expect(await provider.getUser(forged)).toBeNull();
    expect(standin.calls('/auth/v1/user')).toHaveLength(1); // asked, and refused with 403 bad_jwt
  });

  it('maps Auth errors to French messages', async () => {
    const u = await user('admin');
    expect(await signInWith(provider, memoryJar(), u.email, 'wrong', freshIp())).toEqual({
      ok: false,
      error: AUTH_MSG.invalidCredentials,
    });
    expect(await signInWith(provider, memoryJar(), 'nobody@example.test', PASSWORD, freshIp())).toEqual({
      ok: false,
      error: AUTH_MSG.invalidCredentials,
    });
    const unconfirmed = await user('user', { confirmed: false });
    expect(await signInWith(provider, memoryJar(), unconfirmed.email, PASSWORD, freshIp())).toEqual({
      ok: false,
      error: AUTH_MSG.unconfirmed,
    });
    const banned = await user('user', { banned: true });
    expect(await signInWith(provider, memoryJar(), banned.email, PASSWORD, freshIp())).toEqual({
      ok: false,
      error: AUTH_MSG.inactive,
    });
    standin.failNext(500);
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(await signInWith(provider, memoryJar(), u.email, PASSWORD, freshIp())).toEqual({
        ok: false,
        error: AUTH_MSG.failure,
      });
    } finally {
      console.error = quiet;
    }
  });

  it('refuses an account whose profile is inactive, and closes the Supabase session it got', async () => {
    const u = await user('admin');
    await testSql()`update profiles set is_active = false where id = ${u.id}`;
    const jar = memoryJar();
    expect(await signInWith(provider, jar, u.email, PASSWORD, freshIp())).toEqual({
      ok: false,
      error: AUTH_MSG.inactive,
    });
    expect(authCookies(jar)).toEqual([]);
    expect(standin.calls('/auth/v1/logout')).toHaveLength(1);
  });

  it('asks for a proof of work past the limits before asking Supabase', async () => {
    const u = await user('user');
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_LIMITS.pair.free; i++) await signInWith(provider, memoryJar(), u.email, 'wrong', ip);
    const before = standin.calls('/auth/v1/token', 'password').length;
    const blocked = await signInWith(provider, memoryJar(), u.email, PASSWORD, ip);
    expect(blocked).toMatchObject({ ok: false, error: AUTH_MSG.proofRequired, proof: expect.any(Object) });
    expect(standin.calls('/auth/v1/token', 'password')).toHaveLength(before);
  });

  it('signs out: the Auth server ends the session, the cookies go, a copy of them is dead', async () => {
    const { jar } = await signedIn('admin');
    const copy = jar.clone();
    await provider.signOut(jar);
    expect(standin.calls('/auth/v1/logout')).toHaveLength(1);
    expect(standin.calls('/auth/v1/logout')[0]!.query.scope).toBe('local');
    expect(authCookies(jar)).toEqual([]);
    expect(await provider.getUser(jar)).toBeNull();
    expect(await provider.getUser(copy)).toBeNull();
  });

  it('deactivation applies on the next request, whatever the token says', async () => {
    const { u, jar } = await signedIn('admin');
    expect(await provider.getUser(jar)).not.toBeNull();
    await testSql()`update profiles set is_active = false where id = ${u.id}`;
    expect(await provider.getUser(jar)).toBeNull();
  });
});

describe('proxy client', () => {
  const request = (jar: MemoryJar) =>
    new NextRequest('http://localhost/admin/dashboard', { headers: { cookie: jar.header() } });
  const config = () => ({ url: standin.url, key: standin.key });

  it('refreshes an expiring session and writes the new cookies to the request and the response', async () => {
    standin.accessTokenTtl = 30; // inside supabase-js's refresh margin
    const { jar } = await signedIn('admin');
    const before = authCookies(jar)
      .map((c) => c.value)
      .join('');
    standin.requests.length = 0;
    const { response, signedIn: ok } = await updateSupabaseSession(config(), request(jar));
    expect(ok).toBe(true);
    expect(standin.calls('/auth/v1/token', 'refresh_token')).toHaveLength(1);
    const set = response.cookies.getAll().filter((c) => hasSupabaseAuthCookie([c.name]));
    expect(set.length).toBeGreaterThan(0);
    expect(set.map((c) => c.value).join('')).not.toBe(before);
    expect(set[0]).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('reports no user without cookies or after sign-out', async () => {
    expect((await updateSupabaseSession(config(), request(memoryJar()))).signedIn).toBe(false);
    const { jar } = await signedIn('user');
    const copy = jar.clone();
    await provider.signOut(jar);
    expect((await updateSupabaseSession(config(), request(copy))).signedIn).toBe(false);
  });
});

describe('custom access-token hook and the proxy (Supabase)', () => {
  const claimsOf = (jar: MemoryJar) => {
    const [first] = authCookies(jar);
    const session = JSON.parse(Buffer.from(first!.value.replace(/^base64-/, ''), 'base64url').toString());
    return JSON.parse(Buffer.from(String(session.access_token).split('.')[1]!, 'base64url').toString());
  };
  const saved = { url: env.NEXT_PUBLIC_SUPABASE_URL, key: env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY };
  beforeAll(() => {
    // proxy.ts picks the provider from the parsed environment.
    env.NEXT_PUBLIC_SUPABASE_URL = standin.url;
    env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = standin.key;
  });
  afterAll(() => {
    env.NEXT_PUBLIC_SUPABASE_URL = saved.url;
    env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = saved.key;
  });
  const visit = (jar: MemoryJar) =>
    proxy(new NextRequest('http://localhost/admin/users', { headers: { cookie: jar.header() } }));
  const location = (res: Response) =>
    res.headers.get('location') ? new URL(res.headers.get('location')!).pathname : null;

  it('runs as supabase_auth_admin only and puts user_role into the claims from the profile', async () => {
    const admin = await user('admin');
    const plain = await user('user');
    const inactive = await user('admin');
    await testSql()`update profiles set is_active = false where id = ${inactive.id}`;
    const hook = postgresAccessTokenHook(testSql());
    const role = async (id: string) =>
      (await hook({ user_id: id, claims: { sub: id, aud: 'authenticated' }, authentication_method: 'password' })).claims
        .user_role;
    expect(await role(admin.id)).toBe('admin');
    expect(await role(plain.id)).toBe('user');
    expect(await role(inactive.id)).toBe('user');
    expect(await role(crypto.randomUUID())).toBe('user');
    // The REST API's roles cannot call it.
    for (const r of ['anon', 'authenticated']) {
      await expect(
        testSql().begin(async (tx) => {
          await tx.unsafe(`set local role ${r}`);
          await tx`select public.custom_access_token_hook('{}'::jsonb)`;
        }),
      ).rejects.toThrow(/permission denied/);
    }
  });

  it('signs the claim into the access token; the proxy admits an admin and sends a signed-in plain user to /login', async () => {
    const admin = await signedIn('admin');
    expect(claimsOf(admin.jar)).toMatchObject({ user_role: 'admin', sub: admin.u.id });
    const res = await visit(admin.jar);
    expect(location(res)).toBeNull();
    expect(res.headers.get('x-middleware-next')).toBe('1');

    const plain = await signedIn('user');
    expect(claimsOf(plain.jar)).toMatchObject({ user_role: 'user' });
    standin.requests.length = 0;
    expect(location(await visit(plain.jar))).toBe('/login');
    expect(standin.calls('/auth/v1/user')).toHaveLength(1); // the token was verified, the database was not asked
    expect(location(await visit(memoryJar()))).toBe('/login');
  });

  it('refuses a token whose claim was edited (the Auth server does not vouch for it)', async () => {
    const plain = await signedIn('user');
    const [first] = authCookies(plain.jar);
    const session = JSON.parse(Buffer.from(first!.value.replace(/^base64-/, ''), 'base64url').toString());
    const [h, p, sig] = String(session.access_token).split('.');
    const claims = { ...JSON.parse(Buffer.from(p!, 'base64url').toString()), user_role: 'admin' };
    session.access_token = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${sig}`;
    const forged = memoryJar({ [first!.name]: `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}` });
    expect(location(await visit(forged))).toBe('/login');
  });

  it('a role change reaches the token at its next refresh; the database check applies at once', async () => {
    standin.accessTokenTtl = 30; // every visit refreshes
    const { u, jar } = await signedIn('user');
    await testSql()`update profiles set role = 'admin' where id = ${u.id}`;
    const res = await visit(jar);
    expect(location(res)).toBeNull();
    await testSql()`update profiles set role = 'user' where id = ${u.id}`;
    expect(await provider.getUser(jar)).toMatchObject({ isAdmin: false });
  });
});

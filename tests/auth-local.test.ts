// Local provider on the real database: sign-in, failures, throttling, revocation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MSG } from '@/lib/copy/auth-messages';
import { SESSION_COOKIE, signSessionToken } from '@/lib/auth/session-token';
import { SESSION_HINT_COOKIE } from '@/lib/auth/session-hint';
import { signInWith } from '@/lib/auth/sign-in';
import type { AuthProvider } from '@/lib/auth/types';
import { createLocalUser } from '@/lib/db/users';
import { deleteUser, setActive, setRole } from '@/lib/data/users';
import { closeTestSql, testSql } from './support/db';
import { memoryJar, type MemoryJar } from './support/cookie-jar';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { account, freshIp, PASSWORD, provider, signedIn, unique } from './support/local-accounts';

let actor: { id: string };
beforeAll(async () => {
  actor = await account('admin');
});
afterAll(closeTestSql);

describe('accounts', () => {
  it('stores Supabase-compatible bcrypt hashes and the role in the profile', async () => {
    const user = await account('admin');
    const [row] = await testSql()`
      select u.encrypted_password, u.raw_app_meta_data, p.role, p.is_active
      from auth.users u join profiles p on p.id = u.id where u.id = ${user.id}`;
    expect(row!.encrypted_password).toMatch(/^\$2a\$10\$/);
    expect(row!.raw_app_meta_data).toMatchObject({ provider: 'email', role: 'admin' });
    expect(row).toMatchObject({ role: 'admin', is_active: true });
  });

  it('refuses a duplicate e-mail, whatever its case', async () => {
    const user = await account();
    await expect(
      createLocalUser(testSql(), { email: user.email.toUpperCase(), password: PASSWORD }),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('accepts a hash written by another bcrypt implementation ($2a$, as exported from Supabase)', async () => {
    const email = `${unique('export')}@example.test`;
    // OpenBSD test vector: bcrypt("U*U") with cost 5.
    await testSql()`insert into auth.users (email, encrypted_password) values (${email}, '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW')`;
    const result = await signInWith(provider, memoryJar(), email, 'U*U', freshIp());
    expect(result.ok).toBe(true);
  });
});

describe('sign-in', () => {
  it('signs an admin in: HttpOnly Lax cookie, session row, last_login, back office destination', async () => {
    const user = await account('admin');
    const jar = memoryJar();
    const result = await signInWith(provider, jar, `  ${user.email.toUpperCase()} `, PASSWORD, freshIp());
    expect(result).toMatchObject({
      ok: true,
      redirectTo: '/admin/dashboard',
      user: { id: user.id, email: user.email, isAdmin: true },
    });
    expect(jar.get(SESSION_COOKIE)).toBeTruthy();
    expect(jar.options(SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: false });
    expect(await provider.getUser(jar)).toEqual({
      id: user.id,
      email: user.email,
      role: 'admin',
      isActive: true,
      isAdmin: true,
      isStaff: true,
    });
    const [row] = await testSql()`
      select p.last_login, u.last_sign_in_at, (select count(*)::int from private.sessions s where s.user_id = p.id) as sessions
      from profiles p join auth.users u on u.id = p.id where p.id = ${user.id}`;
    expect(row!.last_login).toBeInstanceOf(Date);
    expect(Date.now() - (row!.last_login as Date).getTime()).toBeLessThan(60_000);
    expect(row!.last_sign_in_at).toBeInstanceOf(Date);
    expect(row!.sessions).toBe(1);
  });

  it('sends a plain user home, signed in without rights', async () => {
    const user = await account('user');
    const jar = memoryJar();
    const result = await signInWith(provider, jar, user.email, PASSWORD, freshIp());
    expect(result).toMatchObject({ ok: true, redirectTo: '/', user: { isAdmin: false } });
    expect(await provider.getUser(jar)).toMatchObject({ email: user.email, isAdmin: false });
  });

  it('refuses a wrong password and an unknown e-mail with the same French message, no cookie', async () => {
    const user = await account('admin');
    for (const [email, password] of [
      [user.email, 'wrong password'],
      ['nobody@example.test', PASSWORD],
    ] as const) {
      const jar = memoryJar();
      expect(await signInWith(provider, jar, email, password, freshIp())).toEqual({
        ok: false,
        error: AUTH_MSG.invalidCredentials,
      });
      expect(jar.getAll()).toEqual([]);
    }
    const [row] = await testSql()`select last_login from profiles where id = ${user.id}`;
    expect(row!.last_login).toBeNull();
  });

  it('refuses an inactive account with a clear message, and only once the password is right', async () => {
    const user = await account('admin', { active: false });
    const jar = memoryJar();
    expect(await signInWith(provider, jar, user.email, PASSWORD, freshIp())).toEqual({
      ok: false,
      error: 'Ce compte est désactivé. Contactez un administrateur.',
    });
    expect(jar.getAll()).toEqual([]);
    expect(await signInWith(provider, jar, user.email, 'wrong password', freshIp())).toEqual({
      ok: false,
      error: AUTH_MSG.invalidCredentials,
    });
    const [row] = await testSql()`select count(*)::int as n from private.sessions where user_id = ${user.id}`;
    expect(row!.n).toBe(0);
  });

  it('answers the generic French message when the provider fails', async () => {
    const broken: AuthProvider = { ...provider, signIn: async () => Promise.reject(new Error('boom')) };
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(await signInWith(broken, memoryJar(), 'x@example.test', 'x', freshIp())).toEqual({
        ok: false,
        error: 'Une erreur est survenue lors de la connexion',
      });
    } finally {
      console.error = quiet;
    }
  });
});

describe('sessions', () => {
  it('sign-out revokes the session server-side: a copy of the cookie is dead too', async () => {
    const { jar } = await signedIn('admin');
    const stolen = jar.clone();
    await provider.signOut(jar);
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    expect(await provider.getUser(jar)).toBeNull();
    expect(await provider.getUser(stolen)).toBeNull();
  });

  it('deactivation ends every session at once (through setActive, or directly in the table)', async () => {
    const a = await signedIn('admin');
    const b = await signedIn('admin');
    await setActive(actor.id, a.user.id, false);
    expect(await provider.getUser(a.jar)).toBeNull();
    await testSql()`update profiles set is_active = false where id = ${b.user.id}`;
    expect(await provider.getUser(b.jar)).toBeNull();
    // Reactivation does not resurrect the revoked session.
    await setActive(actor.id, a.user.id, true);
    expect(await provider.getUser(a.jar)).toBeNull();
  });

  it('a role change ends the sessions opened under the former role (setting the same role does not); deletion ends them too', async () => {
    const a = await signedIn('user');
    await setRole(actor.id, a.user.id, 'user');
    expect(await provider.getUser(a.jar)).toMatchObject({ isAdmin: false });
    await setRole(actor.id, a.user.id, 'admin');
    expect(await provider.getUser(a.jar)).toBeNull();
    const b = await signedIn('admin');
    await deleteUser(actor.id, b.user.id);
    expect(await provider.getUser(b.jar)).toBeNull();
  });

  it('rejects forged, foreign-key and expired tokens', async () => {
    const { user, jar } = await signedIn('admin');
    const token = jar.get(SESSION_COOKIE)!;
    const [head, body, sig] = token.split('.');
    // The first character changes 6 bits of the signature (the last one carries 2 unused bits, so
    // changing it could leave the decoded signature as it was).
    const tampered = `${head}.${body}.${sig!.startsWith('A') ? 'B' : 'A'}${sig!.slice(1)}`;
    expect(await provider.getUser(memoryJar({ [SESSION_COOKIE]: tampered }))).toBeNull();
    expect(await provider.getUser(memoryJar({ [SESSION_COOKIE]: 'garbage' }))).toBeNull();

    const [session] = await testSql()<{ id: string }[]>`select id from private.sessions where user_id = ${user.id}`;
    const otherSecret = 'x'.repeat(40);
    const foreign = await signSessionToken(
      { sessionId: session!.id, userId: user.id, role: 'admin', expiresAt: new Date(Date.now() + 60_000) },
      otherSecret,
    );
    expect(await provider.getUser(memoryJar({ [SESSION_COOKIE]: foreign }))).toBeNull();
    // A valid signature over another user's id does not borrow the session.
    const other = await account('user');
    const swapped = await signSessionToken({
      sessionId: session!.id,
      userId: other.id,
      role: 'admin',
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(await provider.getUser(memoryJar({ [SESSION_COOKIE]: swapped }))).toBeNull();
    // alg "none" is refused.
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    expect(await provider.getUser(memoryJar({ [SESSION_COOKIE]: unsigned }))).toBeNull();
    // The session row expired even though the token still looks valid.
    await testSql()`update private.sessions set expires_at = now() - interval '1 second' where id = ${session!.id}`;
    expect(await provider.getUser(jar)).toBeNull();
    // An expired token is refused before any lookup.
    await testSql()`update private.sessions set expires_at = now() + interval '1 hour' where id = ${session!.id}`;
    expect(await provider.getUser(jar)).not.toBeNull();
    const expired = await signSessionToken({
      sessionId: session!.id,
      userId: user.id,
      role: 'admin',
      expiresAt: new Date(Date.now() - 10_000),
    });
    expect(await provider.getUser(memoryJar({ [SESSION_COOKIE]: expired }))).toBeNull();
  });
});

describe('proxy (local provider: the role signed into the session cookie, no database call)', () => {
  const visit = (jar: MemoryJar, path = '/admin/dashboard') =>
    proxy(new NextRequest(`http://localhost${path}`, { headers: { cookie: jar.header() } }));
  const toLogin = (res: Response) => res.status === 307 && new URL(res.headers.get('location')!).pathname === '/login';

  it('lets an active admin through and sends a signed-in plain user, and a visitor, to /login', async () => {
    const admin = await signedIn('admin');
    const res = await visit(admin.jar);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('x-middleware-next')).toBe('1');

    const plain = await signedIn('user');
    expect(toLogin(await visit(plain.jar, '/admin/users'))).toBe(true);
    expect(toLogin(await visit(memoryJar()))).toBe(true);
  });

  it('refuses a token whose role was edited, and an older token without a role', async () => {
    const plain = await signedIn('user');
    const [head, body] = plain.jar.get(SESSION_COOKIE)!.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    expect(claims.role).toBe('user');
    const edited = `${head}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${plain.jar.get(SESSION_COOKIE)!.split('.')[2]}`;
    expect(toLogin(await visit(memoryJar({ [SESSION_COOKIE]: edited })))).toBe(true);

    const { SignJWT } = await import('jose');
    const legacy = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(process.env.SESSION_SECRET!));
    expect(toLogin(await visit(memoryJar({ [SESSION_COOKIE]: legacy })))).toBe(true);
  });

  it("gives an admin's browser back the session hint it lacks, and leaves one that has it alone", async () => {
    const admin = await signedIn('admin');
    expect(admin.jar.get(SESSION_HINT_COOKIE)).toBe('1'); // set by the sign-in
    expect((await visit(admin.jar)).headers.get('set-cookie')).toBeNull();

    const lacking = memoryJar({ [SESSION_COOKIE]: admin.jar.get(SESSION_COOKIE)! });
    const cookie = (await visit(lacking)).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sg_signed_in=1; Path=\/;.* Max-Age=34560000/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('is optimistic only: a demoted admin passes the proxy, but the database check refuses them at once', async () => {
    const { user, jar } = await signedIn('admin');
    // Demoted directly in the table (no revocation): the signed cookie still says admin.
    await testSql()`update profiles set role = 'user' where id = ${user.id}`;
    expect((await visit(jar)).headers.get('location')).toBeNull();
    expect(await provider.getUser(jar)).toMatchObject({ isAdmin: false });
  });
});

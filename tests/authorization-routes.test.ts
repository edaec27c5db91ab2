// The auth contract and the auth route handlers per actor (anonymous, plain user, inactive admin,
// admin), and the self-service account actions, which are open to everyone but act only on the
// caller's own account. The protected back-office actions are in authorization-matrix.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { getAdmin, getSessionUser, requireAdmin } from '@/lib/auth';
import { AUTH_MSG, ACCOUNT_MSG } from '@/lib/copy/auth-messages';
import { SESSION_COOKIE } from '@/lib/auth/session-token';
import { hasSessionHint, SESSION_HINT_COOKIE } from '@/lib/auth/session-hint';
import { SIGN_IN_LIMITS } from '@/lib/auth/sign-in';
import { createLocalUser } from '@/lib/db/users';
import { GET as sessionGET } from '@/app/api/session/route';
import { GET as previewGET } from '@/app/api/preview/route';
import { POST as signoutPOST } from '@/app/api/auth/signout/route';
import { GET as statisticsExportGET } from '@/app/admin/statistiques/export/route';
import { loginAction } from '@/app/login/actions';
import { forgotPasswordAction } from '@/app/login/mot-de-passe-oublie/actions';
import { newPasswordAction } from '@/app/login/nouveau-mot-de-passe/actions';
import { followEmailLink } from './support/email-link';
import { memoryJar } from './support/cookie-jar';
import { browser } from './support/next-headers';
import { testSql } from './support/db';
import { actAs, actors, ctx, newPost, outcome, PASSWORD, signIn, snapshot, setUpActors } from './support/authorization';

vi.mock('next/headers', () => import('./support/next-headers'));

setUpActors();

describe('lib/auth contract per actor', () => {
  it.each([
    ['anonymous', null, null],
    ['user', { isAdmin: false }, null],
    ['inactiveAdmin', null, null],
    ['admin', { isAdmin: true }, { isAdmin: true }],
  ] as const)('%s', async (name, user, admin) => {
    actAs(name);
    const expected = (v: object | null) => (v ? expect.objectContaining({ ...v, email: actors[name].email }) : null);
    expect(await getSessionUser()).toEqual(expected(user));
    expect(await getAdmin()).toEqual(expected(admin));
    if (admin) expect(await requireAdmin()).toMatchObject({ id: actors.admin.id });
    else expect(await outcome(() => requireAdmin())).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('GET /api/session', () => {
  it.each([
    ['anonymous', null],
    ['user', false],
    ['inactiveAdmin', null],
    ['admin', true],
  ] as const)('%s', async (name, isAdmin) => {
    actAs(name);
    const res = await sessionGET();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(await res.json()).toEqual({ user: isAdmin === null ? null : { email: actors[name].email, isAdmin } });
    // The session hint follows the answer: renewed for a user, cleared when no session is left (the
    // inactive admin signed in before the deactivation, so its browser still had one).
    expect(browser.jar.get(SESSION_HINT_COOKIE)).toBe(isAdmin === null ? undefined : '1');
    if (isAdmin !== null)
      expect(browser.jar.options(SESSION_HINT_COOKIE)).toMatchObject({ httpOnly: false, path: '/' });
  });
});

// Entering the private preview sets the draft-mode cookie: only an active admin gets it (a redirect to the item).
describe('GET /api/preview', () => {
  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['inactiveAdmin', 401],
    ['admin', 303],
  ] as const)('%s', async (name, status) => {
    actAs(name);
    const id = await newPost(ctx);
    const before = await snapshot();
    const res = await previewGET(ctx.request('GET', `/api/preview?type=article&id=${id}`));
    expect(res.status).toBe(status);
    expect(browser.jar.get('__prerender_bypass') !== undefined).toBe(name === 'admin');
    // Nothing changes but, for the admin, one more journal entry (« Aperçu »).
    const changed = (await snapshot()).filter((line) => !before.includes(line));
    expect(changed.map((line) => line.replace(/ md5=.*/, ''))).toEqual(
      name === 'admin'
        ? [
            before
              .find((l) => l.startsWith('public.audit_log '))!
              .replace(/rows=(\d+) md5=.*/, (_, n) => `rows=${Number(n) + 1}`),
          ]
        : [],
    );
    browser.jar.set('__prerender_bypass', '', { maxAge: 0 }); // later entries act without it
  });
});

describe('GET /admin/statistiques/export', () => {
  it.each([
    ['anonymous', 401],
    ['user', 401],
    ['inactiveAdmin', 401],
    ['author', 401],
    ['editor', 200],
    ['admin', 200],
  ] as const)('%s', async (name, status) => {
    actAs(name);
    const res = await statisticsExportGET(ctx.request('GET', '/admin/statistiques/export?periode=7j'));
    expect(res.status).toBe(status);
    if (status === 200) {
      // UTF-8 with its BOM, for French Excel (text() would drop it).
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(bytes.subarray(3).toString('utf8')).toMatch(/^Jour;Mesure;Valeur;Nombre\r\n/);
    }
  });
});

describe('session hint', () => {
  it('is read from a Cookie header or document.cookie by its exact name and value', () => {
    expect(hasSessionHint('sg_signed_in=1')).toBe(true);
    expect(hasSessionHint('a=b; sg_signed_in=1; c=d')).toBe(true);
    for (const none of ['', 'sg_signed_in=', 'sg_signed_in=0', 'xsg_signed_in=1', 'a=sg_signed_in=1'])
      expect(hasSessionHint(none)).toBe(false);
  });
});

describe('POST /api/auth/signout', () => {
  it.each(['user', 'admin'] as const)('revokes the session of a %s and clears its cookie', async (role) => {
    const session = await signIn(role);
    const copy = session.jar.clone();
    browser.jar = session.jar;
    const res = await signoutPOST(ctx.request('POST', '/api/auth/signout'));
    expect(res.status).toBe(200);
    expect(session.jar.get(SESSION_COOKIE)).toBeUndefined();
    expect(copy.get(SESSION_HINT_COOKIE)).toBe('1');
    expect(session.jar.get(SESSION_HINT_COOKIE)).toBeUndefined();
    browser.jar = copy;
    expect(await getSessionUser()).toBeNull();
  });

  it('is harmless for an anonymous visitor', async () => {
    actAs('anonymous');
    expect((await signoutPOST(ctx.request('POST', '/api/auth/signout'))).status).toBe(200);
  });

  it('refuses a cross-site request and keeps the session', async () => {
    const session = await signIn('admin');
    browser.jar = session.jar;
    for (const origin of ['https://evil.example', 'null']) {
      const req = ctx.request('POST', '/api/auth/signout');
      req.headers.set('origin', origin);
      expect((await signoutPOST(req)).status).toBe(403);
    }
    expect(await getSessionUser()).toMatchObject({ id: session.id });
  });
});

describe('login action', () => {
  const form = (email: string, password: string) => {
    const f = new FormData();
    f.set('email', email);
    f.set('password', password);
    return f;
  };

  it('sends an admin to the back office and a plain user home, with a session cookie', async () => {
    for (const role of ['admin', 'user'] as const) {
      const email = `${ctx.unique(`login-${role}`)}@example.test`;
      await createLocalUser(testSql(), { email, password: PASSWORD, role });
      browser.jar = memoryJar();
      browser.headers = new Headers({ 'x-forwarded-for': '192.0.2.200' });
      const state = await loginAction({ status: 'idle' }, form(email, PASSWORD));
      expect(state).toEqual({ status: 'success', redirectTo: role === 'admin' ? '/admin/dashboard' : '/' });
      expect(browser.jar.get(SESSION_COOKIE)).toBeTruthy();
      expect(browser.jar.get(SESSION_HINT_COOKIE)).toBe('1');
      expect(browser.jar.options(SESSION_HINT_COOKIE)).toMatchObject({ httpOnly: false, sameSite: 'lax' });
    }
  });

  it('ignores any « next » parameter (no open redirect)', async () => {
    const email = `${ctx.unique('login-next')}@example.test`;
    await createLocalUser(testSql(), { email, password: PASSWORD, role: 'admin' });
    browser.jar = memoryJar();
    const f = form(email, PASSWORD);
    f.set('next', 'https://evil.example/');
    f.set('redirectTo', '//evil.example');
    expect(await loginAction({ status: 'idle' }, f)).toEqual({ status: 'success', redirectTo: '/admin/dashboard' });
  });

  it('answers French errors and keeps the e-mail in the form', async () => {
    browser.jar = memoryJar();
    expect(await loginAction({ status: 'idle' }, form('nobody@example.test', 'nope'))).toEqual({
      status: 'error',
      error: AUTH_MSG.invalidCredentials,
      email: 'nobody@example.test',
    });
    expect(await loginAction({ status: 'idle' }, form('', ''))).toEqual({
      status: 'error',
      error: AUTH_MSG.invalidCredentials,
      email: '',
    });
    expect(browser.jar.getAll()).toEqual([]);
  });

  it('cannot be bypassed with a forged X-Forwarded-For: without trusted proxies every caller is one client', async () => {
    browser.jar = memoryJar();
    const target = `${ctx.unique('target')}@example.test`;
    for (let i = 0; i < SIGN_IN_LIMITS.pair.free; i++) {
      browser.headers = new Headers({
        'x-forwarded-for': `10.9.9.${i}`,
        'x-real-ip': `10.8.8.${i}`,
        'x-vercel-forwarded-for': `10.7.7.${i}`,
      });
      expect(await loginAction({ status: 'idle' }, form(target, 'nope'))).toMatchObject({
        error: AUTH_MSG.invalidCredentials,
      });
    }
    browser.headers = new Headers({ 'x-forwarded-for': '10.9.9.200' });
    const state = await loginAction({ status: 'idle' }, form(target, 'nope'));
    // Counted as the same client: past its free tries, a proof of work is asked for.
    expect(state).toMatchObject({ status: 'proof', error: AUTH_MSG.proofRequired, challenge: expect.any(Object) });
  });
});

// ——— self-service account actions: open to everyone, acting only on the caller's own account ———

describe('account actions per actor', () => {
  const pw = (password: string) => {
    const f = new FormData();
    f.set('password', password);
    f.set('confirm', password);
    return f;
  };

  it.each(['anonymous', 'inactiveAdmin'] as const)('newPasswordAction refuses %s and changes nothing', async (name) => {
    actAs(name);
    const before = await snapshot();
    expect(await newPasswordAction({ status: 'idle' }, pw('matrix new password'))).toEqual({
      status: 'error',
      error: ACCOUNT_MSG.noSession,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('newPasswordAction changes only the signed-in user’s own password', async () => {
    const session = await signIn('user');
    browser.jar = session.jar;
    const hashes = () =>
      testSql()<
        { id: string; encrypted_password: string }[]
      >`select id, encrypted_password from auth.users order by id`;
    const before = await hashes();
    expect(await newPasswordAction({ status: 'idle' }, pw('matrix new password'))).toEqual({
      status: 'success',
      redirectTo: '/',
    });
    const changed = (await hashes()).filter(
      (r) => before.find((b) => b.id === r.id)?.encrypted_password !== r.encrypted_password,
    );
    expect(changed.map((r) => r.id)).toEqual([session.id]);
  });

  it.each(['anonymous', 'user', 'admin'] as const)(
    'forgotPasswordAction and GET /auth/confirm write nothing for %s (local accounts)',
    async (name) => {
      actAs(name);
      const before = await snapshot();
      const f = new FormData();
      f.set('email', actors.admin.email!);
      expect(await forgotPasswordAction({ status: 'idle' }, f)).toMatchObject({
        status: 'error',
        error: ACCOUNT_MSG.localOnly,
      });
      expect(await followEmailLink('/auth/confirm?token_hash=x&type=recovery')).toBe(
        '/login/mot-de-passe-oublie?lien=invalide',
      );
      expect(await snapshot()).toEqual(before);
    },
  );
});

// Account flows with local accounts: the new-password form for a signed-in user, the forgot-password
// page's honest answer (no e-mail exists here), and `npm run user:password` on the real database.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { followEmailLink, openEmailLink, pressContinue } from './support/email-link';
import { settleAfterAnswer } from '@/lib/request/after-answer';
import { forgotPasswordAction } from '@/app/login/mot-de-passe-oublie/actions';
import { newPasswordAction } from '@/app/login/nouveau-mot-de-passe/actions';
import { localProvider } from '@/lib/auth/local';
import { ACCOUNT_MSG } from '@/lib/copy/auth-messages';
import { signInWith } from '@/lib/auth/sign-in';
import { createLocalUser, revokeAccountAccess } from '@/lib/db/users';
import { memoryJar, type MemoryJar } from './support/cookie-jar';
import { closeTestSql, testSql } from './support/db';
import { browser } from './support/next-headers';
import { inbox, linkTo, recipients, withLocalMailServer } from './support/mail';
import { createUser, setActive, setRole } from '@/lib/data/users';
import { sendLocalInvitation } from '@/lib/auth/local-links';

vi.mock('next/headers', () => import('./support/next-headers'));

const run = promisify(execFile);
const provider = localProvider();
const OLD = 'old local password';
const NEW = 'new local password';
let n = 0;
const unique = (p: string) => `${p}-${++n}-${Date.now().toString(36)}@example.test`;
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const signIn = async (email: string, password: string, jar: MemoryJar = memoryJar()) => ({
  result: await signInWith(provider, jar, email, password, `198.51.100.${++n % 250}`),
  jar,
});

async function account(role: 'user' | 'admin' = 'user') {
  const email = unique(role);
  const { id } = await createLocalUser(testSql(), { email, password: OLD, role });
  return { id, email };
}

beforeEach(() => {
  browser.jar = memoryJar();
  browser.headers = new Headers({ 'x-forwarded-for': '192.0.2.77' });
});
afterAll(closeTestSql);

describe('new password (local accounts)', () => {
  it('changes the signed-in user’s password, keeps this session and signs the others out', async () => {
    const { email } = await account('admin');
    const here = await signIn(email, OLD);
    const elsewhere = await signIn(email, OLD);
    browser.jar = here.jar;
    expect(await newPasswordAction({ status: 'idle' }, form({ password: OLD, confirm: OLD }))).toEqual({
      status: 'error',
      error: ACCOUNT_MSG.samePassword,
    });
    expect(await newPasswordAction({ status: 'idle' }, form({ password: NEW, confirm: NEW }))).toEqual({
      status: 'success',
      redirectTo: '/admin/dashboard',
    });
    expect(await provider.getUser(here.jar)).toMatchObject({ email });
    expect(await provider.getUser(elsewhere.jar)).toBeNull();
    expect((await signIn(email, OLD)).result.ok).toBe(false);
    expect((await signIn(email, NEW)).result.ok).toBe(true);
  });

  it('without a session: says the link expired and writes nothing', async () => {
    const before = await testSql()`select md5(string_agg(encrypted_password, '' order by id)) as h from auth.users`;
    expect(await newPasswordAction({ status: 'idle' }, form({ password: NEW, confirm: NEW }))).toEqual({
      status: 'error',
      error: ACCOUNT_MSG.noSession,
    });
    expect(await testSql()`select md5(string_agg(encrypted_password, '' order by id)) as h from auth.users`).toEqual(
      before,
    );
  });
});

describe('forgot password and e-mail links (local accounts)', () => {
  it('without SMTP_URL sends no e-mail: the action answers that an administrator resets passwords', async () => {
    const { email } = await account();
    expect(await forgotPasswordAction({ status: 'idle' }, form({ email }))).toEqual({
      status: 'error',
      error: ACCOUNT_MSG.localOnly,
      email,
    });
  });

  it('the confirm route opens no session and sends the visitor to the forgot-password page', async () => {
    expect(await followEmailLink('/auth/confirm?token_hash=abc&type=recovery')).toBe(
      '/login/mot-de-passe-oublie?lien=invalide',
    );
    expect(browser.jar.getAll()).toEqual([]);
  });
});

describe('npm run user:password', () => {
  const script = (...args: string[]) =>
    run(process.execPath, ['scripts/set-password.mjs', ...args], {
      env: { ...process.env, NEXT_PUBLIC_SUPABASE_URL: '', NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: '' },
    });

  it('sets the given password and revokes every session of that account', async () => {
    const { email } = await account('admin');
    const session = await signIn(email, OLD);
    const out = await script('--email', email.toUpperCase(), '--password', NEW);
    expect(out.stdout).toContain(`New password set for ${email}`);
    expect(out.stdout).not.toContain(NEW);
    expect(await provider.getUser(session.jar)).toBeNull();
    expect((await signIn(email, OLD)).result.ok).toBe(false);
    expect((await signIn(email, NEW)).result.ok).toBe(true);
  });

  it('generates a password when none is given (no terminal) and shows it once', async () => {
    const { email } = await account();
    const { stdout } = await script('--email', email);
    const shown = /Password \(shown once, keep it safe\): (\S+)/.exec(stdout)?.[1];
    expect(shown).toBeTruthy();
    expect((await signIn(email, shown!)).result.ok).toBe(true);
  });

  it('fails clearly for an unknown address or a short password, changing nothing', async () => {
    await expect(script('--email', unique('ghost'), '--password', NEW)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account with the e-mail'),
    });
    const { email } = await account();
    await expect(script('--email', email, '--password', 'court')).rejects.toMatchObject({ code: 2 });
    expect((await signIn(email, OLD)).result.ok).toBe(true);
  });
});

describe('with SMTP_URL: forgotten password and invitation by e-mail (local accounts)', () => {
  withLocalMailServer();

  const followLink = async (url: URL) => {
    browser.jar = memoryJar();
    return followEmailLink(`${url.pathname}${url.search}`);
  };

  it('sends a single-use reset link that opens a session for the new-password form; unknown addresses get the same answer', async () => {
    const { email } = await account();
    const answer = await forgotPasswordAction({ status: 'idle' }, form({ email }));
    expect(answer).toEqual({ status: 'sent', message: ACCOUNT_MSG.resetSent });
    expect(await forgotPasswordAction({ status: 'idle' }, form({ email: unique('inconnu') }))).toEqual(answer);
    await settleAfterAnswer();
    const mails = (await inbox()).filter((m) => recipients(m).includes(email.toLowerCase()));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Réinitialisation de votre mot de passe');
    const link = linkTo(mails[0]!, '/auth/confirm');

    // A mail scanner fetching the link (its GET) spends nothing and gets no session.
    browser.jar = memoryJar();
    for (let i = 0; i < 3; i++) await openEmailLink(`${link.pathname}${link.search}`);
    expect(browser.jar.getAll()).toEqual([]);
    // « Continuer » from another site's page spends nothing either.
    expect(await pressContinue(`/login/lien${link.search}`, 'https://ailleurs.example')).toBe(
      '/login/mot-de-passe-oublie?lien=invalide',
    );
    expect(await followLink(link)).toBe('/login/nouveau-mot-de-passe');
    // The session the link opened sets the password without the former one.
    expect(await newPasswordAction({ status: 'idle' }, form({ password: NEW, confirm: NEW }))).toMatchObject({
      status: 'success',
    });
    expect((await signIn(email, NEW)).result.ok).toBe(true);
    // Used once: the same link opens nothing.
    expect(await followLink(link)).toBe('/login/mot-de-passe-oublie?lien=invalide');
    expect(browser.jar.getAll()).toEqual([]);
  });

  it('a reset or invitation link dies with the password, a deactivation or a role change', async () => {
    const resetLink = async (email: string) => {
      await forgotPasswordAction({ status: 'idle' }, form({ email }));
      await settleAfterAnswer();
      const mails = (await inbox()).filter((m) => recipients(m).includes(email.toLowerCase()));
      return linkTo(mails.at(-1)!, '/auth/confirm');
    };
    const admin = await account('admin');
    const dead = '/login/mot-de-passe-oublie?lien=invalide';

    // Password changed from a signed-in session: the link sent before opens nothing, the other sessions end.
    const changed = await account();
    const before = await resetLink(changed.email);
    const elsewhere = await signIn(changed.email, OLD);
    const here = await signIn(changed.email, OLD);
    browser.jar = here.jar;
    expect(await newPasswordAction({ status: 'idle' }, form({ password: NEW, confirm: NEW }))).toMatchObject({
      status: 'success',
    });
    expect(await provider.getUser(elsewhere.jar)).toBeNull();
    expect(await followLink(before)).toBe(dead);

    // Deactivated, then reactivated: the link sent before stays dead.
    const paused = await account();
    const link = await resetLink(paused.email);
    await setActive(admin.id, paused.id, false);
    await setActive(admin.id, paused.id, true);
    expect(await followLink(link)).toBe(dead);

    // An invitation link, then a change of role: dead too, and the sessions opened under the former role end.
    const invitee = await account('admin');
    const session = await signIn(invitee.email, OLD);
    await sendLocalInvitation(invitee.email, invitee.id);
    const invitation = linkTo(
      (await inbox()).filter((m) => recipients(m).includes(invitee.email.toLowerCase())).at(-1)!,
      '/auth/confirm',
    );
    await setRole(admin.id, invitee.id, 'editor');
    expect(await provider.getUser(session.jar)).toBeNull();
    expect(await followLink(invitation)).toBe(dead);
    expect(
      await testSql()`select 1 from private.account_tokens where user_id = any(${[changed.id, paused.id, invitee.id]})`,
    ).toHaveLength(0);
  });

  it('on Supabase, also ends Auth’s own sessions and one-time tokens (tables of a local stand-in of its auth schema)', async () => {
    const { id } = await account();
    const other = await account();
    const left = await testSql()
      .begin(async (tx) => {
        // Stand-in for Supabase Auth's tables (the columns this revocation reads), rolled back below.
        await tx`create table auth.sessions (id uuid primary key default gen_random_uuid(), user_id uuid not null)`;
        await tx`create table auth.one_time_tokens (id uuid primary key default gen_random_uuid(), user_id uuid not null)`;
        for (const user of [id, id, other.id]) {
          await tx`insert into auth.sessions (user_id) values (${user})`;
          await tx`insert into auth.one_time_tokens (user_id) values (${user})`;
        }
        await revokeAccountAccess(tx, id);
        const rows = await tx<{ user_id: string }[]>`
          select user_id from auth.sessions union all select user_id from auth.one_time_tokens`;
        throw Object.assign(new Error('rollback'), { rows });
      })
      .catch((e: { rows?: { user_id: string }[] }) => e.rows);
    expect(left?.map((r) => r.user_id)).toEqual([other.id, other.id]);
  });

  it('an expired link opens nothing', async () => {
    const { email } = await account();
    await forgotPasswordAction({ status: 'idle' }, form({ email }));
    await settleAfterAnswer();
    const mail = (await inbox()).find((m) => recipients(m).includes(email.toLowerCase()))!;
    await testSql()`update private.account_tokens set expires_at = now() - interval '1 minute'`;
    expect(await followLink(linkTo(mail, '/auth/confirm'))).toBe('/login/mot-de-passe-oublie?lien=invalide');
  });

  it('a new account receives an invitation link that lets it choose its password', async () => {
    const email = unique('invitee');
    const created = await createUser({ email, role: 'admin' });
    await sendLocalInvitation(created.profile.email, created.profile.id);
    const mail = (await inbox()).find((m) => recipients(m).includes(email.toLowerCase()))!;
    expect(mail.subject).toBe('Invitation à l’administration du site');
    expect(await followLink(linkTo(mail, '/auth/confirm'))).toBe('/login/nouveau-mot-de-passe');
    expect(await newPasswordAction({ status: 'idle' }, form({ password: NEW, confirm: NEW }))).toMatchObject({
      status: 'success',
      redirectTo: '/admin/dashboard',
    });
  });
});

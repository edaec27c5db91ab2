// Account flows with Supabase Auth — invitation and password reset — through the real route
// handler, server actions and supabase-js, against the LOCAL HTTP STAND-IN of the Auth API
// (tests/support/supabase-auth-standin.ts), with profiles in the real test database.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgotPasswordAction } from '@/app/login/mot-de-passe-oublie/actions';
import { newPasswordAction } from '@/app/login/nouveau-mot-de-passe/actions';
import { ACCOUNT_MSG } from '@/lib/copy/auth-messages';
import { signInWith } from '@/lib/auth/sign-in';
import { hasSupabaseAuthCookie } from '@/lib/auth/supabase/config';
import { supabaseProvider } from '@/lib/auth/supabase/provider';
import { createLocalUser } from '@/lib/db/users';
import { env, siteUrl } from '@/lib/env';
import { settleAfterAnswer } from '@/lib/request/after-answer';
import { memoryJar } from './support/cookie-jar';
import { closeTestSql, testSql } from './support/db';
import { browser } from './support/next-headers';
import { followEmailLink } from './support/email-link';
import { emailCeilings, emailDoorBudgets } from '@/lib/security/email-budgets';
import {
  postgresAccessTokenHook,
  startSupabaseAuthStandin,
  type SupabaseAuthStandin,
} from './support/supabase-auth-standin';

vi.mock('next/headers', () => import('./support/next-headers'));

const OLD = 'old password 123';
const NEW = 'brand new password 456';
let standin: SupabaseAuthStandin;
let n = 0;
const unique = (p: string) => `${p}-${++n}-${Date.now().toString(36)}@example.test`;
const saved = { url: env.NEXT_PUBLIC_SUPABASE_URL, key: env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY };

function newBrowser(ip = `203.0.113.${++n % 250}`) {
  browser.jar = memoryJar();
  browser.headers = new Headers({ 'x-forwarded-for': ip });
}
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const confirm = (query: string) => followEmailLink(`/auth/confirm?${query}`);
const signedIn = () => browser.jar.getAll().some((c) => hasSupabaseAuthCookie([c.name]));

/** A Supabase user with a profile row of the same id in the test database. */
async function account(role: 'user' | 'admin' = 'user') {
  const email = unique(role);
  const { id } = await createLocalUser(testSql(), { email, password: 'unused-locally', role });
  standin.addUser({ id, email, password: OLD });
  return { id, email };
}

beforeAll(async () => {
  standin = await startSupabaseAuthStandin({ accessTokenHook: postgresAccessTokenHook(testSql()) });
  // The app picks Supabase Auth from these (read when lib/auth first needs its provider).
  env.NEXT_PUBLIC_SUPABASE_URL = standin.url;
  env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = standin.key;
});
beforeEach(() => newBrowser());
afterAll(async () => {
  env.NEXT_PUBLIC_SUPABASE_URL = saved.url;
  env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = saved.key;
  await standin.close();
  await closeTestSql();
});

describe('invitation → /auth/confirm → new password', () => {
  it('opens a session from the e-mailed link, lets the user choose a password, and the link works once', async () => {
    const email = unique('invited');
    const invite = standin.invite(email, siteUrl('/auth/confirm'));
    await testSql()`insert into auth.users (id, email) values (${invite.user.id}, ${email})`; // the profile follows (trigger)

    expect(await confirm(`token_hash=${invite.tokenHash}&type=invite`)).toBe('/login/nouveau-mot-de-passe');
    expect(signedIn()).toBe(true);
    expect(standin.calls('/auth/v1/verify').at(-1)!.body).toMatchObject({
      type: 'invite',
      token_hash: invite.tokenHash,
    });

    expect(await newPasswordAction({ status: 'idle' }, form({ password: NEW, confirm: NEW }))).toEqual({
      status: 'success',
      redirectTo: '/',
    });
    expect(invite.user.password).toBe(NEW);
    expect(
      await signInWith(
        supabaseProvider({ url: standin.url, key: standin.key }),
        memoryJar(),
        email,
        NEW,
        '198.51.100.7',
      ),
    ).toMatchObject({ ok: true });

    newBrowser();
    expect(await confirm(`token_hash=${invite.tokenHash}&type=invite`)).toBe(
      '/login/mot-de-passe-oublie?lien=invalide',
    );
    expect(signedIn()).toBe(false);
  });

  it('refuses a link of another type, a missing or unknown token, and an unsupported type, without asking twice', async () => {
    const invite = standin.invite(unique('typed'));
    expect(await confirm(`token_hash=${invite.tokenHash}&type=recovery`)).toBe(
      '/login/mot-de-passe-oublie?lien=invalide',
    );
    expect(await confirm('type=invite')).toBe('/login/mot-de-passe-oublie?lien=invalide');
    expect(await confirm('token_hash=nope&type=invite')).toBe('/login/mot-de-passe-oublie?lien=invalide');
    const before = standin.calls('/auth/v1/verify').length;
    expect(await confirm(`token_hash=${invite.tokenHash}&type=signup`)).toBe(
      '/login/mot-de-passe-oublie?lien=invalide',
    );
    expect(standin.calls('/auth/v1/verify')).toHaveLength(before);
    expect(signedIn()).toBe(false);
  });
});

describe('« Mot de passe oublié ? » → e-mail → new password', () => {
  it('answers the same for a known and an unknown address; only the known one gets a link to this site’s confirm route', async () => {
    const known = await account('admin');
    const sentBefore = standin.emails.length;
    const a = await forgotPasswordAction({ status: 'idle' }, form({ email: ` ${known.email.toUpperCase()} ` }));
    newBrowser();
    const b = await forgotPasswordAction({ status: 'idle' }, form({ email: unique('nobody') }));
    await settleAfterAnswer();
    expect(a).toEqual({ status: 'sent', message: ACCOUNT_MSG.resetSent });
    expect(b).toEqual(a);
    const sent = standin.emails.slice(sentBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'recovery', email: known.email, redirectTo: siteUrl('/auth/confirm') });
    expect(signedIn()).toBe(false); // asking for a link opens no session and leaves no cookie
    expect(browser.jar.getAll()).toEqual([]);

    // The link → a session → the new password, checked field by field.
    expect(await confirm(`token_hash=${sent[0]!.tokenHash}&type=recovery`)).toBe('/login/nouveau-mot-de-passe');
    expect(await newPasswordAction({ status: 'idle' }, form({ password: 'court', confirm: 'court' }))).toMatchObject({
      status: 'error',
      error: ACCOUNT_MSG.passwordTooShort(8),
    });
    expect(await newPasswordAction({ status: 'idle' }, form({ password: NEW, confirm: `${NEW}x` }))).toMatchObject({
      status: 'error',
      error: ACCOUNT_MSG.passwordMismatch,
    });
    expect(await newPasswordAction({ status: 'idle' }, form({ password: OLD, confirm: OLD }))).toEqual({
      status: 'error',
      error: ACCOUNT_MSG.samePassword,
    });
    expect(await newPasswordAction({ status: 'idle' }, form({ password: NEW, confirm: NEW }))).toEqual({
      status: 'success',
      redirectTo: '/admin/dashboard',
    });

    const provider = supabaseProvider({ url: standin.url, key: standin.key });
    expect(await signInWith(provider, memoryJar(), known.email, OLD, '198.51.100.8')).toMatchObject({ ok: false });
    expect(await signInWith(provider, memoryJar(), known.email, NEW, '198.51.100.9')).toMatchObject({ ok: true });
  });

  it('says the link expired when there is no session, and changes nothing', async () => {
    const before = standin.calls('/auth/v1/user').length;
    expect(await newPasswordAction({ status: 'idle' }, form({ password: NEW, confirm: NEW }))).toEqual({
      status: 'error',
      error: ACCOUNT_MSG.noSession,
    });
    expect(standin.calls('/auth/v1/user').length).toBe(before); // no PUT /user, not even a lookup
  });

  it('refuses an invalid address without calling Supabase, and throttles per address across IPs', async () => {
    const recoverCalls = () => standin.calls('/auth/v1/recover').length;
    const start = recoverCalls();
    expect(await forgotPasswordAction({ status: 'idle' }, form({ email: 'pas-une-adresse' }))).toEqual({
      status: 'error',
      error: ACCOUNT_MSG.invalidEmail,
      email: 'pas-une-adresse',
    });
    expect(recoverCalls()).toBe(start);

    const target = unique('spammed');
    const perInbox = emailDoorBudgets().perAddress.limit;
    for (let i = 0; i < perInbox; i++) {
      newBrowser(`192.0.2.${100 + i}`);
      expect(await forgotPasswordAction({ status: 'idle' }, form({ email: target }))).toMatchObject({ status: 'sent' });
    }
    // Past the inbox's budget: a proof of work, never a refusal (strangers cannot close the form for an account).
    newBrowser('192.0.2.200');
    expect(await forgotPasswordAction({ status: 'idle' }, form({ email: target }))).toMatchObject({
      status: 'proof',
      error: ACCOUNT_MSG.resetProofRequired,
      email: target,
    });
    await settleAfterAnswer();
    // What was sent: at most the reset ceiling per inbox (two per half hour), however many requests passed.
    expect(recoverCalls()).toBe(start + Math.min(perInbox, emailCeilings().reset.perAddress.limit));
  });
});

describe('a password change on an older Supabase session', () => {
  it('asks for the current password, refuses a wrong one, and accepts the right one', async () => {
    const user = await account('user');
    standin.authAgeSeconds = 11 * 60; // signed in eleven minutes ago
    try {
      const provider = supabaseProvider({ url: standin.url, key: standin.key });
      expect(await signInWith(provider, browser.jar, user.email, OLD, '198.51.100.30')).toMatchObject({ ok: true });
      expect(await newPasswordAction({ status: 'idle' }, form({ password: NEW, confirm: NEW }))).toEqual({
        status: 'error',
        error: ACCOUNT_MSG.currentRequired,
        fieldErrors: { current: ACCOUNT_MSG.currentRequired },
        needsCurrent: true,
      });
      expect(
        await newPasswordAction({ status: 'idle' }, form({ password: NEW, confirm: NEW, current: 'devine' })),
      ).toMatchObject({ status: 'error', error: ACCOUNT_MSG.currentWrong });
      expect(await signInWith(provider, memoryJar(), user.email, OLD, '198.51.100.31')).toMatchObject({ ok: true });
      expect(await newPasswordAction({ status: 'idle' }, form({ password: NEW, confirm: NEW, current: OLD }))).toEqual({
        status: 'success',
        redirectTo: '/',
      });
      expect(await signInWith(provider, memoryJar(), user.email, NEW, '198.51.100.32')).toMatchObject({ ok: true });
    } finally {
      standin.authAgeSeconds = 0;
    }
  });
});

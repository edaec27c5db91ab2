// The registry of anonymous doors (lib/security/doors.ts): every route handler and server action of the tree is
// in it (or is an admin's, in the authorization tests); docs/SECURITY.md shows its table; each e-mail door, driven
// past its budgets from one client key, still lets a fresh browser through with a proof and grows nothing past
// its bound; and the answer takes the same time whoever the address belongs to (the e-mail leaves after it).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import type { Challenge } from 'altcha-lib';
import { requestReset } from '@/lib/auth/account';
import { sendLocalReset } from '@/lib/auth/local-links';
import { createLocalUser } from '@/lib/db/users';
import { signUpForNewsletter, unsubscribeFromNewsletter } from '@/lib/newsletter/signup';
import { CURRENT_CONSENT } from '@/lib/newsletter/types';
import { settleAfterAnswer } from '@/lib/request/after-answer';
import { UNKNOWN_CLIENT } from '@/lib/request/client-address';
import { ADMIN_ONLY_ENTRIES, DOORS, doorsTable } from '@/lib/security/doors';
import { emailCeilings, emailDoorBudgets, mailQuota } from '@/lib/security/email-budgets';
import { canonicalEmail } from '@/lib/security/email-key';
import { emailProofLevel } from '@/lib/security/door-gate';
import { closeTestSql, testSql } from './support/db';
import { clearInbox, inboxCount, withLocalMailServer } from './support/mail';
import { solvedProof } from './support/proof';

afterAll(closeTestSql);

const ROOT = path.resolve(import.meta.dirname, '..');
const walk = (dir: string): string[] =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

const listed = new Set(DOORS.flatMap((d) => d.entries));

describe('the registry', () => {
  test('lists every route handler a visitor can reach; the admin-only ones are in the authorization tests', () => {
    const routes = walk('app').filter((f) => /\/route\.tsx?$/.test(f));
    expect(routes.length).toBeGreaterThan(15);
    const authorization = [
      'tests/authorization-matrix.test.ts',
      'tests/authorization-routes.test.ts',
      'tests/audit.test.ts',
    ]
      .map((f) => fs.readFileSync(path.join(ROOT, f), 'utf8'))
      .join('\n');
    for (const file of routes) {
      if (ADMIN_ONLY_ENTRIES.includes(file)) {
        const modulePath = `@/${file.replace(/\.tsx?$/, '')}`;
        expect(authorization, `${file} is refused to visitors in the authorization tests`).toContain(modulePath);
      } else expect(listed, `${file} is a door missing from lib/security/doors.ts`).toContain(file);
    }
  });

  test('lists every server action a visitor can call; every other one is in the authorization matrix', () => {
    const matrix = fs.readFileSync(path.join(ROOT, 'tests/authorization-matrix.test.ts'), 'utf8');
    const modules = [...walk('app'), ...walk('lib')].filter(
      (f) => /\.tsx?$/.test(f) && /^['"]use server['"]/.test(fs.readFileSync(path.join(ROOT, f), 'utf8')),
    );
    let count = 0;
    for (const file of modules) {
      const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const [, name] of source.matchAll(/^export (?:async function|const) (\w+)/gm)) {
        count += 1;
        if (listed.has(`${file}#${name}`)) continue;
        expect(
          matrix,
          `${file}#${name}: a door missing from lib/security/doors.ts, or an admin action missing from the matrix`,
        ).toMatch(new RegExp(`'${name}[' ]`));
      }
    }
    expect(count).toBeGreaterThan(40);
  });

  test('names only entry points that exist', () => {
    for (const entry of [...listed, ...ADMIN_ONLY_ENTRIES]) {
      if (entry.startsWith('next:')) continue;
      const [file, name] = entry.split('#');
      expect(fs.existsSync(path.join(ROOT, file!)), entry).toBe(true);
      if (name)
        expect(fs.readFileSync(path.join(ROOT, file!), 'utf8')).toMatch(new RegExp(`export async function ${name}\\b`));
    }
  });

  test('docs/SECURITY.md shows the registry’s table as the code has it', () => {
    expect(fs.readFileSync(path.join(ROOT, 'docs/SECURITY.md'), 'utf8')).toContain(doorsTable());
  });
});

describe('keys and budgets', () => {
  test('one inbox, one key: case, +tags, Gmail dots and googlemail.com fold', () => {
    expect(canonicalEmail(' Jean.Dupont+promo@GoogleMail.com ')).toBe('jeandupont@gmail.com');
    expect(canonicalEmail('j.e.a.n.dupont@gmail.com')).toBe('jeandupont@gmail.com');
    expect(canonicalEmail('Victime+6@Exemple.fr')).toBe('victime@exemple.fr');
    // Dots matter elsewhere.
    expect(canonicalEmail('jean.dupont@exemple.fr')).toBe('jean.dupont@exemple.fr');
  });

  test('e-mail budgets stay below the provider’s quota, whatever it is set to', () => {
    expect(mailQuota({})).toBe(300);
    expect(mailQuota({ MAIL_DAILY_QUOTA: '3000' })).toBe(3000);
    expect(mailQuota({ MAIL_DAILY_QUOTA: 'beaucoup' })).toBe(300);
    for (const quota of [30, 300, 3000, 100_000]) {
      const b = emailDoorBudgets(quota);
      const c = emailCeilings(quota);
      expect(b.siteDay.limit).toBeLessThanOrEqual(c.newsletter.site.limit);
      expect(c.newsletter.site.limit + c.reset.site.limit).toBeLessThan(quota);
      expect(b.siteHour.limit * 24).toBeGreaterThanOrEqual(b.siteDay.limit);
    }
  });

  test('the proof’s level rises with the proofs spent at the doors and for one inbox', () => {
    expect(emailProofLevel(0, 0)).toBe(0);
    expect(emailProofLevel(20, 0)).toBe(1);
    expect(emailProofLevel(300, 0)).toBe(4);
    expect(emailProofLevel(0, 4)).toBe(2);
    // One inbox's proofs cannot make that person's check longer than level 2 (4 times the easiest work).
    expect(emailProofLevel(0, 1000)).toBe(2);
    expect(emailProofLevel(10_000, 10_000)).toBe(4);
  });
});

describe('each e-mail door, driven past its budgets from one client key', () => {
  withLocalMailServer();
  beforeEach(async () => {
    await testSql()`delete from private.rate_limit_events`;
    await testSql()`delete from newsletter_subscribers`;
    clearInbox();
  });

  type Answer = { status: string; challenge?: Challenge };
  const DOOR_CALLS: Record<string, (email: string, proof?: string) => Promise<Answer>> = {
    reset: async (email, proof) => {
      const r = await requestReset(sendLocalReset, email, UNKNOWN_CLIENT, proof);
      return r.ok ? { status: 'sent' } : 'proof' in r ? { status: 'proof', challenge: r.proof } : { status: 'error' };
    },
    'newsletter-signup': (email, proof) =>
      signUpForNewsletter({ email, consent: CURRENT_CONSENT, proof }, UNKNOWN_CLIENT),
    'unsubscribe-request': (email, proof) => unsubscribeFromNewsletter({ email, proof }, UNKNOWN_CLIENT),
  };

  test.each(Object.keys(DOOR_CALLS))(
    '%s: a script is asked for proofs, a fresh browser gets through, nothing grows past its bound',
    async (door) => {
      const call = DOOR_CALLS[door]!;
      const b = emailDoorBudgets();
      const tries = b.siteHour.limit + 10;
      const statuses: string[] = [];
      for (let i = 0; i < tries; i++) statuses.push((await call(`script${i}@domaine${i % 7}.example`)).status);
      await settleAfterAnswer();
      // Within the budgets every request passed; past them each one was asked for a proof, none refused.
      expect(statuses.filter((s) => s === 'proof').length).toBeGreaterThanOrEqual(10);
      expect(statuses.every((s) => s === 'proof' || s === 'sent' || s === 'success')).toBe(true);
      // A first-time visitor now: asked for a proof, solves it, and is through.
      const asked = await call('premiere.visite@exemple.fr');
      expect(asked.status).toBe('proof');
      const through = await call('premiere.visite@exemple.fr', await solvedProof(asked.challenge!));
      expect(['sent', 'success']).toContain(through.status);
      await settleAfterAnswer();
      // Bounded: the events the doors keep, and the e-mails sent, whatever the script did.
      const [events] = await testSql()<{ n: number }[]>`select count(*)::int as n from private.rate_limit_events`;
      // Four events per request that passed, two per e-mail sent (its ceilings), two for the proof.
      const passed = statuses.filter((s) => s !== 'proof').length + 1;
      expect(events!.n).toBeLessThanOrEqual(6 * passed + 2);
      expect(inboxCount()).toBeLessThanOrEqual(passed);
    },
  );

  test.each(Object.keys(DOOR_CALLS))(
    '%s: past the site-wide ceiling, proofs buy no e-mail and the answer is the same',
    async (door) => {
      const call = DOOR_CALLS[door]!;
      const kind = door === 'reset' ? 'reset' : 'newsletter';
      // An account and a subscriber to write to, so each door would send.
      const email = `plafond-${door}@exemple.fr`;
      await createLocalUser(testSql(), { email, password: 'a long enough password', role: 'user' }).catch(
        () => undefined,
      );
      await testSql()`insert into newsletter_subscribers (email, confirmed_at) values (${email}, now())`;
      await testSql()`
        insert into private.rate_limit_events (bucket, key)
        select ${`email-sent:${kind}:site`}, 'site' from generate_series(1, ${emailCeilings()[kind].site.limit})`;
      await testSql()`
        insert into private.rate_limit_events (bucket, key)
        select 'email-doors:site-day', 'site' from generate_series(1, ${emailDoorBudgets().siteDay.limit})`;
      const asked = await call(email);
      expect(asked.status).toBe('proof');
      const answer = await call(email, await solvedProof(asked.challenge!));
      expect(['sent', 'success']).toContain(answer.status);
      await settleAfterAnswer();
      expect(inboxCount()).toBe(0);
    },
  );
});

describe('answer first, then send', () => {
  // The provider takes 200 ms to accept each message (a real one is often slower).
  withLocalMailServer(() => new Promise((resolve) => setTimeout(() => resolve(true), 200)));

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  async function answerTimes(call: (email: string) => Promise<unknown>, known: string, unknown: string) {
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    for (let i = 0; i < 20; i++) {
      for (const [kind, email] of [
        ['known', known],
        ['unknown', unknown],
      ] as const) {
        // Within the budgets every time: the comparison is of the answer, not of the limits.
        await testSql()`delete from private.rate_limit_events`;
        const start = performance.now();
        await call(email);
        times[kind].push(performance.now() - start);
        await settleAfterAnswer();
      }
    }
    return { known: median(times.known), unknown: median(times.unknown) };
  }

  test('a reset takes the same time for an account and for nobody', async () => {
    const email = `compte-${Date.now()}@exemple.fr`;
    await createLocalUser(testSql(), { email, password: 'a long enough password', role: 'admin' });
    clearInbox();
    const t = await answerTimes((e) => requestReset(sendLocalReset, e, UNKNOWN_CLIENT), email, 'personne@exemple.fr');
    expect(inboxCount()).toBe(20);
    expect(Math.abs(t.known - t.unknown)).toBeLessThan(10);
  }, 90_000);

  test('a sign-up and an unsubscribe-link request take the same time for a subscriber and for a stranger', async () => {
    await testSql()`delete from newsletter_subscribers`;
    await testSql()`
      insert into newsletter_subscribers (email, confirmed_at, consent_version) values ('abonne@exemple.fr', now(), ${CURRENT_CONSENT})`;
    clearInbox();
    const leave = await answerTimes(
      (e) => unsubscribeFromNewsletter({ email: e }, UNKNOWN_CLIENT),
      'abonne@exemple.fr',
      'inconnu@exemple.fr',
    );
    expect(inboxCount()).toBe(20);
    expect(Math.abs(leave.known - leave.unknown)).toBeLessThan(10);
    // A sign-up: a confirmed subscriber gets no e-mail, a new address one each time (up to its ceiling).
    await testSql()`delete from newsletter_subscribers where email <> 'abonne@exemple.fr'`;
    const join = await answerTimes(
      (e) => signUpForNewsletter({ email: e, consent: CURRENT_CONSENT }, UNKNOWN_CLIENT),
      'abonne@exemple.fr',
      'nouveau@exemple.fr',
    );
    expect(Math.abs(join.known - join.unknown)).toBeLessThan(10);
  }, 90_000);
});

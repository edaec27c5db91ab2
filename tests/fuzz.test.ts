// FUZZING — every server action ('use server' modules under lib/actions and app/) and every writing
// route handler (POST/PUT/PATCH/DELETE under app/) is found by reading the source tree, so new ones
// join without a line here. Each gets 500 generated payloads from a seeded generator (wrong types,
// huge and odd unicode strings, SQL/script fragments, missing and extra fields), called as a signed-in
// admin so the payload reaches validation. Never a thrown error, an HTTP 5xx or a logged failure;
// a refused payload answers a French message and leaves the database and stored files unchanged.
// A failure names the target, the seed and the payload index: rerun with FUZZ_SEED to reproduce.
import fs from 'node:fs';
import path from 'node:path';
import util from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localProvider } from '@/lib/auth/local';
import { AUTH_MSG } from '@/lib/copy/auth-messages';
import { MSG } from '@/lib/copy/messages';
import { signInWith } from '@/lib/auth/sign-in';
import { createLocalUser } from '@/lib/db/users';
import { memoryJar, type MemoryJar } from './support/cookie-jar';
import {
  actionPayload,
  formPayload,
  randomString,
  randomValue,
  rng,
  routeRequest,
  type Rng,
} from './support/fuzz-payloads';
import { browser } from './support/next-headers';
import { closeTestSql, insertCategory, testSql } from './support/db';

import { ACCOUNT_MSG } from '@/lib/copy/auth-messages';
import { CONFIRM_PATH, NEWSLETTER_MSG, PAGE_OUTCOMES, pageOutcome } from '@/lib/newsletter/types';

vi.mock('next/headers', () => import('./support/next-headers'));

const RUNS = 500;
const BATCH = 10;
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const ROOT = path.resolve(import.meta.dirname, '..');
// Routes whose only effect is on the caller's own session, whatever the body: fuzzed as a visitor.
const AS_VISITOR = new Set(['app/api/auth/signout/route.ts']);

// ——— discovery ———

function walk(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    return e.isDirectory() ? walk(rel) : [rel];
  });
}
const sources = [...walk('lib/actions'), ...walk('app')].filter((f) => /\.tsx?$/.test(f));
const isServerModule = (f: string) => /^\s*(['"])use server\1/.test(fs.readFileSync(path.join(ROOT, f), 'utf8'));
const ACTION_FILES = sources.filter((f) => !/route\.tsx?$/.test(f) && isServerModule(f));
const ROUTE_FILES = sources.filter(
  (f) =>
    /(^|\/)route\.tsx?$/.test(f) &&
    /export\s+(async\s+function|const)\s+(POST|PUT|PATCH|DELETE)\b/.test(fs.readFileSync(path.join(ROOT, f), 'utf8')),
);

// ——— what must hold ———

const ENGLISH =
  /\b(invalid|expected|received|required|must|input|unrecognized|failed|error|undefined|cannot|unexpected|string|number|object)\b/i;
const FRENCH = /[àâçéèêëîïôûùüÿœ]|\b(le|la|les|de|des|du|un|une|est|doit|veuillez|erreur|invalide|requise?|trop)\b/i;
const KNOWN = new Set<string>();
(function collect(v: unknown) {
  if (typeof v === 'string') KNOWN.add(v);
  else if (v && typeof v === 'object') Object.values(v).forEach(collect);
})([MSG, AUTH_MSG]);
const isFrench = (m: unknown) =>
  typeof m === 'string' && m.trim().length > 0 && (KNOWN.has(m) || (FRENCH.test(m) && !ENGLISH.test(m)));

/**
 * Rows written, counted by a row-level trigger on every table of the public and auth schemas into a
 * counter that rolls back with its transaction (so an attempt undone by a rollback counts nothing),
 * plus the stored files. Left out: the rate-limit table and the audit rows of sign-in attempts, which
 * refused sign-ins and sign-ups must write.
 */
async function installWriteCounter(): Promise<void> {
  const sql = testSql();
  await sql.unsafe(`
    create schema fuzz;
    create table fuzz.writes (n bigint not null);
    insert into fuzz.writes values (0);
    create function fuzz.count_write() returns trigger language plpgsql security definer set search_path = '' as
      $$ begin update fuzz.writes set n = n + 1; return null; end $$;`);
  const tables = await sql<{ s: string; t: string }[]>`
    select table_schema as s, table_name as t from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema in ('public', 'auth') and table_name not like 'rate_limit%'`;
  for (const { s, t } of tables) {
    // Sign-in attempts are audited on purpose, refused ones included (entity « session »).
    const when =
      s === 'public' && t === 'audit_log'
        ? "after insert on public.audit_log for each row when (new.entity <> 'session')"
        : `after insert or update or delete on "${s}"."${t}" for each row`;
    await sql.unsafe(`create trigger zz_fuzz_count ${when} execute function fuzz.count_write()`);
  }
}
async function fingerprint(): Promise<string> {
  const [row] = await testSql()`select n from fuzz.writes`;
  const root = process.env.STORAGE_DIR!;
  const files = fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String).sort().join(',') : '';
  return `${row!.n}:${files}`;
}

type Verdict = { accepted: boolean; message?: unknown; problem?: string };

function judgeAction(result: unknown): Verdict {
  if (!result || typeof result !== 'object') return { accepted: false, problem: `answered ${util.inspect(result)}` };
  const r = result as { ok?: boolean; status?: string; error?: unknown; message?: unknown };
  if (r.ok === true || r.status === 'success') return { accepted: true };
  return { accepted: false, message: r.error ?? r.message };
}

/**
 * A plain HTML form's endpoint answers with a redirect to the page that states the outcome (no JSON): judged by
 * the French text that page shows for it (`?etat=` of the newsletter's pages, `?lien=invalide` of sign-in's).
 */
function judgeFormRedirect(res: Response): Verdict | null {
  if (res.status !== 303) return null;
  const to = new URL(res.headers.get('location') ?? '', 'http://localhost');
  if (to.searchParams.get('lien') === 'invalide') return { accepted: false, message: ACCOUNT_MSG.linkInvalid };
  const outcome = pageOutcome(to.searchParams.get('etat'));
  if (!outcome) return null;
  const shown = PAGE_OUTCOMES[outcome];
  if (shown.status === 'success') return { accepted: true };
  const invalid = to.pathname === CONFIRM_PATH ? NEWSLETTER_MSG.confirmInvalid : NEWSLETTER_MSG.unsubscribeInvalid;
  return { accepted: false, message: shown.message || invalid };
}

async function judgeResponse(res: Response): Promise<Verdict> {
  if (res.status >= 500) return { accepted: false, problem: `HTTP ${res.status}` };
  const form = judgeFormRedirect(res);
  if (form) return form;
  if (res.ok) return { accepted: true };
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
  return { accepted: false, message: body?.error };
}

// ——— harness ———

let admin: MemoryJar;
const errors: unknown[][] = [];

beforeAll(async () => {
  const email = 'fuzz.admin@example.test';
  await createLocalUser(testSql(), { email, password: 'fuzz admin password', role: 'admin' });
  admin = memoryJar();
  const signed = await signInWith(localProvider(), admin, email, 'fuzz admin password', '192.0.2.200');
  if (!signed.ok) throw new Error(signed.error);
  // A little content for the payloads' ids and slugs to collide with.
  await insertCategory('Mise en page', 'mise-en-page');
  await installWriteCounter();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
});
afterAll(closeTestSql);

async function attempt(call: (r: Rng) => Promise<Verdict>, i: number): Promise<Verdict> {
  try {
    return await call(rng(SEED + i * 7919));
  } catch (e) {
    return { accepted: false, problem: `threw ${e instanceof Error ? e.message : String(e)}` };
  }
}

/**
 * Payloads run ten at a time; a batch that is all refused, silent and French must leave the write
 * counter and the files as they were. A batch with anything else (an accepted payload, a failure, a
 * log line) is replayed one payload at a time, each checked on its own.
 */
async function fuzz(target: string, call: (r: Rng) => Promise<Verdict>) {
  const problems: string[] = [];
  const where = (i: number) => `${target} #${i} (FUZZ_SEED=${SEED})`;
  for (let start = 0; start < RUNS && problems.length < 5; start += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, RUNS - start) }, (_, k) => start + k);
    errors.length = 0;
    const before = await fingerprint();
    const verdicts = await Promise.all(ids.map((i) => attempt(call, i)));
    const after = await fingerprint();
    if (errors.length === 0 && verdicts.every((v) => !v.accepted && !v.problem && isFrench(v.message))) {
      if (after !== before)
        problems.push(`${where(start)}…${ids.at(-1)}: refused but changed the database or the stored files`);
      continue;
    }
    for (const i of ids) {
      errors.length = 0;
      const alone = await fingerprint();
      const verdict = await attempt(call, i);
      const changed = (await fingerprint()) !== alone;
      if (verdict.problem) problems.push(`${where(i)}: ${verdict.problem}`);
      else if (errors.length > 0)
        problems.push(`${where(i)}: logged ${util.inspect(errors[0], { depth: 2 }).slice(0, 300)}`);
      else if (!verdict.accepted && !isFrench(verdict.message))
        problems.push(`${where(i)}: message ${util.inspect(verdict.message)}`);
      else if (!verdict.accepted && changed)
        problems.push(`${where(i)}: refused but changed the database or the stored files`);
    }
  }
  expect(problems).toEqual([]);
}

describe('fuzzing', () => {
  it('finds the actions and writing route handlers', () => {
    expect(ACTION_FILES).toContain(path.join('lib', 'actions', 'projects.ts'));
    expect(ACTION_FILES).toContain(path.join('app', 'login', 'actions.ts'));
    expect(ACTION_FILES).toContain(path.join('lib', 'actions', 'revisions.ts'));
    expect(ROUTE_FILES).toContain(path.join('app', 'api', 'admin', 'upload', 'route.ts'));
  });

  describe.each(ACTION_FILES)('%s', (file) => {
    it(`every exported action survives ${RUNS} payloads`, { timeout: 120_000 }, async () => {
      const mod = (await import(path.join(ROOT, file))) as Record<string, unknown>;
      const actions = Object.entries(mod).filter(
        (e): e is [string, (...args: unknown[]) => Promise<unknown>] => typeof e[1] === 'function',
      );
      expect(actions.length).toBeGreaterThan(0);
      for (const [name, action] of actions) {
        // (previous state, form data) for useActionState forms; one input object otherwise.
        browser.jar = admin;
        browser.headers = new Headers({ cookie: admin.header(), 'x-forwarded-for': '198.51.100.7' });
        await fuzz(`${file} ${name}`, async (r) => {
          return judgeAction(
            await (action.length >= 2 ? action(randomValue(r), formPayload(r)) : action(actionPayload(r))),
          );
        });
      }
    });
  });

  describe.each(ROUTE_FILES)('%s', (file) => {
    it(`every writing method survives ${RUNS} requests`, { timeout: 120_000 }, async () => {
      const mod = (await import(path.join(ROOT, file))) as Record<
        string,
        (req: Request, ctx: unknown) => Promise<Response>
      >;
      // The URL path the file serves, with each [segment] filled by a generated value.
      const pattern = `/${path
        .dirname(file)
        .split(path.sep)
        .slice(1)
        .filter((s) => !/^\(.*\)$/.test(s))
        .join('/')}`;
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => typeof mod[m] === 'function')) {
        browser.jar = AS_VISITOR.has(file) ? memoryJar() : admin;
        browser.headers = new Headers({ cookie: browser.jar.header(), 'x-forwarded-for': '198.51.100.7' });
        await fuzz(`${method} ${pattern}`, async (r) => {
          const params: Record<string, string> = {};
          const pathname = pattern.replace(
            /\[(?:\.\.\.)?([^\]]+)\]/g,
            (_m, key: string) => (params[key] = encodeURIComponent(randomString(r).slice(0, 100)) || 'x'),
          );
          return judgeResponse(
            await mod[method]!(routeRequest(r, pathname, method), { params: Promise.resolve(params) }),
          );
        });
      }
    });
  });
});

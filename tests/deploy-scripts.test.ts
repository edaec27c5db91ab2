// The deploy path, through the real scripts: a build against a configured database only reads it
// (an empty one stops the build with one line, unmigrated and unseeded, no password printed), on
// Vercel no embedded server ever starts, migrations go over DIRECT_URL, and db:seed outside the
// embedded server creates no account.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import postgres from 'postgres';
import { embeddedUrl } from '../db/embedded';
import { checkDatabaseForBuild, prepareDatabase } from '../db/bootstrap';
import { listMigrations } from '../db/migrate';

const name = `vt_deploy_${crypto.randomBytes(4).toString('hex')}`;
const url = embeddedUrl(name);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
const admin = postgres(embeddedUrl('postgres'), { max: 1, onnotice: () => {} });
const sql = postgres(url, { max: 1, onnotice: () => {} });

// Only what the scripts need: no inherited DATABASE_URL, and an embedded data root that must stay untouched.
function run(script: string, args: string[], extra: Record<string, string>) {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    EMBEDDED_DATA_ROOT: path.join(scratch, 'embedded'),
    STORAGE_DIR: path.join(scratch, 'storage'),
    ...extra,
  };
  const r = spawnSync(process.execPath, [script, ...args], { env, encoding: 'utf8', timeout: 200_000 });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

async function tables() {
  const [row] = await sql<{ n: number; history: boolean; auth: boolean }[]>`
    select (select count(*)::int from pg_tables where schemaname = 'public') as n,
           to_regclass('supabase_migrations.schema_migrations') is not null as history,
           to_regclass('auth.users') is not null as auth`;
  return row;
}

beforeAll(async () => {
  await admin.unsafe(`create database "${name}"`);
});
afterAll(async () => {
  await sql.end();
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
  fs.rmSync(scratch, { recursive: true, force: true });
});

// Each test spawns a script (Node start-up, a seed): slower than the default under load.
const SITE = 'https://www.studio.example';

describe('builds never write', { timeout: 90_000 }, () => {
  test('on Vercel without a database URL the build stops, naming the variable, and nothing embedded starts', () => {
    const r = run('scripts/run.mjs', ['build'], {
      VERCEL: '1',
      VERCEL_ENV: 'preview',
      VERCEL_URL: 'p.vercel.app',
      SESSION_SECRET: 'x'.repeat(40),
    });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/DATABASE_URL is not set \(nor POSTGRES_URL\)/);
    expect(fs.existsSync(path.join(scratch, 'embedded'))).toBe(false);
  });

  test('an empty database stops the build before it renders: not migrated, not seeded, no password printed', async () => {
    const r = run('scripts/run.mjs', ['build'], { POSTGRES_URL: url, SESSION_SECRET: 'x'.repeat(40), SITE_URL: SITE });
    expect(r.code).toBe(1);
    expect(r.out.trim()).toMatch(
      new RegExp(
        `^build: The database in POSTGRES_URL \\(127\\.0\\.0\\.1:\\d+/${name}\\) lacks ${listMigrations().length} migration\\(s\\).*npm run db:migrate`,
      ),
    );
    expect(r.out.trim().split('\n')).toHaveLength(1);
    expect(r.out).not.toMatch(/password/i);
    expect(await tables()).toEqual({ n: 0, history: false, auth: false });
    expect(fs.existsSync(path.join(scratch, 'embedded'))).toBe(false);
  });

  test('an unreachable database stops the build with one line that names the variable and hides the credentials', () => {
    const r = run('scripts/run.mjs', ['build'], {
      DATABASE_URL: 'postgres://someone:hunter2@127.0.0.1:9/app',
      SESSION_SECRET: 'x'.repeat(40),
      SITE_URL: SITE,
    });
    expect(r.code).toBe(1);
    expect(r.out.trim()).toMatch(/^build: Cannot reach the database in DATABASE_URL \(127\.0\.0\.1:9\/app\)/);
    expect(r.out).not.toContain('hunter2');
  });

  test('a production build against a real database without SITE_URL stops with a clear message', () => {
    const r = run('scripts/run.mjs', ['build'], { POSTGRES_URL: url, SESSION_SECRET: 'x'.repeat(40) });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/SITE_URL is not set: /);
  });

  test('a production build or start without a session secret for the local provider stops with a clear message', () => {
    const r = run('scripts/run.mjs', ['start'], { VERCEL: '1', POSTGRES_URL: url });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/SESSION_SECRET is not set/);
  });
});

describe('explicit steps', { timeout: 90_000 }, () => {
  test('db:migrate goes over DIRECT_URL (the pooled URL is not even reachable) and is safe to run twice', async () => {
    const extra = { DATABASE_URL: 'postgres://someone:secret@127.0.0.1:9/pooled', DIRECT_URL: url };
    const first = run('scripts/db.mjs', ['migrate'], extra);
    expect(first.out).toContain(
      `Migrations applied over DIRECT_URL: ${listMigrations().length} applied, 0 already there.`,
    );
    expect(first.code).toBe(0);
    const second = run('scripts/db.mjs', ['migrate'], extra);
    expect(second.out).toContain(`0 applied, ${listMigrations().length} already there.`);
    expect((await tables())?.history).toBe(true);
  });

  test('a migrated, empty database passes the build check and is neither seeded nor given an account', async () => {
    await expect(checkDatabaseForBuild({ DATABASE_URL: url })).resolves.toBeUndefined();
    let seeded = false;
    const db = await prepareDatabase({ env: { DATABASE_URL: url }, seed: async () => ((seeded = true), null) });
    expect(db).toMatchObject({ url, embedded: false, seeded: null });
    expect(seeded).toBe(false);
    const [row] =
      await sql`select (select count(*)::int from public.categories) as categories, (select count(*)::int from auth.users) as users`;
    expect(row).toEqual({ categories: 0, users: 0 });
  });

  test(
    'db:seed on a configured database writes the demo content but no account, and prints no password',
    { timeout: 240_000 },
    async () => {
      const r = run('scripts/db.mjs', ['seed'], { DATABASE_URL: url });
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/Demo content seeded .*\(no accounts\)\. Create an administrator with npm run user:create/);
      expect(r.out).not.toMatch(/password|Administrator:/i);
      const [row] =
        await sql`select (select count(*)::int from public.categories) as categories, (select count(*)::int from auth.users) as users`;
      expect(row!.categories).toBeGreaterThan(0);
      expect(row!.users).toBe(0);
    },
  );
});

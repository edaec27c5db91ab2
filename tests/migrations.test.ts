import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { embeddedUrl } from '../db/embedded';
import { listMigrations, migrate } from '../db/migrate';
import { closeTestSql, testSql } from './support/db';

afterAll(closeTestSql);

describe('migration runner', () => {
  it('records every migration in supabase_migrations.schema_migrations', async () => {
    const rows = await testSql()<
      { version: string; name: string }[]
    >`select version, name from supabase_migrations.schema_migrations order by version`;
    expect(rows.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
    expect(rows.every((r) => r.name.length > 0)).toBe(true);
  });

  it('is idempotent: a second run applies nothing and changes nothing', async () => {
    const sql = testSql();
    const before = await sql`select count(*)::int as n from pg_class where relnamespace = 'public'::regnamespace`;
    const result = await migrate(sql);
    expect(result.applied).toEqual([]);
    expect(result.skipped).toHaveLength(listMigrations().length);
    const after = await sql`select count(*)::int as n from pg_class where relnamespace = 'public'::regnamespace`;
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('migrates a bare PostgreSQL from nothing, shim first, and twice in a row', async () => {
    const name = `vt_bare_${crypto.randomBytes(4).toString('hex')}`;
    const admin = postgres(embeddedUrl('postgres'), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const sql = postgres(embeddedUrl(name), { max: 1, onnotice: () => {} });
    try {
      const first = await migrate(sql);
      expect(first.applied).toHaveLength(listMigrations().length);
      const second = await migrate(sql);
      expect(second.applied).toEqual([]);
      const [shim] =
        await sql`select to_regprocedure('auth.uid()') is not null as uid, to_regclass('auth.users') is not null as users,
        (select count(*)::int from pg_roles where rolname in ('anon', 'authenticated', 'service_role')) as roles`;
      expect(shim).toEqual({ uid: true, users: true, roles: 3 });
    } finally {
      await sql.end();
      await admin.unsafe(`drop database "${name}" with (force)`);
      await admin.end();
    }
  });

  it('locks per transaction only, so it works through a transaction pooler, and two runners at once apply each migration once', async () => {
    const name = `vt_race_${crypto.randomBytes(4).toString('hex')}`;
    const admin = postgres(embeddedUrl('postgres'), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const queries: string[] = [];
    const debug = (_connection: number, query: string) => void queries.push(query);
    // max 3: consecutive statements may land on different connections, as behind a transaction pooler.
    const a = postgres(embeddedUrl(name), { max: 3, prepare: false, onnotice: () => {}, debug });
    const b = postgres(embeddedUrl(name), { max: 3, prepare: false, onnotice: () => {}, debug });
    try {
      const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
      expect([...ra.applied, ...rb.applied].sort()).toEqual(listMigrations().map((m) => m.version));
      const [row] =
        await a`select count(*)::int as n, count(distinct version)::int as d from supabase_migrations.schema_migrations`;
      expect(row).toEqual({ n: listMigrations().length, d: listMigrations().length });
      expect(queries.some((q) => /pg_advisory_xact_lock/.test(q))).toBe(true);
      expect(queries.filter((q) => /pg_advisory_(lock|unlock)\b|pg_advisory_unlock_all/.test(q))).toEqual([]);
      const [held] = await a`select count(*)::int as n from pg_locks
        where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`;
      expect(held!.n).toBe(0);
    } finally {
      await Promise.all([a.end(), b.end()]);
      await admin.unsafe(`drop database "${name}" with (force)`);
      await admin.end();
    }
  });

  it('rolls back a failing migration and records nothing for it', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    for (const m of listMigrations()) fs.copyFileSync(m.file, path.join(dir, path.basename(m.file)));
    fs.writeFileSync(
      path.join(dir, '29990101000000_broken.sql'),
      'create table public.half_done (id int); select 1/0;',
    );
    const sql = testSql();
    await expect(migrate(sql, dir)).rejects.toThrow(/broken/);
    const [row] = await sql`select to_regclass('public.half_done') is null as absent,
      (select count(*)::int from supabase_migrations.schema_migrations where version = '29990101000000') as recorded`;
    expect(row).toEqual({ absent: true, recorded: 0 });
  });
});

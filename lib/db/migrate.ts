// Migration runner: applies the local shim where Supabase's auth schema is missing, then every
// supabase/migrations/<version>_<name>.sql not yet recorded in supabase_migrations.schema_migrations
// (the Supabase CLI's own table, so `supabase db push` and this runner agree).
import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from 'postgres';

const supabaseDir = path.join(process.cwd(), 'supabase');

export type MigrationResult = { applied: string[]; skipped: string[] };

export function listMigrations(dir = path.join(supabaseDir, 'migrations')): { version: string; name: string; file: string }[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(f)!;
      return { version: version!, name: name!, file: path.join(dir, f) };
    });
}

export async function applyShim(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ present: boolean }[]>`select to_regclass('auth.users') is not null as present`;
  const shim = fs.readFileSync(path.join(supabaseDir, 'local', 'shim.sql'), 'utf8');
  // The shim is idempotent; it only runs where Supabase's own auth schema is absent or is ours.
  const [ours] = await sql<{ ours: boolean }[]>`
    select coalesce(obj_description(to_regclass('auth.users'), 'pg_class') = 'local shim', false) as ours`;
  if (row?.present && !ours?.ours) return false;
  await sql.unsafe(shim);
  return true;
}

export async function migrate(pool: Sql, dir?: string): Promise<MigrationResult> {
  // One reserved connection so the advisory lock and the work share a session.
  const sql = (await pool.reserve()) as unknown as Sql & { release: () => void };
  await sql`select pg_advisory_lock(727274)`;
  try {
    await applyShim(sql);
    await sql.unsafe(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key, statements text[], name text
      );`);
    const done = new Set((await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`).map((r) => r.version));
    const result: MigrationResult = { applied: [], skipped: [] };
    for (const m of listMigrations(dir)) {
      if (done.has(m.version)) {
        result.skipped.push(m.version);
        continue;
      }
      const body = fs.readFileSync(m.file, 'utf8');
      await sql`begin`;
      try {
        await sql.unsafe(body);
        await sql`insert into supabase_migrations.schema_migrations (version, statements, name) values (${m.version}, ${[body]}, ${m.name})`;
        await sql`commit`;
      } catch (e) {
        await sql`rollback`;
        throw new Error(`Migration ${m.version}_${m.name} failed: ${(e as Error).message}`, { cause: e });
      }
      result.applied.push(m.version);
    }
    return result;
  } finally {
    await sql`select pg_advisory_unlock(727274)`;
    sql.release();
  }
}

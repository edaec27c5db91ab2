// Migration runner: applies the local shim where Supabase's auth schema is missing, then every
// supabase/migrations/<version>_<name>.sql not yet recorded in supabase_migrations.schema_migrations
// (the Supabase CLI's own table, so `supabase db push` and this runner agree).
import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from 'postgres';

const supabaseDir = path.join(process.cwd(), 'supabase');

export type MigrationResult = { applied: string[]; skipped: string[] };

// The Supabase CLI's own statements for its history table (supabase/cli pkg/migration/history.go,
// CreateMigrationTable), so a table made by either tool, or by an older CLI, ends up the same.
export const HISTORY_TABLE = [
  'CREATE SCHEMA IF NOT EXISTS supabase_migrations',
  'CREATE TABLE IF NOT EXISTS supabase_migrations.schema_migrations (version text NOT NULL PRIMARY KEY)',
  'ALTER TABLE supabase_migrations.schema_migrations ADD COLUMN IF NOT EXISTS statements text[]',
  'ALTER TABLE supabase_migrations.schema_migrations ADD COLUMN IF NOT EXISTS name text',
] as const;

export function listMigrations(
  dir = path.join(supabaseDir, 'migrations'),
): { version: string; name: string; file: string }[] {
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

// Any number of runners may start at once (two deploys, a deploy and a developer): each step is
// one transaction holding a transaction-level advisory lock, so it works over a transaction
// pooler too (a session lock there can land on another backend and never be released).
const LOCK_KEY = 727274;

export async function migrate(sql: Sql, dir?: string): Promise<MigrationResult> {
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${LOCK_KEY})`;
    await applyShim(tx as unknown as Sql);
    for (const statement of HISTORY_TABLE) await tx.unsafe(statement);
  });
  const result: MigrationResult = { applied: [], skipped: [] };
  for (const m of listMigrations(dir)) {
    const applied = await sql
      .begin(async (tx) => {
        await tx`select pg_advisory_xact_lock(${LOCK_KEY})`;
        // Checked under the lock: another runner may have applied it meanwhile.
        const [done] = await tx`select 1 from supabase_migrations.schema_migrations where version = ${m.version}`;
        if (done) return false;
        const body = fs.readFileSync(m.file, 'utf8');
        await tx.unsafe(body);
        // The CLI's INSERT_MIGRATION_VERSION; it stores the split statements, one element holding the
        // whole file reads back as that file (plus a final « ; ») through `supabase migration fetch`.
        await tx`insert into supabase_migrations.schema_migrations (version, name, statements) values (${m.version}, ${m.name}, ${[body]})`;
        return true;
      })
      .catch((e: unknown) => {
        throw new Error(`Migration ${m.version}_${m.name} failed: ${(e as Error).message}`, { cause: e });
      });
    (applied ? result.applied : result.skipped).push(m.version);
  }
  return result;
}

/** Versions in the migrations folder that the database has not recorded (all of them on an empty database). */
export async function pendingMigrations(sql: Sql, dir?: string): Promise<string[]> {
  const [table] = await sql<
    { present: boolean }[]
  >`select to_regclass('supabase_migrations.schema_migrations') is not null as present`;
  const done = new Set(
    table?.present
      ? (await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`).map(
          (r) => r.version,
        )
      : [],
  );
  return listMigrations(dir)
    .filter((m) => !done.has(m.version))
    .map((m) => `${m.version}_${m.name}`);
}

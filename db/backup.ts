// Logical backup and restore of the app's data and locally stored uploads, with postgres.js only:
// no pg_dump needed (the embedded server ships none, and an older client refuses a newer server).
// The schema is not dumped: it is the migrations'. A backup holds the migration versions, one
// COPY file per table and the storage folder; a restore recreates the schema with the migrations
// and loads the rows back in one transaction.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Sql, TransactionSql } from 'postgres';
import { listMigrations, migrate } from './migrate.ts';

export type BackupManifest = {
  format: 1;
  createdAt: string;
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number }[];
  storage: boolean;
};

type Table = { schema: string; name: string; columns: string[] };

const SCHEMAS = ['public', 'private'];
// Short-lived state, pointless to bring back.
const SKIPPED = new Set(['private.rate_limit_events', 'private.proofs_spent']);

const quote = (id: string) => `"${id.replace(/"/g, '""')}"`;
const qualified = (t: { schema: string; name: string }) => `${quote(t.schema)}.${quote(t.name)}`;

/** Whether auth.users is the local shim (its rows are the app's) rather than Supabase Auth's. */
async function hasAuthShim(sql: Sql | TransactionSql): Promise<boolean> {
  const [row] = await sql<{ shim: boolean }[]>`
    select coalesce(obj_description('auth.users'::regclass, 'pg_class') = 'local shim', false) as shim
    where to_regclass('auth.users') is not null`;
  return Boolean(row?.shim);
}

/** Tables to save, parents before children (foreign keys), with their stored columns. */
async function tables(sql: TransactionSql): Promise<Table[]> {
  const schemas = (await hasAuthShim(sql)) ? [...SCHEMAS, 'auth'] : SCHEMAS;
  const rows = await sql<{ schema: string; name: string; columns: string[]; oid: number }[]>`
    select n.nspname as schema, c.relname as name, c.oid::int as oid,
           array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where c.relkind = 'r' and n.nspname = any(${schemas})
      and (n.nspname <> 'auth' or c.relname = 'users')
    group by n.nspname, c.relname, c.oid
    order by n.nspname, c.relname`;
  const kept = rows.filter((t) => !SKIPPED.has(`${t.schema}.${t.name}`));
  const deps = await sql<{ child: number; parent: number }[]>`
    select conrelid::int as child, confrelid::int as parent from pg_constraint where contype = 'f' and conrelid <> confrelid`;
  const ordered: typeof kept = [];
  const placed = new Set<number>();
  const visit = (t: (typeof kept)[number], seen: Set<number>) => {
    if (placed.has(t.oid) || seen.has(t.oid)) return;
    seen.add(t.oid);
    for (const d of deps) {
      const parent = d.child === t.oid ? kept.find((k) => k.oid === d.parent) : undefined;
      if (parent) visit(parent, seen);
    }
    placed.add(t.oid);
    ordered.push(t);
  };
  for (const t of kept) visit(t, new Set());
  return ordered.map(({ schema, name, columns }) => ({ schema, name, columns }));
}

/** Writes a backup of the database behind `sql` (and of `storageDir` when given) into `dir`. */
export async function backupDatabase(
  sql: Sql,
  dir: string,
  opts: { storageDir?: string } = {},
): Promise<BackupManifest> {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty`);
  fs.mkdirSync(path.join(dir, 'tables'), { recursive: true });
  // One snapshot for every table: the backup is consistent even while the site writes.
  const manifest = await sql.begin('isolation level repeatable read read only', async (tx) => {
    const [versions] = await tx<{ list: string[] }[]>`
      select coalesce(array_agg(version order by version), '{}') as list from supabase_migrations.schema_migrations`;
    const saved: BackupManifest['tables'] = [];
    for (const t of await tables(tx)) {
      const name = `${t.schema}.${t.name}`;
      const file = path.join(dir, 'tables', `${name}.copy`);
      const copy = await tx.unsafe(`copy ${qualified(t)} (${t.columns.map(quote).join(', ')}) to stdout`).readable();
      await pipeline(copy, fs.createWriteStream(file));
      const [count] = await tx.unsafe<{ n: number }[]>(`select count(*)::int as n from ${qualified(t)}`);
      saved.push({ name, columns: t.columns, rows: count!.n });
    }
    const result: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      migrations: versions!.list,
      tables: saved,
      storage: false,
    };
    return result;
  });
  if (opts.storageDir && fs.existsSync(opts.storageDir)) {
    fs.cpSync(opts.storageDir, path.join(dir, 'storage'), { recursive: true });
    manifest.storage = true;
  }
  fs.writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${dir} holds no backup (manifest.json missing)`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  const known = new Set(listMigrations().map((m) => m.version));
  const unknown = manifest.migrations.filter((v) => !known.has(v));
  if (unknown.length > 0)
    throw new Error(`the backup comes from a newer version of the app (migrations ${unknown.join(', ')})`);
  return manifest;
}

/**
 * Replaces the app's data behind `sql` with the backup in `dir`: the app's schemas are dropped and
 * rebuilt by the migrations, then every table is loaded in one transaction (all or nothing).
 * With `storageDir`, the stored files are replaced by the backup's.
 */
export async function restoreDatabase(
  sql: Sql,
  dir: string,
  opts: { storageDir?: string } = {},
): Promise<BackupManifest> {
  const manifest = readManifest(dir);
  const shim = await hasAuthShim(sql);
  await sql.unsafe(
    'drop schema if exists public cascade; create schema public; drop schema if exists private cascade; drop schema if exists supabase_migrations cascade;',
  );
  if (shim) await sql`truncate auth.users cascade`;
  await migrate(sql);
  await sql.begin(async (tx) => {
    for (const t of manifest.tables) {
      const [schema, name] = t.name.split('.') as [string, string];
      if (schema === 'auth' && !shim) continue;
      const table = qualified({ schema, name });
      // Triggers (new-user profile, ranks, timestamps) would rewrite rows that are already whole.
      await tx.unsafe(`alter table ${table} disable trigger user`);
      // Rows a migration seeded (the price table's defaults) give way to the backup's own.
      await tx.unsafe(`delete from ${table}`);
      const copy = await tx.unsafe(`copy ${table} (${t.columns.map(quote).join(', ')}) from stdin`).writable();
      await pipeline(fs.createReadStream(path.join(dir, 'tables', `${t.name}.copy`)), copy);
      await tx.unsafe(`alter table ${table} enable trigger user`);
      // Identity columns continue after the restored rows.
      const identities = await tx<{ column: string }[]>`
        select a.attname::text as column from pg_attribute a
        where a.attrelid = ${table}::regclass and a.attidentity <> '' and a.attnum > 0`;
      for (const { column } of identities) {
        await tx.unsafe(
          `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quote(column)}) from ${table}), 0) + 1, false)`,
          [table, column],
        );
      }
    }
  });
  if (opts.storageDir) {
    fs.rmSync(opts.storageDir, { recursive: true, force: true });
    if (manifest.storage) fs.cpSync(path.join(dir, 'storage'), opts.storageDir, { recursive: true });
    else fs.mkdirSync(opts.storageDir, { recursive: true });
  }
  return manifest;
}

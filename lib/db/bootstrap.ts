// Gets a database ready for a command: the configured DATABASE_URL, or the embedded server
// (started or shared), with the database created, migrated and, when empty, seeded.
import postgres from 'postgres';
import { acquireEmbedded, embeddedUrl } from './embedded.ts';
import { migrate } from './migrate.ts';

export type PreparedDatabase = { url: string; embedded: boolean; release: () => Promise<void>; seeded: SeedReport | null };
export type SeedReport = { adminEmail: string; adminPassword: string } | null;
type Seeder = (sql: postgres.Sql) => Promise<SeedReport>;

export async function ensureDatabaseExists(name: string, opts: { fresh?: boolean; template?: string } = {}): Promise<void> {
  const admin = postgres(embeddedUrl('postgres'), { max: 1, onnotice: () => {} });
  try {
    if (opts.fresh) await admin.unsafe(`drop database if exists "${name}" with (force)`);
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!exists) await admin.unsafe(`create database "${name}"${opts.template ? ` template "${opts.template}"` : ''}`);
  } finally {
    await admin.end();
  }
}

export async function prepareDatabase(opts: { database?: string; fresh?: boolean; seed?: Seeder } = {}): Promise<PreparedDatabase> {
  let url = process.env.DATABASE_URL;
  let release = async () => {};
  const embedded = !url;
  if (!url) {
    const lease = await acquireEmbedded();
    release = lease.release;
    const name = opts.database ?? 'app';
    await ensureDatabaseExists(name, { fresh: opts.fresh });
    url = embeddedUrl(name);
  }
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  let seeded: SeedReport = null;
  try {
    await migrate(sql);
    if (opts.seed) {
      const [row] = await sql<{ n: number }[]>`select count(*)::int as n from public.categories`;
      if (row?.n === 0) seeded = await opts.seed(sql);
    }
  } finally {
    await sql.end();
  }
  return { url, embedded, release, seeded };
}

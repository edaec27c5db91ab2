// Gets a database ready for a command. Only the embedded server (local development, DATABASE_URL
// unset) is migrated and seeded implicitly; a configured database is only read: migrating and
// seeding it are explicit steps (npm run db:migrate / db:seed).
import postgres from 'postgres';
import { acquireEmbedded, embeddedUrl } from './embedded.ts';
import { migrate, pendingMigrations } from './migrate.ts';
import { databaseVariable, migrationDatabaseUrl, onVercel, resolveEnv, type RawEnv } from '../lib/platform-env.ts';

export type PreparedDatabase = {
  url: string;
  embedded: boolean;
  release: () => Promise<void>;
  seeded: SeedReport | null;
};
export type SeedReport = { adminEmail: string; adminPassword: string } | null;
type Seeder = (sql: postgres.Sql) => Promise<SeedReport>;

/** A setting or state of the database that stops a command, said in one line. */
export class DatabaseSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseSetupError';
  }
}

// Every database the embedded server creates gets ICU French collation, whatever the cluster was
// initialised with: case and accents fold as on Supabase ('É' ilike 'é') and « é » sorts with « e ».
export const DATABASE_LOCALE = `template template0 encoding 'UTF8' locale 'C' locale_provider icu icu_locale 'fr-FR'`;

export async function ensureDatabaseExists(
  name: string,
  opts: { fresh?: boolean; template?: string } = {},
): Promise<void> {
  const admin = postgres(embeddedUrl('postgres'), { max: 1, onnotice: () => {} });
  try {
    if (opts.fresh) await admin.unsafe(`drop database if exists "${name}" with (force)`);
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!exists)
      await admin.unsafe(
        `create database "${name}" ${opts.template ? `template "${opts.template}"` : DATABASE_LOCALE}`,
      );
  } finally {
    await admin.end();
  }
}

/** The database's default collation provider and locale (libc 'C' cannot fold « É » to « é »). */
export async function databaseCollation(sql: postgres.Sql): Promise<{ provider: string; locale: string }> {
  const [row] = await sql<{ provider: string; locale: string }[]>`
    select case datlocprovider when 'i' then 'icu' when 'b' then 'builtin' else 'libc' end as provider,
           coalesce(datlocale, datcollate) as locale
    from pg_database where datname = current_database()`;
  return row ?? { provider: 'libc', locale: 'C' };
}

/**
 * The database a command uses. With DATABASE_URL (or POSTGRES_URL) set it is returned untouched.
 * Without it: on Vercel an error (no embedded server ever starts there); elsewhere the embedded
 * server, with the database created, migrated and, when empty, seeded.
 */
export async function prepareDatabase(
  opts: { database?: string; fresh?: boolean; seed?: Seeder; env?: RawEnv } = {},
): Promise<PreparedDatabase> {
  const raw = opts.env ?? process.env;
  const env = resolveEnv(raw);
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, release: async () => {}, seeded: null };
  if (onVercel(raw)) {
    throw new DatabaseSetupError(
      'DATABASE_URL is not set (nor POSTGRES_URL): on Vercel the app reads the database it names; no embedded PostgreSQL starts there.',
    );
  }
  const lease = await acquireEmbedded();
  try {
    const name = opts.database ?? 'app';
    await ensureDatabaseExists(name, { fresh: opts.fresh });
    const url = embeddedUrl(name);
    const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
    let seeded: SeedReport = null;
    try {
      await migrate(sql);
      const collation = await databaseCollation(sql);
      if (collation.provider === 'libc' && /^(C|POSIX)$/i.test(collation.locale)) {
        console.warn(
          `Note: the embedded database "${name}" was created with the C locale (before French collation was the default): ` +
            'searches in capitals miss accented words. npm run db:reset recreates it (demo data only), or rm -rf .data starts over.',
        );
      }
      if (opts.seed) {
        const [row] = await sql<{ n: number }[]>`select count(*)::int as n from public.categories`;
        if (row?.n === 0) seeded = await opts.seed(sql);
      }
    } finally {
      await sql.end();
    }
    return { url, embedded: true, release: lease.release, seeded };
  } catch (e) {
    await lease.release();
    throw e;
  }
}

/**
 * What a build needs from a configured database, checked before anything renders: it answers,
 * and every migration is applied. Reads only; the message names the variable to fix.
 */
export async function checkDatabaseForBuild(raw: RawEnv = process.env): Promise<void> {
  const env = resolveEnv(raw);
  const variable = databaseVariable(raw);
  if (!env.DATABASE_URL) throw new DatabaseSetupError(`${variable} is not set.`);
  const sql = postgres(env.DATABASE_URL, { max: 1, prepare: false, connect_timeout: 15, onnotice: () => {} });
  try {
    let pending: string[];
    try {
      await sql`select 1`;
      pending = await pendingMigrations(sql);
    } catch (e) {
      throw new DatabaseSetupError(
        `Cannot reach the database in ${variable} (${describeUrl(env.DATABASE_URL)}): ${(e as Error).message}`,
      );
    }
    if (pending.length > 0) {
      throw new DatabaseSetupError(
        `The database in ${variable} (${describeUrl(env.DATABASE_URL)}) lacks ${pending.length} migration(s), first ${pending[0]}: run npm run db:migrate (over DIRECT_URL) before building; a build never writes.`,
      );
    }
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** Explicit migration of the configured database (over its direct URL) or of the embedded one. */
export async function migrateConfiguredDatabase(
  raw: RawEnv = process.env,
): Promise<{ variable: string; applied: string[]; skipped: string[] }> {
  const target = migrationDatabaseUrl(raw);
  if (!target) {
    const db = await prepareDatabase({ env: raw });
    await db.release();
    return { variable: 'embedded', applied: [], skipped: [] };
  }
  const sql = postgres(target.url, { max: 1, prepare: false, connect_timeout: 15, onnotice: () => {} });
  try {
    return { variable: target.variable, ...(await migrate(sql)) };
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** host:port/database of a URL, without its credentials. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'unparsable URL';
  }
}

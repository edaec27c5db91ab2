// Starts (or shares) the embedded PostgreSQL and builds a migrated template database that each
// test file clones into its own database.
import crypto from 'node:crypto';
import postgres from 'postgres';
import { acquireEmbedded, embeddedUrl } from '../../db/embedded';
import { ensureDatabaseExists } from '../../db/bootstrap';
import { migrate } from '../../db/migrate';

export default async function setup() {
  // Per-run names: concurrent runs (several terminals, CI) never touch each other's databases.
  const run = crypto.randomBytes(4).toString('hex');
  const TEMPLATE = `vt_${run}_template`;
  process.env.VITEST_DB_PREFIX = `vt_${run}`;
  const lease = await acquireEmbedded();
  await ensureDatabaseExists(TEMPLATE, { fresh: true });
  const sql = postgres(embeddedUrl(TEMPLATE), { max: 1, onnotice: () => {} });
  try {
    await migrate(sql);
  } finally {
    await sql.end();
  }
  return async () => {
    const admin = postgres(embeddedUrl('postgres'), { max: 1, onnotice: () => {} });
    const dbs = await admin<
      { datname: string }[]
    >`select datname from pg_database where datname like ${`vt\\_${run}\\_%`}`;
    for (const d of dbs) await admin.unsafe(`drop database if exists "${d.datname}" with (force)`);
    await admin.end();
    await lease.release();
  };
}

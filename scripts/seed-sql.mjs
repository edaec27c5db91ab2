// npm run db:seed:sql — writes supabase/seed.sql (the preview-branch seed) from db/seed/:
// seeds a scratch embedded database, dumps its content tables without accounts, drops it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import './require-node22.mjs';

// Always a scratch database on the embedded server, never DATABASE_URL.
delete process.env.DATABASE_URL;
const storage = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-sql-'));
process.env.STORAGE_DIR = storage; // the seed draws its images here; seed.sql does not use them

const { prepareDatabase } = await import('../db/bootstrap.ts');
const { embeddedUrl } = await import('../db/embedded.ts');
const { seed } = await import('../db/seed/index.ts');
const { renderSeedSql } = await import('../db/seed/sql.ts');
const postgres = (await import('postgres')).default;

const NAME = 'seed_sql_scratch';
const db = await prepareDatabase({ database: NAME, fresh: true });
const sql = postgres(db.url, { max: 1, onnotice: () => {} });
try {
  await seed(sql);
  const out = path.join('supabase', 'seed.sql');
  fs.writeFileSync(out, await renderSeedSql(sql));
  console.log(`Wrote ${out}.`);
} finally {
  await sql.end();
  const admin = postgres(embeddedUrl('postgres'), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${NAME}" with (force)`).catch(() => undefined);
  await admin.end();
  await db.release();
  fs.rmSync(storage, { recursive: true, force: true });
}

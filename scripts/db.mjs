// npm run db:migrate | db:seed | db:reset | db:stop | db:backup | db:restore — on DATABASE_URL (migrations over DIRECT_URL
// when given) or the embedded server. Outside the embedded server nothing gets an account with a
// known password: db:seed writes the demo content only.
import './require-node22.mjs';
import './load-env.mjs';

const { prepareDatabase, migrateConfiguredDatabase, DatabaseSetupError, describeUrl } =
  await import('../db/bootstrap.ts');
const { migrate } = await import('../db/migrate.ts');
const { seed } = await import('../db/seed/index.ts');
const { stopEmbedded } = await import('../db/embedded.ts');
const { backupDatabase, readManifest, restoreDatabase } = await import('../db/backup.ts');
const { migrationDatabaseUrl, resolveEnv } = await import('../lib/platform-env.ts');
const postgres = (await import('postgres')).default;

const action = process.argv[2];
const env = resolveEnv(process.env);
const external = Boolean(env.DATABASE_URL || env.DIRECT_URL);

try {
  await main();
} catch (e) {
  if (e instanceof DatabaseSetupError) {
    console.error(`db:${action}: ${e.message}`);
    process.exit(1);
  }
  throw e;
}

async function main() {
  if (action === 'stop') return stopEmbedded();
  if (action === 'migrate') {
    const result = await migrateConfiguredDatabase(process.env);
    if (result.variable === 'embedded') console.log('Migrations applied (embedded database).');
    else
      console.log(
        `Migrations applied over ${result.variable}: ${result.applied.length} applied, ${result.skipped.length} already there.`,
      );
    return;
  }
  if (action === 'backup' || action === 'restore') return backupOrRestore();
  if (action !== 'seed' && action !== 'reset') {
    console.error('usage: node scripts/db.mjs <migrate|seed|reset|stop|backup|restore>');
    process.exit(2);
  }
  if (action === 'reset' && external && !process.argv.includes('--force')) {
    console.error('db:reset drops every table of DATABASE_URL: add -- --force to confirm.');
    process.exit(1);
  }
  if (!external) return seedEmbedded();

  // Writes go over the direct connection when there is one (the pooler would do for the seed too).
  const target = migrationDatabaseUrl(process.env);
  const sql = postgres(target.url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    if (action === 'reset') {
      await sql.unsafe(
        'drop schema if exists public cascade; create schema public; drop schema if exists private cascade; drop schema if exists supabase_migrations cascade;',
      );
      await migrate(sql);
    }
    const [row] = await sql`select count(*)::int as n from public.categories`;
    if (row.n > 0) return console.log('The database already has content: seed skipped.');
    await seed(sql, { accounts: false });
    console.log(
      `Demo content seeded into ${describeUrl(target.url)} (no accounts). Create an administrator with npm run user:create -- --email you@example.com --admin.`,
    );
  } finally {
    await sql.end();
  }
}

async function seedEmbedded() {
  // Local development: a demo administrator, its password shown as by npm run dev.
  const db = await prepareDatabase({ fresh: action === 'reset' });
  try {
    const sql = postgres(db.url, { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql`select count(*)::int as n from public.categories`;
      if (row.n > 0)
        console.log('The database already has content: seed skipped (use npm run db:reset to start over).');
      else {
        const report = await seed(sql, { adminPassword: process.env.ADMIN_PASSWORD });
        console.log(`Seeded. Administrator: ${report.adminEmail} / ${report.adminPassword}`);
      }
    } finally {
      await sql.end();
    }
  } finally {
    await db.release();
  }
}

// db:backup [dir] writes the data and the local uploads (STORAGE_DIR) into a new folder;
// db:restore <dir> puts them back (over DATABASE_URL only with --force: it replaces everything).
async function backupOrRestore() {
  const args = process.argv.slice(3).filter((a) => !a.startsWith('--'));
  const storageDir = process.env.STORAGE_DIR ?? '.data/storage';
  if (action === 'restore') {
    if (!args[0]) {
      console.error('usage: npm run db:restore -- <backup folder> [--force]');
      process.exit(2);
    }
    readManifest(args[0]);
    if (external && !process.argv.includes('--force')) {
      console.error(
        'db:restore replaces every table of DATABASE_URL and the files of STORAGE_DIR: add -- --force to confirm.',
      );
      process.exit(1);
    }
  }
  const db = external
    ? { url: migrationDatabaseUrl(process.env).url, release: async () => {} }
    : await prepareDatabase({});
  const sql = postgres(db.url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    if (action === 'backup') {
      const dir = args[0] ?? `.data/backups/${new Date().toISOString().replace(/[:.]/g, '-')}`;
      const manifest = await backupDatabase(sql, dir, { storageDir });
      const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
      console.log(
        `Backup of ${describeUrl(db.url)} written to ${dir}: ${manifest.tables.length} tables, ${rows} rows${manifest.storage ? `, files of ${storageDir}` : ''}.`,
      );
    } else {
      const manifest = await restoreDatabase(sql, args[0], { storageDir });
      console.log(
        `Restored ${describeUrl(db.url)} from ${args[0]} (taken ${manifest.createdAt})${manifest.storage ? `, files into ${storageDir}` : ''}.`,
      );
    }
  } finally {
    await sql.end();
    await db.release();
  }
}

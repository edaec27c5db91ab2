// npm run db:migrate | db:seed | db:reset | db:stop — on DATABASE_URL or the embedded server.
import './require-node22.mjs';

const { prepareDatabase } = await import('../lib/db/bootstrap.ts');
const { seed } = await import('../lib/db/seed.ts');
const { stopEmbedded } = await import('../lib/db/embedded.ts');
const postgres = (await import('postgres')).default;

const action = process.argv[2];
if (action === 'stop') {
  await stopEmbedded();
  process.exit(0);
}
if (action === 'reset' && process.env.DATABASE_URL && !process.argv.includes('--force')) {
  console.error('db:reset drops every table of DATABASE_URL: add -- --force to confirm.');
  process.exit(1);
}
const db = await prepareDatabase({ fresh: action === 'reset' && !process.env.DATABASE_URL });
try {
  const sql = postgres(db.url, { max: 1, onnotice: () => {} });
  try {
    if (action === 'reset' && process.env.DATABASE_URL) {
      await sql.unsafe('drop schema if exists public cascade; create schema public; drop schema if exists private cascade; drop schema if exists supabase_migrations cascade;');
      await (await import('../lib/db/migrate.ts')).migrate(sql);
    }
    if (action === 'seed' || action === 'reset') {
      const [row] = await sql`select count(*)::int as n from public.categories`;
      if (row.n > 0) console.log('The database already has content: seed skipped (use npm run db:reset to start over).');
      else {
        const report = await seed(sql, { adminPassword: process.env.ADMIN_PASSWORD });
        console.log(`Seeded. Administrator: ${report.adminEmail} / ${report.adminPassword}`);
      }
    } else console.log('Migrations applied.');
  } finally {
    await sql.end();
  }
} finally {
  await db.release();
}

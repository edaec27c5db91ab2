// Wrapper for dev / build / start / e2e. Without DATABASE_URL it brings the embedded database
// (migrated, seeded when empty) and releases it on exit or Ctrl-C. With DATABASE_URL (or the
// Vercel–Supabase integration's POSTGRES_URL) it only reads: a build checks that the database
// answers and is fully migrated, and stops with one line naming the variable otherwise.
import { spawn } from 'node:child_process';
import { logWatch } from './log-watch.mjs';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import './require-node22.mjs';
import './load-env.mjs';

// Loaded after the Node version guard: Node 22 strips the types of these .ts modules.
const { prepareDatabase, checkDatabaseForBuild, DatabaseSetupError } = await import('../db/bootstrap.ts');
const { seed } = await import('../db/seed/index.ts');
const { missingMailNote, onVercel, productionProblems, resolveEnv } = await import('../lib/platform-env.ts');
const { startLocalMailServer } = await import('../lib/mail/local-server.ts');

const mode = process.argv[2];
const extra = process.argv.slice(3);
const next = path.join('node_modules', 'next', 'dist', 'bin', 'next');
const dataRoot = path.resolve('.data');

function persistentSecret() {
  const file = path.join(dataRoot, 'session-secret');
  fs.mkdirSync(dataRoot, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

function printLogin(report, note) {
  if (!report) return;
  const lines = [
    '',
    '  Demo content seeded. Administrator login (shown once):',
    `    e-mail:   ${report.adminEmail}`,
    `    password: ${report.adminPassword}`,
    note ? `  ${note}` : '',
    '',
  ];
  console.log(lines.join('\n'));
}

function fail(message) {
  console.error(`${mode}: ${message}`);
  process.exit(1);
}

const commands = {
  // APP_DB picks another embedded database, e.g. the bench's scale data (npm run db:seed:scale).
  dev: { args: [next, 'dev', ...extra], database: process.env.APP_DB ?? 'app' },
  build: { args: [next, 'build', ...extra], database: process.env.APP_DB ?? 'app', production: true },
  start: { args: [next, 'start', ...extra], database: process.env.APP_DB ?? 'app', production: true },
  e2e: {
    args: [path.join('node_modules', '@playwright', 'test', 'cli.js'), 'test', ...extra],
    database: process.env.E2E_DB ?? 'e2e',
    fresh: true,
  },
};

const command = commands[mode];
if (!command) {
  console.error(`usage: node scripts/run.mjs <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}

const env = resolveEnv(process.env);
const external = Boolean(env.DATABASE_URL);
// A secret kept in .data is fine on a machine that keeps its disk; Vercel keeps nothing between builds and functions.
if (!onVercel(process.env)) env.SESSION_SECRET ??= persistentSecret();
// On this machine's embedded database (a local build or `npm start`), the site is this machine's.
if (command.production && !external && mode !== 'e2e') env.SITE_URL ??= 'http://localhost:3000';
if (mode === 'e2e') env.SITE_URL ??= `http://localhost:${env.E2E_PORT ?? 3100}`;
if (command.production) {
  const problems = productionProblems(env);
  if (problems.length) fail(`unsafe or missing settings for production:\n  - ${problems.join('\n  - ')}`);
}

let adminPassword;
if (mode === 'e2e') {
  env.STORAGE_DIR ??= path.join('.data', `storage-${command.database}`);
  process.env.STORAGE_DIR = env.STORAGE_DIR;
  if (!external) {
    // A fresh database per run, with credentials made up for this run only.
    adminPassword = crypto.randomBytes(12).toString('base64url');
    env.E2E_ADMIN_PASSWORD = adminPassword;
    env.E2E_USER_PASSWORD = crypto.randomBytes(12).toString('base64url');
  }
} else if (mode === 'dev') {
  adminPassword = process.env.ADMIN_PASSWORD;
}

let db;
try {
  db = await prepareDatabase({
    env,
    database: command.database,
    fresh: command.fresh,
    seed: (sql) => seed(sql, { adminPassword, userPassword: env.E2E_USER_PASSWORD }),
  });
  // The build prerenders from the database: an unreachable or unmigrated one must stop it, not yield empty pages.
  if (!db.embedded && (mode === 'build' || (mode === 'e2e' && !process.env.E2E_SKIP_BUILD)))
    await checkDatabaseForBuild(process.env);
} catch (e) {
  if (e instanceof DatabaseSetupError) fail(e.message);
  throw e;
}
env.DATABASE_URL = db.url;
if (mode === 'e2e' && db.seeded) env.E2E_ADMIN_EMAIL = db.seeded.adminEmail;
if (mode !== 'e2e' && db.seeded) {
  fs.writeFileSync(path.join(dataRoot, 'admin-login.txt'), `${db.seeded.adminEmail}\n${db.seeded.adminPassword}\n`, {
    mode: 0o600,
  });
  printLogin(
    db.seeded,
    'Also saved in .data/admin-login.txt (git-ignored). Create more users with npm run user:create.',
  );
}

// E-mail: without SMTP_URL, a real SMTP server of our own on 127.0.0.1 (lib/mail/local-server.ts) receives every
// message into .data/mail-<database>/, which the back office shows (« Courriels envoyés (local) »). A
// production build or server on a configured database without SMTP_URL says once what it will not send.
let mail;
if (!env.SMTP_URL && mode !== 'build' && (!external || mode === 'e2e')) {
  const dir = path.join(dataRoot, `mail-${command.database}`);
  // Each e2e run reads only what it sent itself.
  if (mode === 'e2e') fs.rmSync(dir, { recursive: true, force: true });
  mail = await startLocalMailServer({ dir, keep: mode === 'e2e' ? 5000 : undefined });
  env.SMTP_URL = mail.url;
  env.LOCAL_MAILBOX_DIR = mail.dir;
  // No provider's limit to respect on this machine: a newsletter to a thousand test readers takes seconds.
  env.MAIL_RATE_PER_SECOND ??= '200';
  // The e2e specs sign up and reset many addresses of one domain within the hour: no provider's quota to keep
  // here, so the e-mail doors' budgets (lib/security/doors.ts, tested in tests/doors.test.ts) stay out of their way.
  if (mode === 'e2e') env.MAIL_DAILY_QUOTA ??= '100000';
  if (mode === 'dev') console.log(`  E-mail: local mail server on ${mail.url}, read in /admin/newsletter/courriels`);
} else if (command.production && missingMailNote(env)) {
  console.warn(`${mode}: ${missingMailNote(env)}`);
}

// The e2e run passes its output through, and fails when the server printed a refused line (scripts/log-watch.mjs).
// One watch per stream: a line is cut in two by its own pipe only.
const watches = mode === 'e2e' ? { stdout: logWatch(), stderr: logWatch() } : null;
const child = spawn(process.execPath, command.args, { stdio: watches ? ['inherit', 'pipe', 'pipe'] : 'inherit', env });
if (watches) {
  for (const name of /** @type {const} */ (['stdout', 'stderr']))
    child[name].on('data', (chunk) => (process[name].write(chunk), watches[name].write(chunk)));
}
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('close', async (code, signal) => {
  for (const line of new Set([...(watches?.stdout.found() ?? []), ...(watches?.stderr.found() ?? [])])) {
    console.error(
      `e2e: the server logged « ${line} » (scripts/log-watch.mjs): a regression, even with every test green.`,
    );
    code = code || 1;
  }
  await mail?.close();
  await db.release().catch((e) => console.error('Could not stop the embedded database:', e));
  process.exit(code ?? (signal ? 130 : 1));
});

// Wrapper for dev / build / start / e2e: brings the database (embedded unless DATABASE_URL is
// set), then runs Next.js or Playwright with it, and releases the database on exit or Ctrl-C.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import './require-node22.mjs';

// Loaded after the Node version guard: Node 22 strips the types of these .ts modules.
const { prepareDatabase } = await import('../lib/db/bootstrap.ts');
const { seed } = await import('../lib/db/seed.ts');

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

const commands = {
  dev: { args: [next, 'dev', ...extra], database: 'app' },
  build: { args: [next, 'build', ...extra], database: 'app' },
  start: { args: [next, 'start', ...extra], database: 'app' },
  e2e: { args: [path.join('node_modules', '@playwright', 'test', 'cli.js'), 'test', ...extra], database: process.env.E2E_DB ?? 'e2e', fresh: true },
};

const command = commands[mode];
if (!command) {
  console.error(`usage: node scripts/run.mjs <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}

const env = { ...process.env };
env.SESSION_SECRET ??= persistentSecret();
let adminPassword;
if (mode === 'e2e') {
  // A fresh database per run, with credentials made up for this run only.
  adminPassword = crypto.randomBytes(12).toString('base64url');
  env.E2E_ADMIN_PASSWORD = adminPassword;
  env.E2E_USER_PASSWORD = crypto.randomBytes(12).toString('base64url');
  env.STORAGE_DIR ??= path.join('.data', `storage-${command.database}`);
  env.SITE_URL ??= `http://localhost:${env.E2E_PORT ?? 3100}`;
  process.env.STORAGE_DIR = env.STORAGE_DIR;
} else if (mode === 'dev') {
  adminPassword = process.env.ADMIN_PASSWORD;
}

const db = await prepareDatabase({
  database: command.database,
  fresh: command.fresh && !process.env.DATABASE_URL,
  seed: (sql) => seed(sql, { adminPassword, userPassword: env.E2E_USER_PASSWORD }),
});
env.DATABASE_URL = db.url;
if (mode === 'e2e' && db.seeded) env.E2E_ADMIN_EMAIL = db.seeded.adminEmail;
if (mode !== 'e2e' && db.seeded) {
  fs.writeFileSync(path.join(dataRoot, 'admin-login.txt'), `${db.seeded.adminEmail}\n${db.seeded.adminPassword}\n`, { mode: 0o600 });
  printLogin(db.seeded, 'Also saved in .data/admin-login.txt (git-ignored). Create more users with npm run user:create.');
}

const child = spawn(process.execPath, command.args, { stdio: 'inherit', env });
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', async (code, signal) => {
  await db.release().catch((e) => console.error('Could not stop the embedded database:', e));
  process.exit(code ?? (signal ? 130 : 1));
});

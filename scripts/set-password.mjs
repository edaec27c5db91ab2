// npm run user:password -- --email someone@example.com [--password …]
// Local accounts (no Supabase keys): gives an existing account a new password and revokes all of
// its sessions, on DATABASE_URL or the embedded database. Without --password the password is
// prompted on a terminal, else generated and shown once. With Supabase, users reset their own
// password by e-mail (« Mot de passe oublié ? » on /login).
import fs from 'node:fs';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import './require-node22.mjs';

for (const file of ['.env.local', '.env']) if (fs.existsSync(file)) process.loadEnvFile(file);

const { MIN_PASSWORD_LENGTH, generatePassword, normalizeEmail, setLocalPassword } = await import('../lib/db/users.ts');

const usage = 'usage: npm run user:password -- --email someone@example.com [--password <password>]';
let options;
try {
  ({ values: options } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  }));
} catch (e) {
  console.error(`${e.message}\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}
const email = normalizeEmail(options.email ?? '');
if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error(`A valid --email is required.\n${usage}`);
  process.exit(2);
}
if (process.env.NEXT_PUBLIC_SUPABASE_URL && process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY) {
  console.error('Supabase mode: accounts live in Supabase Auth. The user resets the password with « Mot de passe oublié ? » on /login (or send a recovery link from the Supabase dashboard).');
  process.exit(1);
}

/** Reads a line without echoing it (terminal only). */
function askHidden(question) {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = rl._writeToOutput?.bind(rl);
    rl._writeToOutput = (text) => {
      if (text.includes(question)) write?.(text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function choosePassword() {
  if (options.password !== undefined) return { password: options.password, generated: false };
  if (process.stdin.isTTY) {
    for (;;) {
      const first = await askHidden(`New password for ${email} (empty = generate one): `);
      if (first === '') return { password: generatePassword(), generated: true };
      if (first.length < MIN_PASSWORD_LENGTH) {
        console.error(`At least ${MIN_PASSWORD_LENGTH} characters.`);
        continue;
      }
      const again = await askHidden('Repeat the password: ');
      if (again === first) return { password: first, generated: false };
      console.error('The two entries differ, try again.');
    }
  }
  return { password: generatePassword(), generated: true };
}

const { password, generated } = await choosePassword();
if (password.length < MIN_PASSWORD_LENGTH || password.length > 72) {
  console.error(`The password needs ${MIN_PASSWORD_LENGTH} to 72 characters.`);
  process.exit(2);
}

const { prepareDatabase } = await import('../lib/db/bootstrap.ts');
const postgres = (await import('postgres')).default;
const db = await prepareDatabase();
const sql = postgres(db.url, { max: 1, prepare: false, onnotice: () => {} });
let id;
try {
  id = await sql.begin((tx) => setLocalPassword(tx, { email }, password));
} finally {
  await sql.end();
  await db.release();
}
if (!id) {
  console.error(`No account with the e-mail ${email}.`);
  process.exit(1);
}
console.log(`New password set for ${email}; its open sessions are signed out.`);
if (generated) console.log(`Password (shown once, keep it safe): ${password}`);

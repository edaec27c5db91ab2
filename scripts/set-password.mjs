// npm run user:password -- --email someone@example.com [--password …]
// Local accounts (no Supabase keys): gives an existing account a new password and revokes all of
// its sessions, on DATABASE_URL or the embedded database. Without --password the password is
// prompted on a terminal, else generated and shown once. With Supabase, users reset their own
// password by e-mail (« Mot de passe oublié ? » on /login).
import { accountArguments, choosePassword } from './account-cli.mjs';

const usage = 'usage: npm run user:password -- --email someone@example.com [--password <password>]';
const { options, email } = accountArguments(usage);
if (process.env.NEXT_PUBLIC_SUPABASE_URL && process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY) {
  console.error(
    'Supabase mode: accounts live in Supabase Auth. The user resets the password with « Mot de passe oublié ? » on /login (or send a recovery link from the Supabase dashboard).',
  );
  process.exit(1);
}
const { password, generated } = await choosePassword(
  options.password,
  `New password for ${email} (empty = generate one): `,
);
const { setLocalPassword } = await import('../lib/db/users.ts');

const { prepareDatabase } = await import('../db/bootstrap.ts');
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

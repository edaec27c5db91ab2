// npm run user:create -- --email someone@example.com [--admin] [--password …]
// Local mode (no Supabase keys): writes the account into the auth.users shim of DATABASE_URL or of
// the embedded database. Supabase mode (NEXT_PUBLIC_SUPABASE_URL + publishable key set): goes
// through the Auth Admin API with SUPABASE_SERVICE_ROLE_KEY (server side only, never shipped).
// Without --password the password is prompted on a terminal, else generated and shown once.
import { accountArguments, choosePassword } from './account-cli.mjs';

const usage = 'usage: npm run user:create -- --email someone@example.com [--admin] [--password <password>]';
const { options, email } = accountArguments(usage, { admin: { type: 'boolean', default: false } });
const role = options.admin ? 'admin' : 'user';
const { password, generated } = await choosePassword(
  options.password,
  `Password for ${email} (empty = generate one): `,
);

const { resolveEnv } = await import('../lib/platform-env.ts');
const env = resolveEnv(process.env); // the Vercel–Supabase integration's names count too
const supabaseUrl = env.NEXT_PUBLIC_SUPABASE_URL;
const supabaseKey = env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY;
const id = supabaseUrl && supabaseKey ? await createWithSupabase() : await createLocally();
if (!id) process.exit(1);

console.log(`Created ${role === 'admin' ? 'administrator' : 'user'} ${email} (${id}).`);
if (generated) console.log(`Password (shown once, keep it safe): ${password}`);

async function createWithSupabase() {
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!serviceKey) {
    console.error('Supabase mode: SUPABASE_SERVICE_ROLE_KEY is required (Project settings → API keys).');
    process.exit(1);
  }
  const { createClient } = await import('@supabase/supabase-js');
  const supabase = createClient(supabaseUrl, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await supabase.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: { role },
  });
  if (error || !data.user) {
    console.error(
      error?.code === 'email_exists'
        ? `${email} already exists.`
        : `Supabase refused: ${error?.message ?? 'no user returned'}`,
    );
    process.exit(1);
  }
  // The profiles trigger reads app_metadata.role; set the row explicitly anyway (service role bypasses RLS).
  const { error: profileError } = await supabase
    .from('profiles')
    .upsert({ id: data.user.id, email, role }, { onConflict: 'id' });
  if (profileError) {
    console.error(`User created, but its profile could not be updated: ${profileError.message}`);
    process.exit(1);
  }
  return data.user.id;
}

async function createLocally() {
  const { prepareDatabase } = await import('../db/bootstrap.ts');
  const { createLocalUser } = await import('../lib/db/users.ts');
  const postgres = (await import('postgres')).default;
  // APP_DB names another embedded database, as for npm run dev/build/start (the bench's scale data).
  const db = await prepareDatabase({ database: process.env.APP_DB });
  const sql = postgres(db.url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    const user = await sql.begin((tx) => createLocalUser(tx, { email, password, role }));
    return user.id;
  } catch (e) {
    if (e?.code === '23505') {
      console.error(`${email} already exists.`);
      return null;
    }
    throw e;
  } finally {
    await sql.end();
    await db.release();
  }
}

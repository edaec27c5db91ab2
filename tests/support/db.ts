// Test helpers on the per-file database (real PostgreSQL, never a mock).
import postgres from 'postgres';

let client: postgres.Sql | null = null;

/** A direct connection for arranging and inspecting rows. */
export function testSql(): postgres.Sql {
  client ??= postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
  return client;
}

export async function closeTestSql(): Promise<void> {
  await client?.end({ timeout: 1 });
  client = null;
}

export async function insertUser(email: string, role: 'user' | 'admin' = 'user', isActive = true): Promise<string> {
  const sql = testSql();
  // An inactive admin is made inactive before it is an admin: the database refuses to deactivate
  // the last active admin, and this one may be the only admin of its test database.
  const [u] = await sql<{ id: string }[]>`
    insert into auth.users (email, encrypted_password, raw_app_meta_data)
    values (${email}, 'x', ${sql.json({ role: isActive ? role : 'user' })}) returning id`;
  if (!isActive) await sql`update profiles set is_active = false, role = ${role} where id = ${u!.id}`;
  return u!.id;
}

export async function insertCategory(name: string, slug: string): Promise<string> {
  const [c] = await testSql()<
    { id: string }[]
  >`insert into categories (name, slug) values (${name}, ${slug}) returning id`;
  return c!.id;
}

/**
 * Runs `fn` as a client of the Supabase API would: the given JWT claims and database role, in a
 * transaction that is always rolled back. Returns what `fn` returned; its errors are thrown.
 */
export async function asApiClient<T>(
  claims: Record<string, string>,
  role: string,
  fn: (tx: postgres.TransactionSql) => Promise<T>,
): Promise<T> {
  let out: T | undefined;
  await testSql()
    .begin(async (tx) => {
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`;
      await tx.unsafe(`set local role ${role}`);
      out = await fn(tx);
      throw new Error('rollback');
    })
    .catch((e: Error) => {
      if (e.message !== 'rollback') throw e;
    });
  return out as T;
}

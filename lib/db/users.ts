// Local accounts in the auth.users shim, stored the way Supabase Auth stores them (bcrypt $2a$,
// app_metadata.role read by the profiles trigger), so an exported Supabase user table works here.
// Plain erasable TypeScript without server-only: scripts (user:create) run it directly with Node 22.
import type { Role } from '../auth/roles.ts';
import type postgres from 'postgres';
import { hashPassword } from '../auth/password.ts';
import { normalizeEmail } from '../validation/text.ts';

export type UserRole = Role;
export type NewLocalUser = { email: string; password: string; role?: UserRole };
export type CreatedUser = { id: string; email: string; role: UserRole };

/**
 * Inserts the account and sets its profile role. A duplicate e-mail surfaces as PostgreSQL error
 * 23505 (constraint users_email_key); callers map it (lib/data mapDbError, the CLI).
 */
export async function createLocalUser(
  sql: postgres.Sql | postgres.TransactionSql,
  user: NewLocalUser,
): Promise<CreatedUser> {
  const email = normalizeEmail(user.email);
  const role: UserRole = user.role ?? 'user';
  const encrypted = await hashPassword(user.password);
  const appMeta = { provider: 'email', providers: ['email'], role };
  const [row] = await sql<{ id: string }[]>`
    insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
    values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', ${email}, ${encrypted}, now(),
            ${sql.json(appMeta)}, ${sql.json({})})
    returning id`;
  const id = row!.id;
  // The trigger already created the profile from app_metadata.role; make the role explicit anyway.
  await sql`update public.profiles set role = ${role} where id = ${id}`;
  return { id, email, role };
}

/**
 * Sets a local account's password and revokes its sessions (all of them, or all but `keepSessionId`):
 * whoever held the old password is signed out. Returns the user's id, or null when the e-mail is unknown.
 */
export async function setLocalPassword(
  sql: postgres.Sql | postgres.TransactionSql,
  target: { email: string } | { id: string },
  password: string,
  keepSessionId: string | null = null,
): Promise<string | null> {
  const encrypted = await hashPassword(password);
  const [row] =
    'id' in target
      ? await sql<{ id: string }[]>`
          update auth.users set encrypted_password = ${encrypted}, updated_at = now()
          where id = ${target.id} and deleted_at is null returning id`
      : await sql<{ id: string }[]>`
          update auth.users set encrypted_password = ${encrypted}, updated_at = now()
          where lower(email) = ${normalizeEmail(target.email)} and deleted_at is null returning id`;
  if (!row) return null;
  await revokeAccountAccess(sql, row.id, keepSessionId);
  return row.id;
}

/**
 * Everything that opens the account without its current password, or under its former role, goes: its outstanding
 * reset and invitation links and its sessions (all of them, or all but `keepSessionId`, the one that changed its own
 * password). Called on a password change or reset, a deactivation and a role change. On Supabase the same database
 * holds Auth's own sessions and one-time tokens: they go too (GoTrue already ends them on a password change).
 */
export async function revokeAccountAccess(
  sql: postgres.Sql | postgres.TransactionSql,
  userId: string,
  keepSessionId: string | null = null,
): Promise<void> {
  await sql`delete from private.account_tokens where user_id = ${userId}`;
  await sql`
    update private.sessions set revoked_at = now()
    where user_id = ${userId} and revoked_at is null and id is distinct from ${keepSessionId}::uuid`;
  const [auth] = await sql<{ sessions: boolean; tokens: boolean }[]>`
    select to_regclass('auth.sessions') is not null as sessions, to_regclass('auth.one_time_tokens') is not null as tokens`;
  if (auth?.tokens) await sql`delete from auth.one_time_tokens where user_id = ${userId}`;
  if (auth?.sessions && !keepSessionId) await sql`delete from auth.sessions where user_id = ${userId}`;
}

import 'server-only';
import { ROLES } from '@/lib/auth/roles';
import { sql } from '@/lib/db/client';
import { verifyPassword } from '@/lib/auth/password';
import { setLocalPassword } from '@/lib/db/users';
import { normalizeEmail, isUuid } from '@/lib/validation/text';
import type { Role } from './types';

// Database side of authentication: accounts of the auth.users shim, local sessions, profile status.

export type AccountStatus = { id: string; email: string; role: Role; isActive: boolean };
export type LocalAccount = AccountStatus & { passwordHash: string | null };

type AccountRow = { id: string; email: string; role: string | null; is_active: boolean | null; banned: boolean };

// A missing profile row or a ban means « not active » (soft-deleted users are not found at all).
const toStatus = (r: AccountRow): AccountStatus => ({
  id: r.id,
  email: r.email,
  role: ROLES.find((role) => role === r.role) ?? 'user',
  isActive: Boolean(r.is_active) && !r.banned,
});

/** The local account for a sign-in attempt (password hash included), or null. */
export async function findLocalAccount(email: string): Promise<LocalAccount | null> {
  const [row] = await sql<(AccountRow & { encrypted_password: string | null })[]>`
    select u.id, u.email, u.encrypted_password, p.role, p.is_active,
           coalesce(u.banned_until > now(), false) as banned
    from auth.users u left join public.profiles p on p.id = u.id
    where lower(u.email) = ${normalizeEmail(email)} and u.deleted_at is null
    limit 1`;
  return row ? { ...toStatus(row), passwordHash: row.encrypted_password } : null;
}

/** Profile status of an authenticated user id (Supabase provider), or null when unknown. */
export async function getAccountStatus(userId: string): Promise<AccountStatus | null> {
  if (!isUuid(userId)) return null;
  const [row] = await sql<AccountRow[]>`
    select p.id, p.email, p.role, p.is_active, false as banned
    from public.profiles p where p.id = ${userId}`;
  return row ? toStatus(row) : null;
}

export async function createSession(userId: string, expiresAt: Date): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into private.sessions (user_id, expires_at) values (${userId}, ${expiresAt}) returning id`;
  return row!.id;
}

/** The account behind a live session: not revoked, not expired, user still present. */
export async function getSessionAccount(sessionId: string, userId: string): Promise<AccountStatus | null> {
  if (!isUuid(sessionId) || !isUuid(userId)) return null;
  const [row] = await sql<AccountRow[]>`
    select u.id, u.email, p.role, p.is_active, coalesce(u.banned_until > now(), false) as banned
    from private.sessions s
    join auth.users u on u.id = s.user_id
    left join public.profiles p on p.id = u.id
    where s.id = ${sessionId} and s.user_id = ${userId}
      and s.revoked_at is null and s.expires_at > now() and u.deleted_at is null`;
  return row ? toStatus(row) : null;
}

/** When a live session was opened (its sign-in), or null. */
export async function sessionStartedAt(sessionId: string): Promise<Date | null> {
  if (!isUuid(sessionId)) return null;
  const [row] = await sql<{ created_at: Date }[]>`select created_at from private.sessions where id = ${sessionId}`;
  return row?.created_at ?? null;
}

export async function revokeSession(sessionId: string): Promise<void> {
  if (!isUuid(sessionId)) return;
  await sql`update private.sessions set revoked_at = now() where id = ${sessionId} and revoked_at is null`;
  // Opportunistic cleanup keeps the table small.
  if (Math.random() < 0.05) await sql`delete from private.sessions where expires_at < now() - interval '1 day'`;
}

/**
 * New password for a local account, in one transaction with the revocation of its other sessions.
 * 'same' when it equals the current one.
 */
export async function updateLocalPassword(
  userId: string,
  password: string,
  keepSessionId: string,
): Promise<'ok' | 'same' | 'not_found'> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ encrypted_password: string | null }[]>`
      select encrypted_password from auth.users where id = ${userId} and deleted_at is null for update`;
    if (!row) return 'not_found';
    if (row.encrypted_password && (await verifyPassword(password, row.encrypted_password))) return 'same';
    return (await setLocalPassword(tx, { id: userId }, password, keepSessionId)) ? 'ok' : 'not_found';
  });
}

/** A local account's e-mailed link (invitation, forgotten password): replaces its former ones of that kind. */
export async function storeAccountToken(
  userId: string,
  purpose: 'invite' | 'reset',
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`delete from private.account_tokens where (user_id = ${userId} and purpose = ${purpose}) or expires_at < now()`;
    await tx`insert into private.account_tokens (token_hash, user_id, purpose, expires_at)
      values (${tokenHash}, ${userId}, ${purpose}, ${expiresAt})`;
  });
}

/** Uses a link once: the account it was for, if the link exists and has not expired (it is deleted either way). */
export async function takeAccountToken(tokenHash: string): Promise<AccountStatus | null> {
  const [row] = await sql<{ user_id: string; live: boolean }[]>`
    delete from private.account_tokens where token_hash = ${tokenHash}
    returning user_id, expires_at > now() as live`;
  if (!row?.live) return null;
  const [account] = await sql<AccountRow[]>`
    select u.id, u.email, p.role, p.is_active, coalesce(u.banned_until > now(), false) as banned
    from auth.users u left join public.profiles p on p.id = u.id
    where u.id = ${row.user_id} and u.deleted_at is null`;
  return account ? toStatus(account) : null;
}

import 'server-only';
import { ROLE_LABEL } from '@/lib/auth/roles';
import { createClient } from '@supabase/supabase-js';
import type { TransactionSql } from 'postgres';
import { generatePassword } from '@/lib/auth/password';
import { sql } from '@/lib/db/client';
import { createLocalUser, revokeAccountAccess } from '@/lib/db/users';
import { env, siteUrl, supabaseConfigured } from '@/lib/env';
import { logAudit, type Audit } from './audit';
import { DataError, mapDbError } from './errors';
import { likePattern } from './like';
import { toProfile } from './rows';
import type { Page, Profile, Role } from './types';
import { ADMIN_PAGE_SIZE, type UserListQuery } from '@/lib/admin/list-query';

// Users as the back office manages them: their profiles (list, role, active flag, last sign-in) and
// account creation (local password or Supabase invitation). The local accounts' storage is
// lib/db/users.ts, passwords lib/auth/password.ts, sessions lib/data/auth.ts.

/** One page of the accounts: searched by e-mail, filtered by role and active flag, by sign-up date. */
export async function adminListProfilesPage(query: UserListQuery): Promise<Page<Profile>> {
  const where = sql`true
    ${query.q ? sql`and email ilike ${likePattern(query.q)}` : sql``}
    ${query.role ? sql`and role = ${query.role}` : sql``}
    ${query.active ? sql`and is_active = ${query.active === 'active'}` : sql``}`;
  const [c] = await sql<{ n: number }[]>`select count(*)::int as n from profiles where ${where}`;
  const total = c?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const order = query.sort === 'oldest' ? sql`created_at asc, id asc` : sql`created_at desc, id desc`;
  const rows = await sql`
    select * from profiles where ${where}
    order by ${order} limit ${ADMIN_PAGE_SIZE} offset ${(page - 1) * ADMIN_PAGE_SIZE}`;
  return { items: rows.map(toProfile), total, page, pageCount, pageSize: ADMIN_PAGE_SIZE };
}

// An admin may not lock themself out, and the last active admin may not disappear.
async function guard(
  tx: TransactionSql,
  actorId: string,
  targetId: string,
  change: { role?: Role; isActive?: boolean; remove?: boolean },
) {
  await tx`select pg_advisory_xact_lock(hashtext('profiles.admins'))`;
  const [target] = await tx<
    { role: Role; is_active: boolean }[]
  >`select role, is_active from profiles where id = ${targetId} for update`;
  if (!target) throw new DataError('not_found');
  const losesAdmin =
    target.role === 'admin' &&
    target.is_active &&
    (change.remove || change.role === 'user' || change.isActive === false);
  if (losesAdmin && actorId === targetId) throw new DataError('self_protection');
  if (losesAdmin) {
    const [row] = await tx<
      { n: number }[]
    >`select count(*)::int as n from profiles where role = 'admin' and is_active and id <> ${targetId}`;
    if ((row?.n ?? 0) === 0) throw new DataError('last_admin');
  }
}

export async function setRole(actorId: string, targetId: string, role: Role, audit?: Audit): Promise<Profile> {
  return sql
    .begin(async (tx) => {
      await guard(tx, actorId, targetId, { role });
      const [before] = await tx<{ role: Role }[]>`select role from profiles where id = ${targetId}`;
      const [row] = await tx`update profiles set role = ${role} where id = ${targetId} returning *`;
      // Links and sessions issued under the former role end with it (the actor's own session too, if they changed theirs).
      if (before?.role !== role) await revokeAccountAccess(tx, targetId);
      const profile = toProfile(row!);
      await logAudit(tx, audit, {
        action: 'role',
        entity: 'user',
        entityId: targetId,
        summary: `Rôle de ${profile.email} : ${ROLE_LABEL[role].toLowerCase()}`,
      });
      return profile;
    })
    .catch(mapDbError);
}

export async function setActive(actorId: string, targetId: string, isActive: boolean, audit?: Audit): Promise<Profile> {
  return sql
    .begin(async (tx) => {
      await guard(tx, actorId, targetId, { isActive });
      const [row] = await tx`update profiles set is_active = ${isActive} where id = ${targetId} returning *`;
      // A deactivated account's links and sessions end, and a reactivation does not bring them back.
      if (!isActive) await revokeAccountAccess(tx, targetId);
      const profile = toProfile(row!);
      await logAudit(tx, audit, {
        action: 'status',
        entity: 'user',
        entityId: targetId,
        summary: `Compte ${profile.email} ${isActive ? 'activé' : 'désactivé'}`,
      });
      return profile;
    })
    .catch(mapDbError);
}

/** Deletes the auth user; the profile and sessions go with it (on delete cascade). */
export async function deleteUser(actorId: string, targetId: string, audit?: Audit): Promise<void> {
  if (actorId === targetId) throw new DataError('self_protection');
  await sql
    .begin(async (tx) => {
      await guard(tx, actorId, targetId, { remove: true });
      const [gone] = await tx<
        { email: string | null }[]
      >`delete from auth.users where id = ${targetId} returning email`;
      await logAudit(tx, audit, {
        action: 'delete',
        entity: 'user',
        entityId: targetId,
        summary: `Compte ${gone?.email ?? targetId} supprimé`,
      });
    })
    .catch(mapDbError);
}

/** A successful sign-in: last_login and its audit row together. */
export async function recordLogin(userId: string, audit?: Audit): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`update profiles set last_login = now() where id = ${userId}`;
    await tx`update auth.users set last_sign_in_at = now() where id = ${userId}`;
    await logAudit(tx, audit, { action: 'sign_in', entity: 'session', entityId: userId, summary: 'Connexion réussie' });
  });
}

export type CreatedAccount = { profile: Profile; password: string | null; invited: boolean };

/** Supabase Auth sends the invitations (its URL and service key are set). */
export const supabaseAdminReady = () => supabaseConfigured && Boolean(env.SUPABASE_SERVICE_ROLE_KEY);

/**
 * Creates an account from the back office. Local provider: a generated password, returned once for
 * the administrator to pass on. Supabase: an e-mail invitation (the user chooses their password).
 */
export async function createUser(input: { email: string; role: Role }, audit?: Audit): Promise<CreatedAccount> {
  const email = input.email.trim().toLowerCase();
  if (supabaseAdminReady()) return inviteSupabaseUser(email, input.role, audit);
  const password = generatePassword();
  try {
    const created = await sql.begin(async (tx) => {
      const [exists] = await tx`select 1 from auth.users where lower(email) = ${email}`;
      if (exists) throw new DataError('duplicate_email');
      const account = await createLocalUser(tx, { email, password, role: input.role });
      await logAudit(tx, audit, {
        action: 'create',
        entity: 'user',
        entityId: account.id,
        summary: `Compte ${email} créé (${ROLE_LABEL[input.role].toLowerCase()})`,
      });
      return account;
    });
    return { profile: await readProfile(created.id), password, invited: false };
  } catch (e) {
    if (e instanceof DataError) throw e;
    mapDbError(e);
  }
}

async function inviteSupabaseUser(email: string, role: Role, audit?: Audit): Promise<CreatedAccount> {
  const admin = createClient(env.NEXT_PUBLIC_SUPABASE_URL!, env.SUPABASE_SERVICE_ROLE_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await admin.auth.admin.inviteUserByEmail(email, { redirectTo: siteUrl('/auth/confirm') });
  if (error || !data.user) {
    if (error && (error.status === 422 || /already/i.test(error.message))) throw new DataError('duplicate_email');
    throw error ?? new Error('invitation failed');
  }
  // The profile trigger created the row with role « user »; apply the chosen role.
  await sql.begin(async (tx) => {
    // Supabase's invitation links last a day unless the project says otherwise (Authentication → Email).
    await tx`update profiles set role = ${role}, invited_at = now(), invitation_expires_at = now() + interval '24 hours'
             where id = ${data.user!.id}`;
    await logAudit(tx, audit, {
      action: 'create',
      entity: 'user',
      entityId: data.user!.id,
      summary: `Invitation envoyée à ${email} (${ROLE_LABEL[role].toLowerCase()})`,
    });
  });
  return { profile: await readProfile(data.user.id), password: null, invited: true };
}

async function readProfile(id: string): Promise<Profile> {
  const [row] = await sql`select * from profiles where id = ${id}`;
  if (!row) throw new DataError('not_found');
  return toProfile(row);
}

import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { sql } from '@/lib/db/client';
import { generatePassword } from '@/lib/auth/password';
import { createLocalUser } from '@/lib/db/users';
import { env, siteUrl, supabaseConfigured } from '@/lib/env';
import { logAudit, type Audit } from './audit';
import { DataError, mapDbError } from './errors';
import { toProfile } from './rows';
import type { Profile, Role } from './types';

export type CreatedAccount = { profile: Profile; password: string | null; invited: boolean };

const supabaseAdminReady = () => supabaseConfigured && Boolean(env.SUPABASE_SERVICE_ROLE_KEY);

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
        summary: `Compte ${email} créé (${input.role === 'admin' ? 'administrateur' : 'utilisateur'})`,
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
    await tx`update profiles set role = ${role} where id = ${data.user!.id}`;
    await logAudit(tx, audit, {
      action: 'create',
      entity: 'user',
      entityId: data.user!.id,
      summary: `Invitation envoyée à ${email} (${role === 'admin' ? 'administrateur' : 'utilisateur'})`,
    });
  });
  return { profile: await readProfile(data.user.id), password: null, invited: true };
}

async function readProfile(id: string): Promise<Profile> {
  const [row] = await sql`select * from profiles where id = ${id}`;
  if (!row) throw new DataError('not_found');
  return toProfile(row);
}

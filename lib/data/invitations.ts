import 'server-only';
// Invitations with a state: an account created from « Utilisateurs » shows « Invitation envoyée » and when it
// expires until its first sign-in, « Invitation expirée » after that; « Renvoyer » sends a new link,
// « Annuler l'invitation » deletes the account that never signed in.
import { sql } from '@/lib/db/client';
import { logAudit, type Audit } from './audit';
import { DataError } from './errors';
import type { Role } from './types';

/** Records that an invitation valid `hours` hours was just sent (the account shows it until it signs in). */
export async function markInvited(userId: string, hours: number, audit?: Audit, resent = false): Promise<void> {
  await sql.begin(async (tx) => {
    const [row] = await tx<{ email: string }[]>`
      update profiles set invited_at = now(), invitation_expires_at = now() + ${hours} * interval '1 hour'
      where id = ${userId} returning email`;
    if (resent && row)
      await logAudit(tx, audit, {
        action: 'update',
        entity: 'user',
        entityId: userId,
        summary: `Invitation renvoyée à ${row.email}`,
      });
  });
}

/** The account's e-mail and role while its invitation is pending (never signed in); conflict otherwise. */
export async function pendingInvitation(userId: string): Promise<{ email: string; role: Role }> {
  const [row] = await sql<{ email: string; role: Role; pending: boolean }[]>`
    select email, role, last_login is null and invited_at is not null as pending from profiles where id = ${userId}`;
  if (!row) throw new DataError('not_found');
  if (!row.pending) throw new DataError('conflict');
  return { email: row.email, role: row.role };
}

import 'server-only';
// What an « Auteur » may write (lib/auth/roles.ts): their own drafts, nothing published or scheduled, nothing of
// someone else's. Checked here, in the write's own transaction and under the row's lock, so no action can
// forget it; an editor's or an administrator's audit carries no restriction.
import type { TransactionSql } from 'postgres';
import type { Audit } from './audit';
import { sql } from '@/lib/db/client';
import { DataError } from './errors';

/** The row must be the author's own draft (nothing for other roles); not_found when it does not exist. */
export async function checkOwnDraft(tx: TransactionSql, table: string, id: string, audit?: Audit): Promise<void> {
  if (!audit?.ownDraftsOnly) return;
  const [row] = await tx<{ createdBy: string | null; status: string }[]>`
    select created_by::text as "createdBy", status from ${tx(table)} where id = ${id} for update`;
  if (!row) throw new DataError('not_found');
  if (row.createdBy !== audit.actorId || row.status !== 'draft') throw new DataError('forbidden');
}

/** An author saves drafts only: publishing or scheduling is an editor's. */
export function checkDraftStatus(status: string, audit?: Audit): void {
  if (audit?.ownDraftsOnly && status !== 'draft') throw new DataError('forbidden');
}

/** Whether the entry is `userId`'s own draft (what an author may open in the back office). */
export async function ownsDraft(table: string, id: string, userId: string): Promise<boolean> {
  const [row] = await sql<{ ok: boolean }[]>`
    select created_by = ${userId} and status = 'draft' as ok from ${sql(table)} where id = ${id}`;
  return row?.ok === true;
}

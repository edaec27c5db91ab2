import 'server-only';
// Review (« Proposer à la relecture »): an author's draft waits in « À relire » until an editor or an
// administrator publishes it or sends it back with a note. Each step is journaled in its own transaction.
import { sql } from '@/lib/db/client';
import { ENTRY_KINDS, KINDS, type EntryKind } from '@/lib/kinds';
import { logAudit, type Audit } from './audit';
import { DataError } from './errors';
import { checkOwnDraft } from './ownership';

export type ReviewItem = { kind: EntryKind; id: string; title: string; requestedAt: string; author: string | null };

/**
 * Puts a draft in « À relire » (an author: their own draft only). Returns its title and whether this is a new
 * request: a draft already waiting (proposed, not yet answered nor published since) keeps its first request,
 * so later saves neither move it nor tell the reviewers again.
 */
export async function requestReview(
  kind: EntryKind,
  id: string,
  audit?: Audit,
): Promise<{ title: string; first: boolean }> {
  const { table, label } = KINDS[kind];
  return sql.begin(async (tx) => {
    await checkOwnDraft(tx, table, id, audit);
    const [row] = await tx<{ title: string; waiting: boolean }[]>`
      select title, (review_requested_at is not null
                     and (published_at is null or published_at < review_requested_at)) as waiting
      from ${tx(table)} where id = ${id} and status = 'draft' for update`;
    if (!row) throw new DataError('not_found');
    if (row.waiting) return { title: row.title, first: false };
    await tx`update ${tx(table)} set review_requested_at = now(), review_note = '' where id = ${id}`;
    await logAudit(tx, audit, {
      action: 'review',
      entity: kind,
      entityId: id,
      summary: `${label} « ${row.title} » proposé à la relecture`,
    });
    return { title: row.title, first: true };
  }) as Promise<{ title: string; first: boolean }>;
}

/**
 * Answers a review: publishes the draft now, or sends it back to its author with a note. Returns its title
 * and the author's e-mail (to tell them); conflict when nothing waits for review.
 */
export async function answerReview(
  kind: EntryKind,
  id: string,
  decision: 'publish' | 'return',
  note: string,
  audit?: Audit,
): Promise<{ title: string; author: string | null; slug: string }> {
  const { table, label } = KINDS[kind];
  return sql.begin(async (tx) => {
    const [row] = await tx<{ title: string; slug: string; author: string | null; waiting: boolean }[]>`
      select x.title, x.slug, p.email as author, x.review_requested_at is not null and x.status = 'draft' as waiting
      from ${tx(table)} x left join profiles p on p.id = x.created_by where x.id = ${id} for update of x`;
    if (!row) throw new DataError('not_found');
    if (!row.waiting) throw new DataError('conflict');
    if (decision === 'publish')
      await tx`update ${tx(table)} set status = 'published', published_at = now(), review_requested_at = null,
                 review_note = '', updated_at = now() where id = ${id}`;
    else await tx`update ${tx(table)} set review_requested_at = null, review_note = ${note} where id = ${id}`;
    await logAudit(tx, audit, {
      action: decision === 'publish' ? 'status' : 'review',
      entity: kind,
      entityId: id,
      summary:
        decision === 'publish'
          ? `${label} « ${row.title} » publié après relecture`
          : `${label} « ${row.title} » renvoyé à son auteur : ${note}`,
    });
    return { title: row.title, author: row.author, slug: row.slug };
  }) as Promise<{ title: string; author: string | null; slug: string }>;
}

/** What waits for review, oldest request first, with who wrote it. */
export async function listReviews(): Promise<ReviewItem[]> {
  const parts = ENTRY_KINDS.map(
    (kind) => sql`
      select ${kind}::text as kind, x.id::text, x.title, x.review_requested_at as requested_at, p.email as author
      from ${sql(KINDS[kind].table)} x left join profiles p on p.id = x.created_by
      where x.review_requested_at is not null and x.status = 'draft'`,
  );
  const rows = await sql<{ kind: EntryKind; id: string; title: string; requested_at: Date; author: string | null }[]>`
    ${parts[0]!} union all ${parts[1]!} union all ${parts[2]!} order by requested_at limit 50`;
  return rows.map((r) => ({ ...r, requestedAt: r.requested_at.toISOString() }));
}

/** The addresses told when a draft waits for review: every active editor and administrator. */
export async function reviewerEmails(): Promise<string[]> {
  const rows = await sql<{ email: string }[]>`
    select email from profiles where is_active and role in ('admin', 'editor') order by email`;
  return rows.map((r) => r.email);
}

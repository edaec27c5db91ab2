import 'server-only';
// Readers imported at once (« Importer des lecteurs »), in one transaction with one journal entry: with the
// owner's record of where their consent was given they are subscribers at once; without it each waits for
// its confirmation link like a sign-up on the site. An address already on the list is left as it is.
import { sql } from '@/lib/db/client';
import { logAudit, type Audit } from './audit';

export type ImportedReaders = { added: number; existing: number; pending: { id: string; email: string }[] };

export async function importReaders(
  readers: { email: string; tokenHash?: string }[],
  consentNote: string | null,
  expiresAt: Date,
  audit?: Audit,
): Promise<ImportedReaders> {
  const emails = readers.map((r) => r.email);
  const hashes = readers.map((r) => r.tokenHash ?? null);
  return sql.begin(async (tx) => {
    const rows = consentNote
      ? await tx<{ id: string; email: string }[]>`
          insert into newsletter_subscribers (email, source, consent_note, consent_at, confirmed_at)
          select e, 'import', ${consentNote}, now(), now() from unnest(${emails}::text[]) as e
          on conflict ((lower(email))) do nothing returning id::text, email`
      : await tx<{ id: string; email: string }[]>`
          insert into newsletter_subscribers (email, source, confirm_token_hash, confirm_expires_at)
          select e, 'import', h, ${expiresAt} from unnest(${emails}::text[], ${hashes}::text[]) as x(e, h)
          on conflict ((lower(email))) do nothing returning id::text, email`;
    const existing = readers.length - rows.length;
    await logAudit(tx, audit, {
      action: 'create',
      entity: 'newsletter',
      summary: `Import de ${rows.length} lecteur(s)${existing ? `, ${existing} déjà inscrit(s)` : ''} : ${
        consentNote ? `consentement « ${consentNote} »` : 'e-mails de confirmation envoyés'
      }`,
    });
    return { added: rows.length, existing, pending: consentNote ? [] : rows };
  }) as Promise<ImportedReaders>;
}

'use server';
// Back-office erasure of newsletter subscribers (GDPR right to erasure), one or a selection.
import { refresh } from 'next/cache';
import { z } from '@/lib/validation/zod';
import { adminAction } from './admin-action';
import { deleteSubscribers as eraseSubscribers } from '@/lib/data/newsletter';
import { MSG } from '@/lib/copy/messages';
import { importReaders } from '@/lib/data/newsletter-import';
import { IMPORT_MAX_BYTES, IMPORT_MAX_LINES, parseReaders, type ImportProblem } from '@/lib/newsletter/import';
import { sendConfirmation } from '@/lib/newsletter/mail';
import { CONFIRM_TTL_HOURS, newToken } from '@/lib/newsletter/tokens';
import { mailConfigured } from '@/lib/mail/send';

const MAX_SELECTION = 500;
const idsSchema = z.object({
  ids: z.array(z.guid(), { error: MSG.subscriber.deleteError }).min(1, MSG.subscriber.deleteError).max(MAX_SELECTION),
});

export const deleteSubscribers = adminAction(
  idsSchema,
  { area: 'subscribers', failure: MSG.subscriber.deleteError },
  async ({ ids }, _actor, audit) => {
    const n = await eraseSubscribers([...new Set(ids)], audit);
    refresh(); // the list on screen drops them (it is no cached page: nothing to expire)
    return { ok: true, message: MSG.subscriber.deleted(n) };
  },
);

const fileSchema = z.object({
  csv: z.string({ error: MSG.readers.error }).max(IMPORT_MAX_BYTES, MSG.readers.tooMany(IMPORT_MAX_LINES)),
});

export type ReadersPreview = {
  lines: number;
  valid: number;
  first: string[];
  invalid: ImportProblem[];
  duplicates: ImportProblem[];
};

/** What an import would do: the first addresses, and every line it would leave out, with why (in French). */
export const previewReadersImport = adminAction(
  fileSchema,
  { area: 'subscribers', failure: MSG.readers.error },
  async ({ csv }) => {
    const parsed = parseReaders(csv);
    if (parsed.lines > IMPORT_MAX_LINES) return { ok: false, error: MSG.readers.tooMany(IMPORT_MAX_LINES) };
    const data: ReadersPreview = {
      lines: parsed.lines,
      valid: parsed.readers.length,
      first: parsed.readers.slice(0, 5).map((r) => r.email),
      invalid: parsed.invalid.slice(0, 200),
      duplicates: parsed.duplicates.slice(0, 200),
    };
    return { ok: true, message: '', data };
  },
);

/**
 * Imports the file's valid addresses. With `consent` (where the readers gave their accord, kept with each)
 * they are subscribers at once; without it each gets the confirmation e-mail of a sign-up on the site.
 */
export const importReadersFile = adminAction(
  fileSchema.extend({ consent: z.string().trim().max(300) }),
  { area: 'subscribers', failure: MSG.readers.error },
  async ({ csv, consent }, _actor, audit) => {
    const parsed = parseReaders(csv);
    if (parsed.lines > IMPORT_MAX_LINES) return { ok: false, error: MSG.readers.tooMany(IMPORT_MAX_LINES) };
    if (parsed.readers.length === 0) return { ok: false, error: MSG.readers.empty };
    if (!consent && !mailConfigured()) return { ok: false, error: MSG.readers.noMail };
    const tokens = new Map(parsed.readers.map((r) => [r.email, newToken()]));
    const expires = new Date(Date.now() + CONFIRM_TTL_HOURS * 3600 * 1000);
    const readers = parsed.readers.map((r) => ({
      email: r.email,
      tokenHash: consent ? undefined : tokens.get(r.email)!.hash,
    }));
    const done = await importReaders(readers, consent || null, expires, audit);
    for (const reader of done.pending) await sendConfirmation(reader.email, reader.id, tokens.get(reader.email)!.token);
    refresh();
    return { ok: true, message: MSG.readers.imported(done.added, done.existing, Boolean(consent)) };
  },
);

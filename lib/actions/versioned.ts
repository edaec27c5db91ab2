import 'server-only';
// The save and restore actions of every versioned document (« Tarifs », « Réglages », « Textes du site »,
// « Témoignages »; a new one is a description of each): check what the form sends (the issues go back by
// field path, for the form to show beside each field), save it as a new version with its journal entry, and
// refresh the pages under the document's tag. A restore reads the version, checks it as a save would and
// saves it again: a version that no longer passes the check is « not found », never half restored.
import { updateTag } from 'next/cache';
import { MSG } from '@/lib/copy/messages';
import type { Audit } from '@/lib/data/audit';
import { DataError } from '@/lib/data/errors';
import { documentRestoreSchema } from '@/lib/validation/schemas';
import type { z } from '@/lib/validation/zod';
import { adminAction, type ActionResult } from './admin-action';

type Checked<T> = { success: true; data: T } | { success: false; error: z.ZodError };

/** A nested schema's issues, by their path (`why.1.text`), for the form to show beside each field. */
export function pathErrors(error: z.ZodError): { ok: false; error: string; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
  return { ok: false, error: error.issues[0]?.message ?? MSG.requiredFields, fieldErrors };
}

export function saveVersionAction<S extends z.ZodType, T = z.output<S>>(document: {
  /** What the form sends. */
  input: S;
  /** The values to save from it, when their check depends on the input (a page's own fields). */
  check?: (input: z.output<S>) => Checked<T>;
  save: (values: T, audit: Audit, input: z.output<S>) => Promise<number>;
  tag: string;
  failure: string;
  saved: string | ((input: z.output<S>) => string);
}) {
  return adminAction(
    document.input,
    { failure: document.failure },
    async (input, _actor, audit): Promise<ActionResult<{ version: number }>> => {
      const checked: Checked<T> = document.check ? document.check(input) : { success: true, data: input as T };
      if (!checked.success) return pathErrors(checked.error);
      const version = await document.save(checked.data, audit, input);
      updateTag(document.tag);
      const message = typeof document.saved === 'string' ? document.saved : document.saved(input);
      return { ok: true, message, data: { version } };
    },
  );
}

export function restoreVersionAction<T>(document: {
  /** The values a version held, or null. */
  read: (id: string, revisionId: string) => Promise<unknown>;
  /** Those values as a save accepts them, or null. */
  check: (stored: unknown) => T | null | undefined;
  save: (values: T, audit: Audit) => Promise<number>;
  tag: string;
  failure: string;
  restored: string;
}) {
  return adminAction(
    documentRestoreSchema,
    { failure: document.failure, not_found: MSG.revision.notFound },
    async ({ id, revisionId }, _actor, audit) => {
      const stored = await document.read(id, revisionId);
      const values = stored == null ? null : document.check(stored);
      if (values == null) throw new DataError('not_found');
      const version = await document.save(values, audit);
      updateTag(document.tag);
      return { ok: true, message: document.restored, data: { version } };
    },
  );
}

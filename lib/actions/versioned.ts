import 'server-only';
// The restore action of every versioned document (« Tarifs », « Réglages », « Textes du site », « Témoignages »):
// read the version, check it as a save would, save it as a new version (with its journal entry), and refresh
// the pages under the document's tag. One behaviour, one place: a version that no longer passes the check is
// « not found », never half restored.
import { updateTag } from 'next/cache';
import { MSG } from '@/lib/copy/messages';
import type { Audit } from '@/lib/data/audit';
import { DataError } from '@/lib/data/errors';
import { documentRestoreSchema } from '@/lib/validation/schemas';
import { adminAction } from './admin-action';

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

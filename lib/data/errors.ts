import { cacheLife } from 'next/cache';
// Typed failures of writes; server actions turn them into the French messages of the spec.
export type DataErrorCode =
  | 'not_found'
  | 'duplicate_slug'
  | 'duplicate_email'
  | 'invalid_rank'
  | 'invalid_reference'
  | 'self_protection'
  | 'last_admin'
  | 'invalid'
  | 'conflict'
  /** The actor's role does not allow this write on this row (an author on someone else's entry). */
  | 'forbidden';

export class DataError extends Error {
  constructor(
    public readonly code: DataErrorCode,
    message?: string,
    public readonly meta: Record<string, unknown> = {},
  ) {
    super(message ?? code);
    this.name = 'DataError';
  }
}

/** Maps PostgreSQL constraint errors to DataError; rethrows anything else unchanged. */
export function mapDbError(e: unknown): never {
  const err = e as { code?: string; constraint_name?: string; message?: string };
  // Raised by the database trigger that keeps one active administrator, whoever the client is.
  if (err?.constraint_name === 'profiles_last_active_admin') throw new DataError('last_admin');
  if (err?.code === '23505') {
    if (err.constraint_name?.includes('email')) throw new DataError('duplicate_email');
    throw new DataError('duplicate_slug');
  }
  if (err?.code === '23503') throw new DataError('invalid_reference');
  if (err?.code === '23514' || err?.code === '22P02' || err?.code === '23502')
    throw new DataError('invalid', err.message);
  throw e;
}

export function logReadError(what: string, e: unknown): void {
  console.error(`[data] ${what} failed:`, e instanceof Error ? e.message : e);
}

/**
 * For reads inside a 'use cache' scope: logs the failure and shortens the entry's life to
 * seconds (the shortest cacheLife wins), so one database hiccup does not serve an empty list or a
 * « not found » for weeks.
 */
export function cachedReadFailed(what: string, e: unknown): void {
  logReadError(what, e);
  // During next build a failed read would be prerendered as an empty page for good: fail the build.
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error(
      `Build stopped: ${what} could not read the database in DATABASE_URL (${e instanceof Error ? e.message : String(e)}).`,
      { cause: e },
    );
  }
  cacheLife('seconds');
}

import 'server-only';
import { z } from '@/lib/validation/zod';
import { requestIp, requireStaff, type SessionUser } from '@/lib/auth';
import { FORBIDDEN, can, type Area } from '@/lib/auth/roles';
import type { Audit } from '@/lib/data/audit';
import { DataError } from '@/lib/data/errors';
import { applyStudioTimeZone } from '@/lib/admin/time-zone';

export type ActionResult<T = undefined> =
  | { ok: true; message: string; data?: T }
  | {
      ok: false;
      error: string;
      fieldErrors?: Record<string, string[] | undefined>;
      /** Lines to list under the message (a file's rejected lines). */
      details?: string[];
    };

/** A message may depend on the error's details (e.g. the rank limit in « Le rang doit être entre 1 et {N} »). */
export type ErrorMessage = string | ((meta: Record<string, unknown>) => string);
export type ErrorMessages = Partial<Record<DataError['code'], ErrorMessage>> & {
  failure: string;
  /** The back-office area the action belongs to (lib/auth/roles.ts); without one, administrators only. */
  area?: Area;
};

// DataErrors that belong to one form field: the message is also shown next to that field.
const FIELD_OF: Partial<Record<DataError['code'], string>> = {
  duplicate_slug: 'slug',
  duplicate_email: 'email',
  invalid_rank: 'rank',
  invalid_reference: 'categoryId',
};

/**
 * Server action wrapper: the role check on the server first (no back-office role: to /login; a role without
 * the action's area: refused in French, nothing read), then zod validation, then the handler. DataErrors
 * become the French messages given; anything else is logged and becomes `failure`.
 */
export function adminAction<S extends z.ZodType, T = undefined>(
  schema: S,
  messages: ErrorMessages,
  handler: (input: z.output<S>, actor: SessionUser, audit: Audit) => Promise<ActionResult<T>>,
): (raw: z.input<S>) => Promise<ActionResult<T>> {
  return async (raw) => {
    const actor = await requireStaff('dashboard');
    if (!(messages.area ? can(actor.role, messages.area) : actor.isAdmin)) return { ok: false, error: FORBIDDEN };
    // Times typed in a form are read in the studio's zone (« Réglages »).
    await applyStudioTimeZone();
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const flat = z.flattenError(parsed.error);
      const first = flat.formErrors[0] ?? Object.values(flat.fieldErrors).flat()[0] ?? messages.failure;
      return { ok: false, error: String(first), fieldErrors: flat.fieldErrors as Record<string, string[] | undefined> };
    }
    try {
      // Who and from where, for the audit row each write appends in its own transaction.
      const audit: Audit = {
        actorId: actor.id,
        actorEmail: actor.email,
        ip: await requestIp(),
        ownDraftsOnly: actor.role === 'author',
      };
      return await handler(parsed.data, actor, audit);
    } catch (e) {
      if (e instanceof DataError) {
        const m = e.code === 'forbidden' ? FORBIDDEN : messages[e.code];
        const error = typeof m === 'function' ? m(e.meta) : (m ?? messages.failure);
        const field = m ? FIELD_OF[e.code] : undefined;
        return field ? { ok: false, error, fieldErrors: { [field]: [error] } } : { ok: false, error };
      }
      // Next's redirect()/notFound() signal by throwing: let them through.
      if (e && typeof e === 'object' && 'digest' in e && String((e as { digest: unknown }).digest).startsWith('NEXT_'))
        throw e;
      console.error('[action] failed:', e);
      return { ok: false, error: messages.failure };
    }
  };
}

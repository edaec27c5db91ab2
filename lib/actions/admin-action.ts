import 'server-only';
import { z } from 'zod';
import { requireAdmin, type SessionUser } from '@/lib/auth';
import { DataError } from '@/lib/data/errors';

export type ActionResult<T = undefined> =
  | { ok: true; message: string; data?: T }
  | { ok: false; error: string; fieldErrors?: Record<string, string[] | undefined> };

export type ErrorMessages = Partial<Record<DataError['code'], string>> & { failure: string };

/**
 * Server action wrapper: admin check on the server first, then zod validation, then the handler.
 * DataErrors become the French messages given; anything else is logged and becomes `failure`.
 */
export function adminAction<S extends z.ZodType, T = undefined>(
  schema: S,
  messages: ErrorMessages,
  handler: (input: z.output<S>, actor: SessionUser) => Promise<ActionResult<T>>,
): (raw: z.input<S>) => Promise<ActionResult<T>> {
  return async (raw) => {
    const actor = await requireAdmin();
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const flat = z.flattenError(parsed.error);
      const first = flat.formErrors[0] ?? Object.values(flat.fieldErrors).flat()[0] ?? messages.failure;
      return { ok: false, error: String(first), fieldErrors: flat.fieldErrors as Record<string, string[] | undefined> };
    }
    try {
      return await handler(parsed.data, actor);
    } catch (e) {
      if (e instanceof DataError) return { ok: false, error: messages[e.code] ?? messages.failure };
      // Next's redirect()/notFound() signal by throwing: let them through.
      if (e && typeof e === 'object' && 'digest' in e && String((e as { digest: unknown }).digest).startsWith('NEXT_')) throw e;
      console.error('[action] failed:', e);
      return { ok: false, error: messages.failure };
    }
  };
}

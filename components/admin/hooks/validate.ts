import { toast } from '@/components/ui/toaster';
import { z } from '@/lib/validation/zod';
import type { FieldErrors } from './use-action';

/** Runs the action's own schema in the browser: field errors at once, and nothing sent when invalid. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: z.input<S>,
): { ok: true; data: z.output<S> } | { ok: false; first: string; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const flat = z.flattenError(parsed.error);
  const errors = flat.fieldErrors as FieldErrors;
  const first = flat.formErrors[0] ?? Object.values(errors).flat()[0] ?? '';
  return { ok: false, first: String(first), errors };
}

export const firstError = (errors: FieldErrors, field: string) => errors[field]?.[0];

/**
 * Checks the form before sending: shows the field errors (cleared when valid) and the first one as a
 * toast. Returns whether the values may be sent.
 */
export function checkForm<S extends z.ZodType>(
  schema: S,
  values: z.input<S>,
  setErrors: (errors: FieldErrors) => void,
): boolean {
  const checked = validate(schema, values);
  if (!checked.ok) {
    setErrors(checked.errors);
    toast.error(checked.first);
    return false;
  }
  setErrors({});
  return true;
}

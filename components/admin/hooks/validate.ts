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

/**
 * The schema's first French message for each field, keyed by its path (`items.0.author`): the forms whose
 * values nest (testimonials, page texts, issues) show each message beside its own input.
 */
export function messagesByPath<S extends z.ZodType>(
  schema: S,
  values: z.input<S>,
  depth = Infinity,
): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.slice(0, depth).join('.')] ??= issue.message;
  return errors;
}

/** An action's field errors (`fieldErrors`) as one message per field, for the same forms. */
export const firstMessages = (fieldErrors: FieldErrors | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(fieldErrors ?? {}).map(([key, messages]) => [key, messages?.[0] ?? '']));

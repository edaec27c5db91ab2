// « Textes du site »: one schema per page, built from its description (lib/copy/site-texts.ts). A card
// list keeps its number of cards (each has its icon in the code); a variable must be one the page knows.
// Shared by the form (browser) and the action (server).
import { z } from './zod';
import { MSG } from '@/lib/copy/messages';
import { DEFAULT_TEXTS, TEXT_PAGES, type SiteTexts, type TextFieldSpec, type TextPageId } from '@/lib/copy/site-texts';

const MAX = { line: 160, paragraph: 600, card: 300, item: 300 } as const;

/** The `{…}` tokens of a text that the page does not know. */
export function unknownVariables(text: string, known: readonly string[]): string[] {
  return [...text.matchAll(/\{[^{}]*\}/g)].map((m) => m[0]).filter((t) => !known.includes(t));
}

const text = (max: number, required: boolean, known: readonly string[]) =>
  z
    .string({ error: MSG.texts.required })
    .transform((v) => v.trim().replace(/[ \t]+/g, ' '))
    .pipe(
      z
        .string()
        .max(max, MSG.tooLong)
        .refine((v) => !required || v.length > 0, MSG.texts.required)
        .superRefine((v, ctx) => {
          const [unknown] = unknownVariables(v, known);
          if (unknown) ctx.addIssue({ code: 'custom', message: MSG.texts.unknownVariable(unknown, known) });
        }),
    );

function fieldSchema(spec: TextFieldSpec, count: number, known: readonly string[]) {
  switch (spec.kind) {
    case 'line':
      return text(MAX.line, !spec.optional, known);
    case 'paragraph':
      return text(MAX.paragraph, !spec.optional, known);
    case 'cards':
      return z.array(z.object({ title: text(MAX.line, true, known), text: text(MAX.card, true, known) })).length(count);
    case 'list':
      return z
        .array(z.string())
        .transform((items) => items.map((i) => i.trim()).filter(Boolean))
        .pipe(
          z
            .array(text(MAX.item, true, known))
            .min(spec.min, MSG.texts.lines(spec.min, spec.max))
            .max(spec.max, MSG.texts.lines(spec.min, spec.max)),
        );
  }
}

/** The schema of one page's texts. */
export function pageTextsSchema<P extends TextPageId>(page: P) {
  const { fields, variables } = TEXT_PAGES[page];
  const defaults = DEFAULT_TEXTS[page] as Record<string, unknown>;
  return z.object(
    Object.fromEntries(
      (fields as readonly TextFieldSpec[]).map((f) => {
        const initial = defaults[f.key];
        return [f.key, fieldSchema(f, Array.isArray(initial) ? initial.length : 0, variables)];
      }),
    ),
  ) as unknown as z.ZodType<SiteTexts[P], unknown>;
}

/** What the action receives: one page's texts (the others are kept as stored). */
export const savePageTextsSchema = z.object({
  page: z.enum(Object.keys(TEXT_PAGES) as [TextPageId, ...TextPageId[]]),
  values: z.record(z.string(), z.unknown()),
});

/** A page's stored texts over its defaults: a field missing or no longer valid (a description changed) keeps its default. */
export function withTextDefaults<P extends TextPageId>(page: P, stored: unknown): SiteTexts[P] {
  const defaults = DEFAULT_TEXTS[page] as Record<string, unknown>;
  const values = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = {};
  const schema = pageTextsSchema(page) as unknown as z.ZodObject<Record<string, z.ZodType>>;
  for (const key of Object.keys(defaults)) {
    const parsed = schema.shape[key]?.safeParse(values[key]);
    merged[key] = parsed?.success ? parsed.data : defaults[key];
  }
  return merged as SiteTexts[P];
}

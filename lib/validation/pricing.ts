// The « Tarifs » form's rules, shared by the form (browser) and the action (server): each plan of a
// service with its name, amount (euros, tax included, two decimals at most, French comma accepted),
// unit, delay, description and what it includes (one line each).
import { z } from './zod';
import { MSG } from '@/lib/copy/messages';
import { UNITS } from '@/lib/copy/pricing';

export const PRICE_UNITS = Object.values(UNITS);

/** « 6 », « 0,50 », « 1 250,00 » → 6, 0.5, 1250; anything else fails with the French message. */
const amount = z.union([z.string(), z.number()]).transform((raw, ctx) => {
  const text = String(raw)
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text) || Number(text) <= 0) {
    ctx.addIssue({ code: 'custom', message: MSG.pricing.amount });
    return z.NEVER;
  }
  return Math.round(Number(text) * 100) / 100;
});

const text = (max: number) =>
  z.string({ error: MSG.requiredFields }).trim().min(1, MSG.requiredFields).max(max, MSG.tooLong);

export const planSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: text(80),
  price: amount,
  unit: z.string().refine((u) => (PRICE_UNITS as string[]).includes(u), MSG.pricing.unit),
  delay: z
    .string()
    .trim()
    .max(80, MSG.tooLong)
    .nullish()
    .transform((v) => v || null),
  description: text(300),
  includes: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split('\n')).map((line) => line.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(160, MSG.tooLong)).min(1, MSG.pricing.includes).max(10, MSG.tooLong)),
  highlighted: z.boolean().optional().default(false),
});

export const PRICED_SERVICES = ['book', 'magazine', 'word', 'text-entry', 'graphic'] as const;

export const pricingSchema = z
  .object({
    service: z.enum(PRICED_SERVICES),
    plans: z.array(planSchema).min(1).max(12),
  })
  .superRefine((v, ctx) => {
    if (v.plans.filter((p) => p.highlighted).length > 1)
      ctx.addIssue({ code: 'custom', message: MSG.pricing.oneHighlighted, path: ['plans'] });
    if (new Set(v.plans.map((p) => p.id)).size !== v.plans.length)
      ctx.addIssue({ code: 'custom', message: MSG.pricing.saveError, path: ['plans'] });
  });

export type PricingValues = z.output<typeof pricingSchema>;
export type PricingInput = z.input<typeof pricingSchema>;

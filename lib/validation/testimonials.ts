// « Témoignages »: the testimonials (in the order the site shows them) and the statistics strip, saved
// together as one document. Shared by the form (browser) and the action (server).
import { z } from './zod';
import { MSG } from '@/lib/copy/messages';
import { imageUrl } from './schemas';

export const MAX_TESTIMONIALS = 12;
export const STATISTICS_COUNT = 4;

const trimmed = (max: number) =>
  z
    .string()
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(z.string().max(max, MSG.tooLong));

export const testimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  author: trimmed(80).refine((v) => v.length > 0, MSG.testimonials.author),
  company: trimmed(120),
  content: trimmed(600).refine((v) => v.length > 0, MSG.testimonials.content),
  rating: z.coerce
    .number({ error: MSG.testimonials.rating })
    .int(MSG.testimonials.rating)
    .min(1, MSG.testimonials.rating)
    .max(5, MSG.testimonials.rating),
  photo: z.union([z.literal(''), imageUrl]),
  hidden: z.boolean(),
});

export const statisticSchema = z.object({
  value: trimmed(12).refine((v) => v.length > 0, MSG.testimonials.statistic),
  label: trimmed(60).refine((v) => v.length > 0, MSG.testimonials.statistic),
});

export const testimonialsSchema = z.object({
  items: z
    .array(testimonialSchema)
    .max(MAX_TESTIMONIALS, MSG.testimonials.tooMany(MAX_TESTIMONIALS))
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length),
  statistics: z.array(statisticSchema).length(STATISTICS_COUNT),
});
export type TestimonialsValues = z.output<typeof testimonialsSchema>;

import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { TAGS } from './tags';
import { STATISTICS, TESTIMONIALS } from '@/lib/copy/testimonials';
import { testimonialsSchema, type TestimonialsValues } from '@/lib/validation/testimonials';
import type { Audit } from './audit';
import type { RevisionSummary } from './revisions';
import { adminDocument, documentRevision, publicDocument, saveDocument } from './settings';

// « Témoignages »: the testimonials and the statistics strip, one document of public.site_settings (key
// 'testimonials'), read by the home, about and portfolio pages through one cached read (settings' tag).

export const DEFAULT_TESTIMONIALS: TestimonialsValues = { items: TESTIMONIALS, statistics: STATISTICS };

const complete = (stored: unknown): TestimonialsValues => {
  const parsed = testimonialsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_TESTIMONIALS;
};

/** What the site shows: the visible testimonials in order, and the statistics. */
export async function getTestimonials(): Promise<TestimonialsValues> {
  'use cache';
  cacheTag(TAGS.settings);
  cacheLife('max');
  const all = complete(await publicDocument('testimonials'));
  return { ...all, items: all.items.filter((t) => !t.hidden) };
}

export type AdminTestimonials = {
  id: string | null;
  values: TestimonialsValues;
  updatedAt: string | null;
  history: RevisionSummary[];
};

/** The « Témoignages » page's data (hidden ones included), read fresh. */
export const adminGetTestimonials = (): Promise<AdminTestimonials> => adminDocument('testimonials', complete);

/** Saves the testimonials and statistics as a new version; returns the photos no longer used by them. */
export async function saveTestimonials(
  values: TestimonialsValues,
  audit?: Audit,
): Promise<{ version: number; dropped: string[] }> {
  let dropped: string[] = [];
  const version = await saveDocument(
    'testimonials',
    (stored) => {
      const kept = new Set(values.items.map((t) => t.photo));
      dropped = complete(stored)
        .items.map((t) => t.photo)
        .filter((p) => p && !kept.has(p));
      return values;
    },
    audit,
    DEFAULT_TESTIMONIALS,
  );
  return { version, dropped };
}

/** The values a version held. */
export const testimonialsRevision = (id: string, revisionId: string) =>
  documentRevision<TestimonialsValues>('testimonials', id, revisionId);

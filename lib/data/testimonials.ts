import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { sql } from '@/lib/db/client';
import { STATISTICS, TESTIMONIALS } from '@/lib/copy/testimonials';
import { testimonialsSchema, type TestimonialsValues } from '@/lib/validation/testimonials';
import type { Audit } from './audit';
import { cachedReadFailed } from './errors';
import { listRevisions, type RevisionSummary } from './revisions';
import { documentRevision, readDocument, saveDocument } from './settings';
import { TAGS } from './tags';

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
  try {
    const [row] = await sql<{ values: unknown }[]>`select values from site_settings where key = 'testimonials'`;
    const all = complete(row?.values);
    return { ...all, items: all.items.filter((t) => !t.hidden) };
  } catch (e) {
    cachedReadFailed('getTestimonials', e);
    return DEFAULT_TESTIMONIALS;
  }
}

export type AdminTestimonials = {
  id: string | null;
  values: TestimonialsValues;
  updatedAt: string | null;
  history: RevisionSummary[];
};

/** The « Témoignages » page's data (hidden ones included), read fresh. */
export async function adminGetTestimonials(): Promise<AdminTestimonials> {
  const row = await readDocument<TestimonialsValues>('testimonials');
  return {
    id: row?.id ?? null,
    values: complete(row?.values),
    updatedAt: row?.updatedAt ?? null,
    history: row ? await listRevisions('testimonials', row.id) : [],
  };
}

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

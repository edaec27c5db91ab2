import 'server-only';
import type { Fragment, Sql } from 'postgres';
import { sql } from '@/lib/db/client';
import type { PublicationStatus } from '@/lib/validation/publication';

/** What an admin form asks for: a status, and the UTC instant when « scheduled » (data-layer default: published now). */
/** `review`: the saved draft goes to « À relire » (lib/data/review.ts, after the save). */
export type PublicationInput = { status: PublicationStatus; publishAt: string | null; review?: boolean };

export type ContentTable = 'projects' | 'blog_posts' | 'tutorials';

/** What visitors may see: not a draft, publication time passed (same rule as the anon RLS policies). */
export const isPublic = (alias: string): Fragment =>
  sql`(${sql(alias)}.status <> 'draft' and ${sql(alias)}.published_at <= now())`;

/** A cacheLife profile object (the 'max' preset's values when nothing is scheduled). */
export type PublicLife = { stale: number; revalidate: number; expire: number };
const MAX_LIFE: PublicLife = { stale: 300, revalidate: 30 * 24 * 3600, expire: 365 * 24 * 3600 };

/**
 * Seconds until the next scheduled item of these tables goes live, as a cacheLife profile: the cached
 * read is then refreshed right after that moment, so a scheduled item appears without any deploy.
 * The expiry keeps its default (far), so the read stays part of the prerendered page.
 */
export async function publicLife(tables: ContentTable[], db: Sql = sql): Promise<PublicLife> {
  const parts = tables.map(
    (t) => db`select min(published_at) as at from ${db(t)} where status <> 'draft' and published_at > now()`,
  );
  const union = parts.reduce((acc, part) => db`${acc} union all ${part}`);
  const [row] = await db<
    { s: number | null }[]
  >`select extract(epoch from min(at) - now())::float8 as s from (${union}) x`;
  return lifeUntil(row?.s ?? null);
}

/** The cached read's life when something changes in `seconds` (null: nothing scheduled). */
export function lifeUntil(seconds: number | null): PublicLife {
  if (seconds == null) return MAX_LIFE;
  return { ...MAX_LIFE, revalidate: Math.min(MAX_LIFE.revalidate, Math.max(1, Math.ceil(seconds) + 1)) };
}

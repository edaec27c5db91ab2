import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { sql } from '@/lib/db/client';
import { countArg } from './cached-args';
import { publicBySlug, selectEntry } from './entries';
import { cachedReadFailed } from './errors';
import { emptyPage, MAX_LIST, MAX_PAGE, MAX_PAGE_SIZE, pageSlice, TUTORIALS_PAGE_SIZE } from '../paging';
import { isPublic, publicLife } from './publication';
import { toPublicTutorial } from './rows';
import { TAGS } from './tags';
import type { Page, Tutorial } from './types';
import { isUuid } from '@/lib/validation/text';

// Tutorials as visitors read them (cached, public items only); the back office's writes are ./entries.ts.
const select = () => selectEntry('tutorial');
const live = () => isPublic('t');

/** Tutorials list (and home teaser with a limit): public ones, newest first. */
export async function listTutorials(requestedLimit?: number): Promise<Tutorial[]> {
  'use cache';
  cacheTag(TAGS.tutorials);
  const limit = requestedLimit === undefined ? undefined : countArg(requestedLimit, 4, MAX_LIST);
  try {
    const life = await publicLife(['tutorials']);
    const rows = limit
      ? await sql`${select()} where ${live()} order by t.created_at desc limit ${limit}`
      : await sql`${select()} where ${live()} order by t.created_at desc`;
    cacheLife(life);
    return rows.map(toPublicTutorial);
  } catch (e) {
    cachedReadFailed('listTutorials', e);
    return [];
  }
}

/**
 * One page of the tutorials list (/tutoriels, /tutoriels/page/{n}): public ones, newest first,
 * TUTORIALS_PAGE_SIZE per page; a page past the end is clamped to the last one (the route 404s instead).
 */
export async function listTutorialsPage(
  requestedPage: number = 1,
  requestedSize: number = TUTORIALS_PAGE_SIZE,
): Promise<Page<Tutorial>> {
  'use cache';
  cacheTag(TAGS.tutorials);
  const requested = countArg(requestedPage, 1, MAX_PAGE);
  const size = countArg(requestedSize, TUTORIALS_PAGE_SIZE, MAX_PAGE_SIZE);
  try {
    const life = await publicLife(['tutorials']);
    const [count] = await sql<{ n: number }[]>`select count(*)::int as n from tutorials t where ${live()}`;
    const total = count?.n ?? 0;
    const { page, pageCount, offset } = pageSlice(total, requested, size);
    const rows = await sql`${select()} where ${live()} order by t.created_at desc, t.id limit ${size} offset ${offset}`;
    cacheLife(life);
    return { items: rows.map(toPublicTutorial), total, page, pageCount, pageSize: size };
  } catch (e) {
    cachedReadFailed('listTutorialsPage', e);
    return emptyPage(size);
  }
}

/**
 * Home teaser: the 4 latest. Unlike the other reads this one throws on failure, because the
 * teaser has its own error state (« Erreur lors du chargement des tutoriels » + « Réessayer »).
 */
export async function listLatestTutorials(requestedLimit: number = 4): Promise<Tutorial[]> {
  'use cache';
  cacheTag(TAGS.tutorials);
  const limit = countArg(requestedLimit, 4, 12);
  const life = await publicLife(['tutorials']);
  const rows = await sql`${select()} where ${live()} order by t.created_at desc limit ${limit}`;
  cacheLife(life);
  return rows.map(toPublicTutorial);
}

/** A public tutorial; null for a draft or one not yet due. */
export async function getTutorialBySlug(requestedSlug: string): Promise<Tutorial | null> {
  'use cache';
  cacheTag(TAGS.tutorials);
  return publicBySlug('tutorial', requestedSlug, 'getTutorialBySlug');
}

/** Older links use the id: /tutoriels/{id} redirects to the slug URL. */
export async function getTutorialById(id: string): Promise<Tutorial | null> {
  'use cache';
  cacheTag(TAGS.tutorials);
  if (!isUuid(id)) {
    cacheLife('max');
    return null;
  }
  try {
    const life = await publicLife(['tutorials']);
    const [row] = await sql`${select()} where t.id = ${id} and ${live()}`;
    cacheLife(life);
    return row ? toPublicTutorial(row) : null;
  } catch (e) {
    cachedReadFailed('getTutorialById', e);
    return null;
  }
}

/** Sitemap and static params: public tutorials only. */
export async function listTutorialSlugs(): Promise<
  { slug: string; id: string; updatedAt: string; createdAt: string }[]
> {
  'use cache';
  cacheTag(TAGS.tutorials);
  const life = await publicLife(['tutorials']);
  const rows = await sql<{ slug: string; id: string; updated_at: Date; created_at: Date }[]>`
    select slug, id, updated_at, created_at from tutorials t where ${live()} order by created_at desc`;
  cacheLife(life);
  return rows.map((r) => ({
    slug: r.slug,
    id: r.id,
    updatedAt: r.updated_at.toISOString(),
    createdAt: r.created_at.toISOString(),
  }));
}

/**
 * The video ids the tutorials have (in any status: the back office shows drafts), for the thumbnail route.
 * One cached list, not one entry per id asked for: an anonymous caller's random ids add nothing to the cache.
 */
export async function listTutorialVideoIds(): Promise<string[]> {
  'use cache';
  cacheTag(TAGS.tutorials);
  cacheLife('max');
  const rows = await sql<{ video_id: string }[]>`select distinct video_id from tutorials where video_id is not null`;
  return rows.map((r) => r.video_id);
}

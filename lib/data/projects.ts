// Public reads of projects (cached) and the row helpers the back office shares; the writes and the
// ordering are in ./project-admin.ts.
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { TransactionSql } from 'postgres';
import { sql } from '@/lib/db/client';
import type { Audit } from './audit';
import { cachedReadFailed } from './errors';
import { countArg, objectArg, slugArg, textListArg } from './cached-args';
import { emptyPage, MAX_PAGE, MAX_PAGE_SIZE, pageSlice, PORTFOLIO_PAGE_SIZE } from '../paging';
import { isPublic, publicLife } from './publication';
import { snapshotOf, recordRevision } from './revisions';
import { toProject, toPublicProject, toPublicProjectSummary } from './rows';
import { TAGS } from './tags';
import type { Page, Project, ProjectSummary } from './types';

/** The project row with its category name (shared with ./project-admin.ts). */
export const select = () =>
  sql`select p.*, c.name as category_name from projects p left join categories c on c.id = p.category_id`;

const live = () => isPublic('p');

async function readList(what: string, query: () => Promise<Record<string, unknown>[]>): Promise<ProjectSummary[]> {
  try {
    const life = await publicLife(['projects']);
    const rows = await query();
    cacheLife(life);
    return rows.map(toPublicProjectSummary);
  } catch (e) {
    cachedReadFailed(what, e);
    return [];
  }
}

/** Portfolio page: every public project, by rank. */
export async function listPortfolioProjects(): Promise<ProjectSummary[]> {
  'use cache';
  cacheTag(TAGS.projects);
  return readList('listPortfolioProjects', () => sql`${select()} where ${live()} order by p.display_order asc`);
}

export type PortfolioQuery = { categories?: readonly string[]; page?: number };

/**
 * One page of the portfolio by rank (/portfolio, /portfolio/page/{n}, and the category filter's
 * /api/portfolio): with `categories` (names, trimmed), only the projects in one of them; none means
 * every project. A page past the end is clamped to the last one.
 */
export async function listPortfolioPage(
  requested: PortfolioQuery = {},
  requestedSize: number = PORTFOLIO_PAGE_SIZE,
): Promise<Page<ProjectSummary>> {
  'use cache';
  cacheTag(TAGS.projects, TAGS.categories);
  const query = objectArg<PortfolioQuery>(requested);
  const size = countArg(requestedSize, PORTFOLIO_PAGE_SIZE, MAX_PAGE_SIZE);
  const requestedPage = countArg(query.page, 1, MAX_PAGE);
  const names = [...new Set(textListArg(query.categories, 50, 120).filter(Boolean))];
  try {
    const life = await publicLife(['projects']);
    const where = sql`where ${live()} ${names.length > 0 ? sql`and btrim(c.name) = any(${names}::text[])` : sql``}`;
    const [count] = await sql<{ n: number }[]>`
      select count(*)::int as n from projects p left join categories c on c.id = p.category_id ${where}`;
    const total = count?.n ?? 0;
    const { page, pageCount, offset } = pageSlice(total, requestedPage, size);
    const rows = await sql`${select()} ${where} order by p.display_order asc, p.id limit ${size} offset ${offset}`;
    cacheLife(life);
    return { items: rows.map(toPublicProjectSummary), total, page, pageCount, pageSize: size };
  } catch (e) {
    cachedReadFailed('listPortfolioPage', e);
    return emptyPage(size);
  }
}

/** The portfolio filter's counts: public projects per category name (trimmed), across every page. */
export async function countPortfolioCategories(): Promise<Record<string, number>> {
  'use cache';
  cacheTag(TAGS.projects, TAGS.categories);
  try {
    const life = await publicLife(['projects']);
    const rows = await sql<{ name: string; n: number }[]>`
      select btrim(c.name) as name, count(*)::int as n
        from projects p join categories c on c.id = p.category_id where ${live()} group by 1`;
    cacheLife(life);
    return Object.fromEntries(rows.map((r) => [r.name, r.n]));
  } catch (e) {
    cachedReadFailed('countPortfolioCategories', e);
    return {};
  }
}

/** Home teaser and the service pages' fallback: the first 6 public ones by rank. */
export async function listHomeProjects(): Promise<ProjectSummary[]> {
  'use cache';
  cacheTag(TAGS.projects);
  return readList('listHomeProjects', () => sql`${select()} where ${live()} order by p.display_order asc limit 6`);
}

export type ServicePage = 'book' | 'magazine' | 'word';

/**
 * Service pages show their own kind of work: book → categories naming « mise en page » but not Word or
 * magazines; magazine → « magazine »; Word → « word ». No such category → the home read (the spec's
 * fallback); otherwise public projects in those categories (book: newest first; others: by rank), 6 at most.
 */
const SERVICE_CATEGORIES: Record<ServicePage, { any: string[]; none: string[] }> = {
  book: { any: ['%mise en page%'], none: ['%word%', '%magazine%'] },
  magazine: { any: ['%magazine%'], none: [] },
  word: { any: ['%word%'], none: [] },
};

export async function listServiceProjects(requested: ServicePage): Promise<ProjectSummary[]> {
  'use cache';
  cacheTag(TAGS.projects, TAGS.categories);
  const page: ServicePage = Object.hasOwn(SERVICE_CATEGORIES, String(requested)) ? requested : 'book';
  return readList(`listServiceProjects(${page})`, async () => {
    const rule = SERVICE_CATEGORIES[page];
    const cats = await sql<{ id: string }[]>`
      select id from categories where name ilike any(${rule.any}) and not (name ilike any(${rule.none}))`;
    if (cats.length === 0) return sql`${select()} where ${live()} order by p.display_order asc limit 6`;
    const ids = cats.map((c) => c.id);
    const order = page === 'book' ? sql`p.created_at desc` : sql`p.display_order asc`;
    return sql`${select()} where p.category_id = any(${ids}::uuid[]) and ${live()} order by ${order} limit 6`;
  });
}

export async function loadProject(
  where: 'slug' | 'id',
  value: string,
  publicOnly: boolean,
  db: typeof sql | TransactionSql = sql,
): Promise<Project | null> {
  const [row] =
    where === 'slug'
      ? await db`${select()} where p.slug = ${value} ${publicOnly ? sql`and ${live()}` : sql``}`
      : await db`${select()} where p.id = ${value} ${publicOnly ? sql`and ${live()}` : sql``}`;
  if (!row) return null;
  const images =
    await db`select * from project_images where project_id = ${row.id as string} order by display_order asc`;
  return publicOnly ? toPublicProject(row, images) : toProject(row, images);
}

/** Stores the project's state as it now stands in the transaction, as its next revision. */
export async function recordProjectRevision(tx: TransactionSql, id: string, audit?: Audit): Promise<Project> {
  const project = (await loadProject('id', id, false, tx))!;
  await recordRevision(tx, 'project', id, snapshotOf('project', project), audit);
  return project;
}

/** Project detail (modal, /portfolio/{slug}): null when missing, not public yet, or on failure. */
export async function getProjectBySlug(requestedSlug: string): Promise<Project | null> {
  'use cache';
  const slug = slugArg(requestedSlug);
  if (!slug) {
    cacheTag(TAGS.projects);
    cacheLife('max');
    return null;
  }
  cacheTag(TAGS.projects, TAGS.project(slug));
  try {
    const life = await publicLife(['projects']);
    const project = await loadProject('slug', slug, true);
    cacheLife(life);
    return project;
  } catch (e) {
    cachedReadFailed('getProjectBySlug', e);
    return null;
  }
}

/** Sitemap and static params: public slugs with their dates and images (main image, then the gallery). */
export async function listProjectSlugs(): Promise<
  { slug: string; title: string; updatedAt: string; createdAt: string; images: { url: string; alt: string | null }[] }[]
> {
  'use cache';
  cacheTag(TAGS.projects);
  const life = await publicLife(['projects']);
  const rows = await sql<
    {
      slug: string;
      title: string;
      main_image_url: string;
      gallery: { url: string; alt: string | null }[];
      updated_at: Date;
      created_at: Date;
    }[]
  >`
    select slug, title, main_image_url, updated_at, created_at,
           coalesce((select json_agg(json_build_object('url', i.image_url, 'alt', i.alt_text) order by i.display_order)
                     from project_images i where i.project_id = p.id), '[]') as gallery
      from projects p where ${live()} order by display_order`;
  cacheLife(life);
  return rows.map((r) => ({
    slug: r.slug,
    title: r.title,
    updatedAt: r.updated_at.toISOString(),
    createdAt: r.created_at.toISOString(),
    images: [{ url: r.main_image_url, alt: null }, ...r.gallery.filter((g) => g.url !== r.main_image_url)],
  }));
}

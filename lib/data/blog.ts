import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { sql } from '@/lib/db/client';
import { countArg, objectArg, textArg, textListArg } from './cached-args';
import { publicBySlug, selectEntry } from './entries';
import { cachedReadFailed } from './errors';
import { normalizeQuery, searchWords, toPrefixQuery } from './search';
import { BLOG_PAGE_SIZE, emptyPage, MAX_PAGE, pageSlice } from '../paging';
import { isPublic, publicLife } from './publication';
import { toPublicBlogPost } from './rows';
import { TAGS } from './tags';
import type { BlogPost, BlogPostSummary, Page } from './types';
import { isUuid } from '@/lib/validation/text';

// The blog as visitors read it (cached, public items only); the back office's writes are ./entries.ts.
const select = () => selectEntry('post');
const live = () => isPublic('b');
const summary = (p: BlogPost): BlogPostSummary => {
  const { content: _content, ...rest } = p;
  return rest;
};

export type BlogQuery = { q?: string; category?: string; page?: number };

// The same French full-text search as /recherche (lib/data/search.ts), on the same indexed column: every word,
// in any order, accents, case and plurals folded, the last word as a prefix; title, excerpt, tags and body.
const document = sql`b.search`;
const tsQuery = (prefixQuery: string) => sql`to_tsquery('public.french_unaccent', ${prefixQuery})`;

/**
 * Blog list, filtered and paged on the server: q is searched as /recherche searches (ranked, best first;
 * words too short to search find nothing), category matches the category name exactly; both must hold.
 * Only public posts (published, publication time passed); cached until the next scheduled one.
 */
export async function listBlogPosts(requested: BlogQuery = {}): Promise<Page<BlogPostSummary>> {
  'use cache';
  cacheTag(TAGS.blog, TAGS.categories);
  const query = objectArg<BlogQuery>(requested);
  const q = textArg(query.q, 100);
  const category = textArg(query.category, 120);
  const requestedPage = countArg(query.page, 1, MAX_PAGE);
  try {
    const life = await publicLife(['blog_posts']);
    const words = q ? searchWords(normalizeQuery(q)) : [];
    if (q && words.length === 0) {
      cacheLife(life);
      return emptyPage(BLOG_PAGE_SIZE);
    }
    const match = words.length > 0 ? tsQuery(toPrefixQuery(words)) : null;
    const where = sql`where ${live()}
      ${match ? sql`and ${document} @@ ${match}` : sql``}
      ${category ? sql`and btrim(c.name) = ${category}` : sql``}`;
    const order = match
      ? sql`order by ts_rank(${document}, ${match}) desc, b.post_date desc, b.created_at desc`
      : sql`order by b.post_date desc, b.created_at desc`;
    const [count] = await sql<
      { n: number }[]
    >`select count(*)::int as n from blog_posts b left join categories c on c.id = b.category_id ${where}`;
    const total = count?.n ?? 0;
    const { page, pageCount, offset } = pageSlice(total, requestedPage, BLOG_PAGE_SIZE);
    const rows = await sql`${select()} ${where} ${order} limit ${BLOG_PAGE_SIZE} offset ${offset}`;
    cacheLife(life);
    return { items: rows.map((r) => summary(toPublicBlogPost(r))), total, page, pageCount, pageSize: BLOG_PAGE_SIZE };
  } catch (e) {
    cachedReadFailed('listBlogPosts', e);
    return emptyPage(BLOG_PAGE_SIZE);
  }
}

/** Category names found on public posts (the blog's category buttons). */
export async function listBlogCategories(): Promise<string[]> {
  'use cache';
  cacheTag(TAGS.blog, TAGS.categories);
  try {
    const life = await publicLife(['blog_posts']);
    const rows = await sql<{ name: string }[]>`
      select distinct btrim(c.name) as name from blog_posts b join categories c on c.id = b.category_id where ${live()} order by 1`;
    cacheLife(life);
    return rows.map((r) => r.name);
  } catch (e) {
    cachedReadFailed('listBlogCategories', e);
    return [];
  }
}

/** Home teaser: the latest public posts by post date. */
export async function listLatestPosts(requestedLimit: number = 3): Promise<BlogPostSummary[]> {
  'use cache';
  cacheTag(TAGS.blog);
  const limit = countArg(requestedLimit, 3, 12);
  try {
    const life = await publicLife(['blog_posts']);
    const rows = await sql`${select()} where ${live()} order by b.post_date desc, b.created_at desc limit ${limit}`;
    cacheLife(life);
    return rows.map((r) => summary(toPublicBlogPost(r)));
  } catch (e) {
    cachedReadFailed('listLatestPosts', e);
    return [];
  }
}

/** A public post; null for a draft or a post not yet due (its page is then a 404 until its time). */
export async function getBlogPostBySlug(requestedSlug: string): Promise<BlogPost | null> {
  'use cache';
  cacheTag(TAGS.blog);
  return publicBySlug('post', requestedSlug, 'getBlogPostBySlug');
}

/** Public posts sharing the most tags with the given one (then newest). */
export async function listRelatedPosts(
  requestedId: string,
  requestedTags: string[],
  requestedLimit: number = 3,
): Promise<BlogPostSummary[]> {
  'use cache';
  cacheTag(TAGS.blog);
  const postId = isUuid(String(requestedId)) ? String(requestedId) : null;
  const tags = textListArg(requestedTags, 20, 60).filter(Boolean);
  const limit = countArg(requestedLimit, 3, 12);
  if (!postId || tags.length === 0) {
    cacheLife('max');
    return [];
  }
  try {
    const life = await publicLife(['blog_posts']);
    const rows = await sql`
      ${select()} where b.id <> ${postId} and b.tags && ${tags}::text[] and ${live()}
      order by cardinality(array(select unnest(b.tags) intersect select unnest(${tags}::text[]))) desc, b.post_date desc
      limit ${limit}`;
    cacheLife(life);
    return rows.map((r) => summary(toPublicBlogPost(r)));
  } catch (e) {
    cachedReadFailed('listRelatedPosts', e);
    return [];
  }
}

/** Sitemap and static params: public posts only, with their cover. */
export async function listBlogSlugs(): Promise<
  { slug: string; title: string; imageUrl: string; updatedAt: string; postDate: string }[]
> {
  'use cache';
  cacheTag(TAGS.blog);
  const life = await publicLife(['blog_posts']);
  const rows = await sql<{ slug: string; title: string; image_url: string; updated_at: Date; post_date: string }[]>`
    select slug, title, image_url, updated_at, to_char(post_date, 'YYYY-MM-DD') as post_date from blog_posts b where ${live()} order by post_date desc`;
  cacheLife(life);
  return rows.map((r) => ({
    slug: r.slug,
    title: r.title,
    imageUrl: r.image_url,
    updatedAt: r.updated_at.toISOString(),
    postDate: r.post_date,
  }));
}

/** RSS feed: latest public posts with bodies. */
export async function listFeedPosts(requestedLimit: number = 30): Promise<BlogPost[]> {
  'use cache';
  cacheTag(TAGS.blog);
  const limit = countArg(requestedLimit, 30, 50);
  const life = await publicLife(['blog_posts']);
  const rows = await sql`${select()} where ${live()} order by b.post_date desc, b.created_at desc limit ${limit}`;
  cacheLife(life);
  return rows.map(toPublicBlogPost);
}

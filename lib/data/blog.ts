import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { sql } from '@/lib/db/client';
import { adminContentPage, type AdminListQuery } from './admin-list';
import { logAudit, type Audit } from './audit';
import { DataError, cachedReadFailed, mapDbError } from './errors';
import { likePattern } from './like';
import { BLOG_PAGE_SIZE, emptyPage, MAX_PAGE, pageSlice } from './paging';
import { isPublic, publicLife, type PublicationInput } from './publication';
import { deleteRevisions, getRevision, postSnapshot, recordRevision, type PostSnapshot } from './revisions';
import { toBlogPost, toPublicBlogPost } from './rows';
import { TAGS } from './tags';
import type { BlogPost, BlogPostSummary, Page } from './types';
import type { TransactionSql } from 'postgres';
import { STATUS_LABEL } from '@/lib/validation/publication';
import type { BlogPostValues } from '@/lib/validation/schemas';
import { countArg, objectArg, slugArg, textArg, textListArg } from './cached-args';

const select = () =>
  sql`select b.*, c.name as category_name from blog_posts b left join categories c on c.id = b.category_id`;
const live = () => isPublic('b');
const summary = (p: BlogPost): BlogPostSummary => {
  const { content: _content, ...rest } = p;
  return rest;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type BlogQuery = { q?: string; category?: string; page?: number };

// Accents and case ignored on both sides, as /recherche does: « edition » finds « ÉDITION ».
const matchesText = (pattern: string) => sql`(
  extensions.unaccent(b.title) ilike extensions.unaccent(${pattern})
  or extensions.unaccent(b.excerpt) ilike extensions.unaccent(${pattern})
  or exists (select 1 from unnest(b.tags) t where extensions.unaccent(t) ilike extensions.unaccent(${pattern})))`;

/**
 * Blog list, filtered and paged on the server: q matches title, excerpt or any tag
 * (ignoring case and accents), category matches the category name exactly; both must hold.
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
    const where = sql`where ${live()}
      ${q ? sql`and ${matchesText(likePattern(q))}` : sql``}
      ${category ? sql`and btrim(c.name) = ${category}` : sql``}`;
    const [count] = await sql<
      { n: number }[]
    >`select count(*)::int as n from blog_posts b left join categories c on c.id = b.category_id ${where}`;
    const total = count?.n ?? 0;
    const { page, pageCount, offset } = pageSlice(total, requestedPage, BLOG_PAGE_SIZE);
    const rows =
      await sql`${select()} ${where} order by b.post_date desc, b.created_at desc limit ${BLOG_PAGE_SIZE} offset ${offset}`;
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
  const slug = slugArg(requestedSlug);
  if (!slug) {
    cacheLife('max');
    return null;
  }
  try {
    const life = await publicLife(['blog_posts']);
    const [row] = await sql`${select()} where b.slug = ${slug} and ${live()}`;
    cacheLife(life);
    return row ? toPublicBlogPost(row) : null;
  } catch (e) {
    cachedReadFailed('getBlogPostBySlug', e);
    return null;
  }
}

/** Public posts sharing the most tags with the given one (then newest). */
export async function listRelatedPosts(
  requestedId: string,
  requestedTags: string[],
  requestedLimit: number = 3,
): Promise<BlogPostSummary[]> {
  'use cache';
  cacheTag(TAGS.blog);
  const postId = UUID.test(String(requestedId)) ? String(requestedId) : null;
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

// ---------- administration ----------

/** One article for its edit form, by id; null when it does not exist. */
export async function adminGetPost(id: string): Promise<BlogPost | null> {
  if (!UUID.test(id)) return null;
  const [row] = await sql`${select()} where b.id = ${id}`;
  return row ? toBlogPost(row) : null;
}

/** One page of the back office's article list (search, status, category, sort: lib/data/admin-list.ts). */
export async function adminListPostsPage(query: AdminListQuery) {
  return adminContentPage('blog_posts', 'b', select(), toBlogPost, query);
}

/** The validated form (lib/validation/schemas.ts) is the input: one shape per entity, no copier. */
export type BlogPostInput = Omit<BlogPostValues, 'id' | 'status' | 'publishAt'> & Partial<PublicationInput>;

async function readPost(tx: TransactionSql, id: string): Promise<BlogPost> {
  const [full] =
    await tx`select b.*, c.name as category_name from blog_posts b left join categories c on c.id = b.category_id where b.id = ${id}`;
  return toBlogPost(full!);
}

export async function createBlogPost(input: BlogPostInput, audit?: Audit): Promise<BlogPost> {
  try {
    return await sql.begin(async (tx) => {
      const [row] = await tx`
      insert into blog_posts (slug, title, excerpt, content, image_url, post_date, author, category_id, tags, status, published_at)
      values (${input.slug}, ${input.title}, ${input.excerpt}, ${input.content}, ${input.imageUrl}, ${input.postDate},
              ${input.author}, ${input.categoryId}, ${input.tags}::text[], ${input.status ?? 'published'},
              case ${input.status ?? 'published'}::text when 'scheduled' then ${input.publishAt ?? null}::timestamptz when 'published' then now() end)
      returning id`;
      const post = await readPost(tx, row!.id as string);
      await recordRevision(tx, 'post', post.id, postSnapshot(post), audit);
      await logAudit(tx, audit, {
        action: 'create',
        entity: 'post',
        entityId: post.id,
        summary: `Article « ${post.title} » ajouté (${STATUS_LABEL[post.status].toLowerCase()})`,
      });
      return post;
    });
  } catch (e) {
    mapDbError(e);
  }
}

/** Returns the updated post and the image URL it no longer uses (if replaced). */
export async function updateBlogPost(
  id: string,
  input: BlogPostInput,
  audit?: Audit,
): Promise<{ post: BlogPost; previousSlug: string; removedImageUrl: string | null }> {
  try {
    return await sql.begin(async (tx) => {
      const [current] = await tx<
        { slug: string; image_url: string }[]
      >`select slug, image_url from blog_posts where id = ${id} for update`;
      if (!current) throw new DataError('not_found');
      await tx`
        update blog_posts set slug = ${input.slug}, title = ${input.title}, excerpt = ${input.excerpt}, content = ${input.content},
          image_url = ${input.imageUrl}, post_date = ${input.postDate}, author = ${input.author},
          category_id = ${input.categoryId}, tags = ${input.tags}::text[], status = ${input.status ?? 'published'},
          published_at = case ${input.status ?? 'published'}::text when 'scheduled' then ${input.publishAt ?? null}::timestamptz
            when 'published' then (case when status <> 'draft' and published_at <= now() then published_at else now() end)
            else published_at end,
          updated_at = now()
        where id = ${id}`;
      const post = await readPost(tx, id);
      await recordRevision(tx, 'post', id, postSnapshot(post), audit);
      await logAudit(tx, audit, {
        action: 'update',
        entity: 'post',
        entityId: id,
        summary: `Article « ${post.title} » modifié (${STATUS_LABEL[post.status].toLowerCase()})`,
      });
      return {
        post,
        previousSlug: current.slug,
        removedImageUrl: current.image_url !== input.imageUrl ? current.image_url : null,
      };
    });
  } catch (e) {
    if (e instanceof DataError) throw e;
    mapDbError(e);
  }
}

export async function deleteBlogPost(id: string, audit?: Audit): Promise<{ slug: string; imageUrl: string }> {
  return sql.begin(async (tx) => {
    const [row] = await tx<
      { slug: string; image_url: string; title: string }[]
    >`delete from blog_posts where id = ${id} returning slug, image_url, title`;
    if (!row) throw new DataError('not_found');
    await deleteRevisions(tx, 'post', id);
    await logAudit(tx, audit, {
      action: 'delete',
      entity: 'post',
      entityId: id,
      summary: `Article « ${row.title} » supprimé`,
    });
    return { slug: row.slug, imageUrl: row.image_url };
  });
}

/**
 * Writes a revision's texts, date, author, category (if it still exists) and tags back, as a new
 * revision. The image and the publication status stay as they are now: a replaced image's file is
 * gone from storage, and restoring text must not publish or unpublish anything.
 */
export async function restoreBlogPost(
  id: string,
  revisionId: string,
  audit?: Audit,
): Promise<{ post: BlogPost; previousSlug: string; restored: number }> {
  try {
    return await sql.begin(async (tx) => {
      const [current] = await tx<{ slug: string }[]>`select slug from blog_posts where id = ${id} for update`;
      const revision = current ? await getRevision('post', id, revisionId, tx) : null;
      if (!current || !revision) throw new DataError('not_found');
      const s = revision.snapshot as PostSnapshot;
      await tx`
        update blog_posts set slug = ${s.slug}, title = ${s.title}, excerpt = ${s.excerpt}, content = ${s.content ?? ''},
          post_date = ${s.postDate}, author = ${s.author ?? null}, tags = ${s.tags ?? []}::text[],
          category_id = (select c.id from categories c where c.id = ${s.categoryId ?? null}::uuid), updated_at = now()
        where id = ${id}`;
      const post = await readPost(tx, id);
      await recordRevision(tx, 'post', id, postSnapshot(post), audit);
      await logAudit(tx, audit, {
        action: 'restore',
        entity: 'post',
        entityId: id,
        summary: `Article « ${post.title} » restauré à la version ${revision.number}`,
      });
      return { post, previousSlug: current.slug, restored: revision.number };
    });
  } catch (e) {
    if (e instanceof DataError) throw e;
    mapDbError(e);
  }
}

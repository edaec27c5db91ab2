import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Fragment } from 'postgres';
import { sql } from '@/lib/db/client';
import type { UploadBucket } from '@/lib/validation/upload';
import { logAudit, type Audit } from './audit';
import { readStaleBodies } from './body-reading';
import { textListArg } from './cached-args';
import { cachedReadFailed } from './errors';
import { likePattern } from './like';
import { TAGS } from './tags';
import type { Page } from './types';

// « Médiathèque »: one row per stored image (public.media), written by the upload paths; where an image
// is used is read from the content itself by public.media_uses() (supabase/migrations/…_media_library…),
// so it can never drift from what the pages show.

export const MEDIA_PAGE_SIZE = 24;

export type MediaUse = {
  /** `elsewhere`: an item an author may not see (someone else's), neither named nor linked. */
  kind: 'project' | 'post' | 'tutorial' | 'testimonial' | 'trash' | 'elsewhere';
  id: string | null;
  title: string;
};
export type MediaItem = {
  id: string;
  url: string;
  bucket: UploadBucket;
  fileName: string;
  sizeBytes: number | null;
  width: number | null;
  height: number | null;
  alt: string;
  /** Text alternatives given where the image is used (a gallery's, an article's cover, a body's ![…]). */
  usedAlts: string[];
  createdAt: string;
  uses: MediaUse[];
};
export type MediaQuery = { q: string; unused: boolean; page: number };
export type MediaPage = Page<MediaItem> & { unusedCount: number };

type Row = {
  id: string;
  url: string;
  bucket: UploadBucket;
  file_name: string;
  size_bytes: number | null;
  width: number | null;
  height: number | null;
  alt: string;
  created_at: Date;
  uses: MediaUse[] | null;
  used_alts: string[] | null;
};

const toItem = (r: Row): MediaItem => ({
  id: r.id,
  url: r.url,
  bucket: r.bucket,
  fileName: r.file_name,
  sizeBytes: r.size_bytes,
  width: r.width,
  height: r.height,
  alt: r.alt,
  usedAlts: r.used_alts ?? [],
  createdAt: r.created_at.toISOString(),
  uses: r.uses ?? [],
});

/**
 * Whose view of the library: null for editors and administrators (every use named), an author's id (their own
 * items named, the rest « utilisée ailleurs », and only their own items' alt texts).
 */
export type MediaViewer = string | null;
export const mediaViewer = (user: { id: string; role: string }): MediaViewer =>
  user.role === 'author' ? user.id : null;

/** Whether the item whose owner is `owner` may be named to `viewer`. */
const shown = (viewer: MediaViewer, owner: Fragment) => (viewer ? sql`${owner} = ${viewer}::uuid` : sql`true`);

// The alt texts given with each use: a gallery's, an article's cover, and ![alt](url) in the bodies that
// show it (their stored reading, lib/data/body-reading.ts; found through the indexed body_images first).
const usedAlts = (viewer: MediaViewer) => sql`(select array_agg(distinct a.alt) from (
    select i.alt_text as alt from project_images i join projects p on p.id = i.project_id
      where i.image_url = m.url and ${shown(viewer, sql`p.created_by`)}
    union all select b.image_alt from blog_posts b where b.image_url = m.url and ${shown(viewer, sql`b.created_by`)}
    union all select x.alt from blog_posts b, unnest(b.body_images, b.body_image_alts) x(url, alt)
      where b.body_images @> array[m.url] and not b.body_read_stale and x.url = m.url and ${shown(viewer, sql`b.created_by`)}
    union all select x.alt from tutorials t, unnest(t.body_images, t.body_image_alts) x(url, alt)
      where t.body_images @> array[m.url] and not t.body_read_stale and x.url = m.url and ${shown(viewer, sql`t.created_by`)}
  ) a where btrim(coalesce(a.alt, '')) <> '')`;

const OWNER_OF_USE = sql`case u.kind
    when 'post' then (select created_by from blog_posts where id = u.id)
    when 'tutorial' then (select created_by from tutorials where id = u.id)
    when 'project' then (select created_by from projects where id = u.id) end`;

const withUses = (where: Fragment, viewer: MediaViewer = null) => sql`
  select m.*, (select jsonb_agg(case when ${shown(viewer, OWNER_OF_USE)}
                 then jsonb_build_object('kind', u.kind, 'id', u.id, 'title', u.title)
                 else jsonb_build_object('kind', 'elsewhere', 'id', null, 'title', '') end)
               from public.media_uses(m.url) u) as uses,
         ${usedAlts(viewer)} as used_alts
  from media m ${where}`;

/** A newly stored image (the upload route and signed uploads call this once the file is in storage). */
export async function recordMedia(entry: {
  url: string;
  bucket: UploadBucket;
  fileName: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
}): Promise<void> {
  await sql`
    insert into media (url, bucket, file_name, size_bytes, width, height)
    values (${entry.url}, ${entry.bucket}, ${entry.fileName.slice(0, 255)}, ${entry.sizeBytes}, ${entry.width}, ${entry.height})
    on conflict (url) do nothing`;
}

/** One page of the library, newest first: searched by name or text alternative, or only the unused files. */
export async function listMedia(query: MediaQuery, viewer: MediaViewer = null): Promise<MediaPage> {
  const search = query.q
    ? sql`and (m.file_name ilike ${likePattern(query.q)} or m.alt ilike ${likePattern(query.q)})`
    : sql``;
  const unused = sql`not exists (select 1 from public.media_uses(m.url))`;
  const [c] = await sql<{ total: number; unused: number }[]>`
    select count(*)::int as total, (count(*) filter (where ${unused}))::int as unused
    from media m where true ${search}`;
  const total = query.unused ? (c?.unused ?? 0) : (c?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), pageCount);
  const rows = await sql<Row[]>`
    ${withUses(sql`where true ${search} ${query.unused ? sql`and ${unused}` : sql``}`, viewer)}
    order by m.created_at desc, m.id desc limit ${MEDIA_PAGE_SIZE} offset ${(page - 1) * MEDIA_PAGE_SIZE}`;
  return { items: rows.map(toItem), total, page, pageCount, pageSize: MEDIA_PAGE_SIZE, unusedCount: c?.unused ?? 0 };
}

export async function getMedia(id: string): Promise<MediaItem | null> {
  const [row] = await sql<Row[]>`${withUses(sql`where m.id = ${id}`)}`;
  return row ? toItem(row) : null;
}

/** Edits an image's text alternative (the one offered when it is picked); journaled. */
export async function setMediaAlt(id: string, alt: string, audit?: Audit): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ file_name: string }[]>`update media set alt = ${alt} where id = ${id} returning file_name`;
    if (!row) return false;
    await logAudit(tx, audit, {
      action: 'update',
      entity: 'media',
      entityId: id,
      summary: `Texte alternatif de « ${row.file_name} » modifié`,
    });
    return true;
  });
}

/**
 * Deletes library rows that nothing uses (checked by the deleting statement itself) and answers their URLs,
 * for the caller to remove the files once committed; one journal row says what went. A save committing at
 * that very instant could still name a file deleted here: the clean-up spares the last hour's uploads, and
 * a single deletion is of a file the owner just saw unused.
 */
export async function deleteUnusedMedia(
  where: { ids: string[] } | { urls: string[] } | 'all',
  audit?: Audit,
  summary?: (n: number) => string,
): Promise<string[]> {
  return sql.begin(async (tx) => {
    // The clean-up leaves the last hour's uploads: a form still open may be about to save one.
    const target =
      where === 'all'
        ? tx`m.created_at < now() - interval '1 hour'`
        : 'ids' in where
          ? tx`m.id = any(${where.ids}::uuid[])`
          : tx`m.url = any(${where.urls}::text[])`;
    // The check and the delete are one statement: what a committed row uses is not deleted.
    const rows = await tx<{ url: string }[]>`
      delete from media m where ${target} and not exists (select 1 from public.media_uses(m.url))
      returning m.url`;
    if (rows.length > 0 && summary)
      await logAudit(tx, audit, { action: 'delete', entity: 'media', summary: summary(rows.length) });
    return rows.map((r) => r.url);
  });
}

/** Of the given URLs, those nothing uses (drafts, bodies and testimonials included). */
export async function unusedUrls(urls: readonly string[]): Promise<string[]> {
  const unique = [...new Set(urls.filter(Boolean))];
  if (unique.length === 0) return [];
  const rows = await sql<{ url: string }[]>`
    select u.url from unnest(${unique}::text[]) as u(url)
    where not exists (select 1 from public.media_uses(u.url))`;
  return rows.map((r) => r.url);
}

export type ImageSize = { width: number; height: number };

/**
 * The stored width and height of the given images (body images of a public page), so each gets its
 * `width`/`height` and nothing shifts as it loads. Cached with the media tag; bounded arguments.
 */
export async function imageSizes(urls: unknown): Promise<Record<string, ImageSize>> {
  'use cache';
  cacheTag(TAGS.media);
  cacheLife('max');
  const list = textListArg(urls, 50, 1000);
  if (list.length === 0) return {};
  try {
    const rows = await sql<{ url: string; width: number; height: number }[]>`
      select url, width, height from media where url = any(${list}::text[]) and width is not null and height is not null`;
    return Object.fromEntries(rows.map((r) => [r.url, { width: r.width, height: r.height }]));
  } catch (e) {
    cachedReadFailed('image sizes', e);
    return {};
  }
}

/** The housekeeping's pass over bodies written without their stored reading (a plain SQL seed, an import). */
export const readStaleBodyImages = (): Promise<number> => readStaleBodies(sql);

import 'server-only';
import { sql } from '@/lib/db/client';

/**
 * Of the given image URLs, those no row uses any more (project galleries and main images, blog
 * images, tutorial thumbnails, testimonial photos): only these may be deleted from storage.
 */
export async function unreferencedImageUrls(urls: readonly string[]): Promise<string[]> {
  const unique = [...new Set(urls.filter(Boolean))];
  if (unique.length === 0) return [];
  const rows = await sql<{ url: string }[]>`
    select u.url from unnest(${unique}::text[]) as u(url)
    where not exists (select 1 from projects where main_image_url = u.url)
      and not exists (select 1 from project_images where image_url = u.url)
      and not exists (select 1 from blog_posts where image_url = u.url)
      and not exists (select 1 from tutorials where thumbnail = u.url)
      and not exists (
        select 1 from site_settings s
        where s.key = 'testimonials'
          and s.values @> jsonb_build_object('items', jsonb_build_array(jsonb_build_object('photo', u.url))))`;
  return rows.map((r) => r.url);
}

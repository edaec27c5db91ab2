import 'server-only';
import { sql } from '@/lib/db/client';
import { isSiteImage } from '@/lib/images/canonical';

/** The content kinds the dashboard lists, by their journal entity. */
export type EntryKind = 'project' | 'post' | 'tutorial';

export type DashboardItem = {
  id: string;
  kind: EntryKind;
  title: string;
  /** Scheduled items: when they go online. Drafts: when they were last edited. */
  at: string;
};

const contentRows = (where: 'upcoming' | 'drafts') => {
  const filter = where === 'upcoming' ? sql`status <> 'draft' and published_at > now()` : sql`status = 'draft'`;
  const at = where === 'upcoming' ? sql`published_at` : sql`updated_at`;
  return sql`
    select id::text, 'project' as kind, title, ${at} as at from projects where ${filter}
    union all
    select id::text, 'post', title, ${at} from blog_posts where ${filter}
    union all
    select id::text, 'tutorial', title, ${at} from tutorials where ${filter}`;
};

const toItem = (r: { id: string; kind: EntryKind; title: string; at: Date }): DashboardItem => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  at: r.at.toISOString(),
});

/** The next items to go online by themselves, soonest first. */
export async function upcomingEntries(limit = 10): Promise<DashboardItem[]> {
  const rows = await sql<{ id: string; kind: EntryKind; title: string; at: Date }[]>`
    select * from (${contentRows('upcoming')}) x order by at asc limit ${limit}`;
  return rows.map(toItem);
}

/** Drafts, most recently edited first. */
export async function recentDrafts(limit = 10): Promise<DashboardItem[]> {
  const rows = await sql<{ id: string; kind: EntryKind; title: string; at: Date }[]>`
    select * from (${contentRows('drafts')}) x order by at desc limit ${limit}`;
  return rows.map(toItem);
}

/** Newsletter subscribers: all of them, and those of the last 30 days. */
export async function subscriberCounts(): Promise<{ total: number; lastMonth: number }> {
  const [row] = await sql<{ total: number; last_month: number }[]>`
    select count(*)::int as total,
           (count(*) filter (where created_at > now() - interval '30 days'))::int as last_month
    from newsletter_subscribers where confirmed_at is not null`;
  return { total: row?.total ?? 0, lastMonth: row?.last_month ?? 0 };
}

/**
 * Projects whose « site » link points to a demonstration domain (`.example`, `.test`, `.invalid`, RFC 2606): the
 * demo content's placeholders, dead links on a real site until the owner replaces or removes them.
 */
export async function projectsWithDemoLinks(): Promise<{ id: string; title: string; link: string }[]> {
  return sql<{ id: string; title: string; link: string }[]>`
    select id::text, title, project_link as link from projects
    where project_link ~* '^https?://([^/:]+\\.)?(example|test|invalid|localhost)(:[0-9]+)?(/|$)'
       or project_link ~* '^https?://([^/:]+\\.)?example\\.(com|org|net)(:[0-9]+)?(/|$)'
    order by display_order limit 50`;
}

export type ForeignImage = {
  /** The row holding it: a content kind, or the testimonials (no id: « Textes du site »). */
  kind: EntryKind | 'testimonial';
  id: string | null;
  title: string;
  /** The field, in the form's words. */
  field: string;
  url: string;
};

/**
 * Stored images that are not the site's own (lib/images/canonical.ts, isSiteImage): rows written before the
 * rule, or restored from an older revision. Reported on the dashboard for the team to replace, never dropped.
 * The SQL keeps what is not a path of the site; the rule itself is applied here, as the forms apply it.
 */
export async function foreignImages(): Promise<ForeignImage[]> {
  const rows = await sql<ForeignImage[]>`
    with found as (
      select 'project' as kind, id::text, title, 'Image principale' as field, main_image_url as url, display_order as o from projects
      union all select 'project', p.id::text, p.title, 'Galerie', i.image_url, p.display_order
        from project_images i join projects p on p.id = i.project_id
      union all select 'project', id::text, title, 'Image de partage', seo_image, display_order from projects
      union all select 'post', id::text, title, 'Image', image_url, 0 from blog_posts
      union all select 'post', id::text, title, 'Image de partage', seo_image, 0 from blog_posts
      union all select 'post', id::text, title, 'Contenu', u, 0 from blog_posts, unnest(body_images) u
      union all select 'tutorial', id::text, title, 'Miniature', thumbnail, 0 from tutorials
        where thumbnail is distinct from 'https://i.ytimg.com/vi/' || video_id || '/hqdefault.jpg'
      union all select 'tutorial', id::text, title, 'Image de partage', seo_image, 0 from tutorials
      union all select 'tutorial', id::text, title, 'Contenu', u, 0 from tutorials, unnest(body_images) u
      union all select 'testimonial', null, coalesce(x ->> 'author', ''), 'Photo', x ->> 'photo', 0
        from site_settings s, jsonb_array_elements(s.values -> 'items') x where s.key = 'testimonials'
    )
    select distinct kind, id, title, field, url from found
    where url is not null and url <> '' and url !~ '^/(storage|images)/'
    order by kind, title, field limit 200`;
  return rows.filter((r) => !isSiteImage(r.url)).slice(0, 50);
}

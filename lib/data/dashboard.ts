import 'server-only';
import { sql } from '@/lib/db/client';

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

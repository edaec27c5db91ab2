import 'server-only';
import { sql } from '@/lib/db/client';
import { dayOf, type Metric } from './audience';

// « Statistiques »: the audience's counters (./audience.ts) read over a period, against the one before.

export type Period = { from: string; to: string };
export type Row = { dim: string; count: number };
export type DayPoint = { day: string; visitors: number; visits: number; pageviews: number };

export type AudienceReport = {
  period: Period;
  previous: Period;
  totals: Record<'visitors' | 'visits' | 'pageviews' | 'handoffs', number>;
  previousTotals: Record<'visitors' | 'visits' | 'pageviews' | 'handoffs', number>;
  days: DayPoint[];
  top: Partial<Record<Metric, Row[]>>;
};

const LISTED: Metric[] = [
  'pageviews',
  'entries',
  'sources',
  'campaigns',
  'devices',
  'countries',
  'searches',
  'searches_empty',
  'handoffs',
  'handoff_sources',
  'letter_links',
  'signups',
  'confirmations',
  'estimator',
];

async function totalsOf(period: Period) {
  const rows = await sql<{ metric: string; n: number }[]>`
    select metric, sum(count)::int as n from audience_daily
    where day between ${period.from}::date and ${period.to}::date
      and metric in ('visitors', 'visits', 'pageviews', 'handoffs')
    group by metric`;
  const n = (m: string) => rows.find((r) => r.metric === m)?.n ?? 0;
  return { visitors: n('visitors'), visits: n('visits'), pageviews: n('pageviews'), handoffs: n('handoffs') };
}

/** The period before one of the same length. */
export function previousPeriod(p: Period): Period {
  const from = new Date(`${p.from}T00:00:00Z`);
  const to = new Date(`${p.to}T00:00:00Z`);
  const days = Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1;
  const prevTo = new Date(from.getTime() - 86_400_000);
  const prevFrom = new Date(prevTo.getTime() - (days - 1) * 86_400_000);
  return { from: dayOf(prevFrom), to: dayOf(prevTo) };
}

/** « Statistiques »: the period's totals against the one before, its days, and each metric's values, most first. */
export async function audienceReport(period: Period, limit = 20): Promise<AudienceReport> {
  const previous = previousPeriod(period);
  const [totals, previousTotals, days, lists] = await Promise.all([
    totalsOf(period),
    totalsOf(previous),
    sql<DayPoint[]>`
      select to_char(d, 'YYYY-MM-DD') as day,
        coalesce(sum(a.count) filter (where a.metric = 'visitors'), 0)::int as visitors,
        coalesce(sum(a.count) filter (where a.metric = 'visits'), 0)::int as visits,
        coalesce(sum(a.count) filter (where a.metric = 'pageviews'), 0)::int as pageviews
      from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') d
      left join audience_daily a on a.day = d::date and a.metric in ('visitors', 'visits', 'pageviews')
      group by d order by d`,
    sql<{ metric: Metric; dim: string; count: number }[]>`
      select metric, dim, count from (
        select metric, dim, sum(count)::int as count,
          row_number() over (partition by metric order by sum(count) desc, dim) as rank
        from audience_daily
        where day between ${period.from}::date and ${period.to}::date and metric = any(${LISTED}::text[])
        group by metric, dim) ranked
      where rank <= ${limit} order by metric, count desc, dim`,
  ]);
  const top: Partial<Record<Metric, Row[]>> = {};
  for (const r of lists) (top[r.metric] ??= []).push({ dim: r.dim, count: r.count });
  return { period, previous, totals, previousTotals, days, top };
}

/** Page views of the given paths over the period (an author's own articles). */
export async function pageViewsOf(paths: readonly string[], period: Period): Promise<Row[]> {
  if (paths.length === 0) return [];
  return sql<Row[]>`
    select dim, sum(count)::int as count from audience_daily
    where metric = 'pageviews' and dim = any(${paths as string[]}::text[])
      and day between ${period.from}::date and ${period.to}::date
    group by dim order by count desc, dim`;
}

/** Every counter of the period, for the CSV export: day, metric, value, count. */
export async function audienceRows(
  period: Period,
): Promise<{ day: string; metric: string; dim: string; count: number }[]> {
  return sql`
    select to_char(day, 'YYYY-MM-DD') as day, metric, dim, count from audience_daily
    where day between ${period.from}::date and ${period.to}::date and metric <> 'beacons'
    order by day, metric, count desc, dim`;
}

/** An author's published articles' paths, for their own figures. */
export async function authorArticlePaths(userId: string): Promise<{ path: string; title: string }[]> {
  const rows = await sql<{ slug: string; title: string }[]>`
    select slug, title from blog_posts where created_by = ${userId} and status <> 'draft' order by title`;
  return rows.map((r) => ({ path: `/blog/${r.slug}`, title: r.title }));
}

/** The subjects of the letters whose campaign (lettre-{first 8 characters of the id}) brought visits. */
export async function letterSubjects(campaigns: readonly string[]): Promise<Record<string, string>> {
  const prefixes = campaigns.filter((c) => /^lettre-[0-9a-f]{8}$/.test(c)).map((c) => c.slice(7));
  if (prefixes.length === 0) return {};
  const rows = await sql<{ prefix: string; subject: string }[]>`
    select left(id::text, 8) as prefix, subject from newsletter_issues where left(id::text, 8) = any(${prefixes}::text[])`;
  return Object.fromEntries(rows.map((r) => [`lettre-${r.prefix}`, r.subject]));
}

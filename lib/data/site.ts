import 'server-only';
import { sql } from '@/lib/db/client';

/** Footer « Date du jour »: the database's current date (YYYY-MM-DD). Throws on failure. */
export async function getDynamicDate(): Promise<string> {
  const [row] = await sql<
    { current_date: string }[]
  >`select to_char("current_date", 'YYYY-MM-DD') as current_date from dynamic_date`;
  if (!row) throw new Error('dynamic_date is empty');
  return row.current_date;
}

export async function countEntries(): Promise<{
  users: number;
  projects: number;
  posts: number;
  tutorials: number;
  categories: number;
  subscribers: number;
}> {
  const [row] = await sql<
    { users: number; projects: number; posts: number; tutorials: number; categories: number; subscribers: number }[]
  >`
    select (select count(*)::int from profiles) as users,
           (select count(*)::int from projects) as projects,
           (select count(*)::int from blog_posts) as posts,
           (select count(*)::int from tutorials) as tutorials,
           (select count(*)::int from categories) as categories,
           (select count(*)::int from newsletter_subscribers) as subscribers`;
  return row!;
}

// Which numbered list pages and blog categories exist (lib/urls/list-bounds.ts), for proxy.ts: any other list
// address answers the site's 404 from the first byte. Built from the lists' cached reads, so it is prerendered and
// refreshed with them when posts, tutorials, projects or categories change.
import { categoryParams } from '@/app/(site)/blog/(list)/categorie/category-params';
import { listBlogPosts } from '@/lib/data/blog';
import { listPortfolioPage } from '@/lib/data/projects';
import { listTutorialsPage } from '@/lib/data/tutorials';
import type { ListBounds } from '@/lib/urls/list-bounds';

export async function GET(): Promise<Response> {
  const [blog, portfolio, tutorials, categories] = await Promise.all([
    listBlogPosts({}),
    listPortfolioPage(),
    listTutorialsPage(),
    categoryParams().catch(() => []),
  ]);
  const bounds: ListBounds = {
    blog: blog.pageCount,
    portfolio: portfolio.pageCount,
    tutorials: tutorials.pageCount,
    categories: Object.fromEntries(categories.map((c) => [c.category, c.pageCount])),
  };
  return Response.json(bounds);
}

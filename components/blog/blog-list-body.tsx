// One state of the blog list, read on the server: the static list routes (/blog, its category and
// page paths; the routes answer the 404 of a page past the end themselves). The markup is BlogListView's, shared
// with the browser-side text search.
import { listBlogPosts } from '@/lib/data/blog';
import { BlogListView } from './blog-list-view';

type Props = { categories: string[]; q?: string; category?: string | null; page?: number };

export async function BlogListBody({ categories, q = '', category = null, page = 1 }: Props) {
  const result = await listBlogPosts({ q, category: category ?? '', page });
  return <BlogListView categories={categories} q={q} category={category} result={result} />;
}

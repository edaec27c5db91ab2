// One state of the blog list, read on the server: the static list routes (/blog, its category and
// page paths). The markup is BlogListView's, shared with the browser-side text search.
import { NotFoundView } from '@/components/layout/not-found-view';
import { ItemNotFound } from '@/components/ui/item-not-found';
import { listBlogPosts } from '@/lib/data/blog';
import { BlogListView } from './blog-list-view';

type Props = { categories: string[]; q?: string; category?: string | null; page?: number };

export async function BlogListBody({ categories, q = '', category = null, page = 1 }: Props) {
  const result = await listBlogPosts({ q, category: category ?? '', page });
  const searching = Boolean(q.trim());
  // A static page number past the end is not a page (the search clamps to its last page instead).
  if (!searching && page > 1 && page > result.pageCount) {
    return (
      <NotFoundView>
        <ItemNotFound kind="postList" level="h2" />
      </NotFoundView>
    );
  }
  return <BlogListView categories={categories} q={q} category={category} result={result} />;
}

import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BlogListBody } from '@/components/blog/blog-list-body';
import { BlogGridSkeleton } from '@/components/blog/blog-skeleton';
import { parsePageNumber } from '@/lib/content/blog-urls';
import { listBlogCategories } from '@/lib/data/blog';
import { buildMetadata } from '@/lib/seo';
import { BLOG_LIST_SEO } from '../seo';

// The free-text search of the blog (/blog?q=… redirects here): the only request-time state of
// the list. Search results are not indexed.
export const metadata: Metadata = buildMetadata({ ...BLOG_LIST_SEO, path: '/blog', noIndex: true });

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export default function BlogSearchPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Suspense fallback={<BlogGridSkeleton />}>
      <BlogSearchResults searchParams={searchParams} />
    </Suspense>
  );
}

async function BlogSearchResults({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const categories = await listBlogCategories();
  const wanted = first(params.categorie).trim();
  const category = categories.find((c) => c === wanted) ?? (wanted || null);
  return (
    <BlogListBody
      categories={categories}
      q={first(params.q)}
      category={category}
      page={parsePageNumber(first(params.page)) ?? 1}
    />
  );
}

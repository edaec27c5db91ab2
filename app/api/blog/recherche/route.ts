// The blog's text search, request-time part: /blog/recherche is a prerendered document whose island
// (components/blog/live-blog-search.tsx) asks this route for one state of the list (`q`, `categorie`,
// `page`) as JSON. Only published posts (listBlogPosts), bounded input, never an error page.
import { type NextRequest, NextResponse } from 'next/server';
import type { BlogListData } from '@/components/blog/blog-list-view';
import { parsePageNumber } from '@/lib/paging';
import { listBlogCategories, listBlogPosts } from '@/lib/data/blog';

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const categories = await listBlogCategories();
  const wanted = (params.get('categorie') ?? '').trim();
  const category = categories.find((c) => c === wanted) ?? (wanted || null);
  const q = params.get('q') ?? '';
  const result = await listBlogPosts({
    q,
    category: category ?? '',
    page: parsePageNumber(params.get('page') ?? '') ?? 1,
  });
  const body: BlogListData = { categories, q, category, result };
  return NextResponse.json(body, { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
}

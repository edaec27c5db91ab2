// The blog's text search, request-time part: /blog/recherche is a prerendered document whose island
// (components/blog/live-blog-search.tsx) asks this route for one state of the list (`q`, `categorie`,
// `page`) as JSON. Only published posts (listBlogPosts), bounded input, never an error page.
import { type NextRequest, NextResponse } from 'next/server';
import type { BlogListData } from '@/components/blog/blog-list-view';
import { parsePageNumber } from '@/lib/paging';
import { listBlogCategories, listBlogPosts } from '@/lib/data/blog';
import { countFromRequest } from '@/lib/audience/beacon';
import { queryKey } from '@/lib/audience/classify';

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const categories = await listBlogCategories();
  const wanted = (params.get('categorie') ?? '').trim();
  const category = categories.find((c) => c === wanted) ?? (wanted || null);
  const q = params.get('q') ?? '';
  const page = parsePageNumber(params.get('page') ?? '') ?? 1;
  const result = await listBlogPosts({ q, category: category ?? '', page });
  // « Statistiques »: the query and its result count (« Recherches sans résultat »); a later page is no new search.
  const query = queryKey(q);
  if (query && page === 1)
    await countFromRequest(request.headers, { kind: 'search', scope: 'blog', query, results: result.total });
  const body: BlogListData = { categories, q, category, result };
  return NextResponse.json(body, { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
}

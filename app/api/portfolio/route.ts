// The portfolio's category filter, request-time part: /portfolio and /portfolio/page/{n} are
// prerendered documents whose island (components/portfolio/portfolio-browser.tsx) asks this route for
// one page of the projects in the selected categories (`categories`: slugs separated by commas, as in
// the page's URL; `page`) when they span more than one page. Bounded input, never an error: unknown
// slugs are ignored (none left: every project), a bad page number reads page 1, a page past the end the
// last one. Cards only (toCardData), cached per query until content changes ('use cache' in
// listPortfolioPage).
import { type NextRequest, NextResponse } from 'next/server';
import { toCardPage, toCategoryOption, type ProjectCardPage } from '@/components/portfolio/card-data';
import { CATEGORIES_PARAM, parseSelection } from '@/components/portfolio/filter-state';
import { parsePageNumber } from '@/lib/paging';
import { listCategories } from '@/lib/data/categories';
import { listPortfolioPage } from '@/lib/data/projects';

const MAX_PARAM_LENGTH = 2000;

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const categories = (await listCategories()).map(toCategoryOption);
  const selected = parseSelection(params.get(CATEGORIES_PARAM)?.slice(0, MAX_PARAM_LENGTH), categories);
  const result = await listPortfolioPage({ categories: selected, page: parsePageNumber(params.get('page')) ?? 1 });
  const body: ProjectCardPage = toCardPage(result);
  // Not stored by browsers or shared caches: a scheduled publication must show up at its time.
  return NextResponse.json(body, { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
}

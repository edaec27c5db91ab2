// The site search's request-time part: /recherche is a prerendered document whose results island
// (components/search/live-search.tsx) asks this route for the results of `?q=` as JSON. Bounded input,
// never an error (a failed read finds nothing, see searchSite); results cached per query until content
// changes ('use cache' in lib/data/search.ts).
import { type NextRequest, NextResponse } from 'next/server';
import { searchSite } from '@/lib/data/search';

export async function GET(request: NextRequest) {
  const response = await searchSite(request.nextUrl.searchParams.get('q') ?? '');
  // Not stored by browsers or shared caches: a scheduled publication must show up at its time.
  return NextResponse.json(response, { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
}

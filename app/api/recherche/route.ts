// The site search as JSON (the page /recherche renders the same results on the server). Bounded input,
// never an error (a failed read finds nothing, see searchSite); results cached per query until content
// changes ('use cache' in lib/data/search.ts).
import { type NextRequest, NextResponse } from 'next/server';
import { searchSite } from '@/lib/data/search';

export async function GET(request: NextRequest) {
  const response = await searchSite(request.nextUrl.searchParams.get('q') ?? '');
  // Not stored by browsers or shared caches: a scheduled publication must show up at its time.
  return NextResponse.json(response, { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
}

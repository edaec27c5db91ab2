'use client';
// The search page's request-time islands. /recherche is prerendered like every other page (the
// document is served from the cache at the speed of a static page); these read `?q=` in the browser:
// the form shows the query, and the results come from /api/recherche as JSON, rendered by
// SearchResults. Rendering the whole document at request time cost ~13 ms of server time per search.
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useHydrated } from '@/components/layout/after-hydration';
import type { SearchResponse } from '@/lib/data/search';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { SearchResultsSkeleton } from './search-results-skeleton';

const queryOf = (params: URLSearchParams) => params.get('q') ?? '';

// The URL is read after hydration only (useHydrated): a query reader rendered while prerendering
// would make Next move the document's scripts after </html>.
export function SearchBoxFromUrl() {
  return useHydrated() ? <SearchBoxReader /> : <SearchForm />;
}

function SearchBoxReader() {
  return <SearchForm defaultValue={queryOf(useSearchParams()).slice(0, 100)} />;
}

type Answer = { q: string; response: SearchResponse | null };

export function LiveSearchResults() {
  return useHydrated() ? <ResultsReader /> : <SearchResultsSkeleton />;
}

function ResultsReader() {
  const q = queryOf(useSearchParams());
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/recherche?q=${encodeURIComponent(q)}`, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<SearchResponse>) : null))
      .then((response) => setAnswer({ q, response }))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setAnswer({ q, response: null });
        if (!(e instanceof DOMException)) console.error(e);
      });
    return () => controller.abort();
  }, [q]);

  if (answer?.q !== q) return <SearchResultsSkeleton />;
  if (!answer.response) {
    return (
      <p role="alert" className="text-center text-lg text-slate-700">
        La recherche est momentanément indisponible. Veuillez réessayer.
      </p>
    );
  }
  return <SearchResults response={answer.response} />;
}

'use client';
// The search page's request-time islands. /recherche is prerendered like every other page (the
// document is served from the cache at the speed of a static page); these read `?q=` in the browser:
// the form shows the query, and the results come from /api/recherche as JSON, rendered by
// SearchResults. Rendering the whole document at request time cost ~13 ms of server time per search.
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { SearchResponse } from '@/lib/data/search';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { SearchResultsSkeleton } from './search-results-skeleton';

const queryOf = (params: URLSearchParams) => params.get('q') ?? '';

export function SearchBoxFromUrl() {
  return <SearchForm defaultValue={queryOf(useSearchParams()).slice(0, 100)} />;
}

type Answer = { q: string; response: SearchResponse | null };

export function LiveSearchResults() {
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

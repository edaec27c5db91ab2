'use client';
// Site search results. A client component: the page's RSC payload (sent twice in a request-time
// document) then carries the results' data, not their whole markup.
import { useEffect } from 'react';
import Link from '@/components/ui/link';
import { measure } from '@/components/layout/measure';
import { ArrowLeftIcon } from '@/components/icons/lists';
import type { SearchResponse, SearchResultType } from '@/lib/data/search';
import { Highlighted } from './highlighted';

export const TYPE_LABEL: Record<SearchResultType, string> = {
  service: 'Service',
  page: 'Page',
  project: 'Projet',
  post: 'Article',
  tutorial: 'Tutoriel',
};

const TYPE_STYLE: Record<SearchResultType, string> = {
  service: 'bg-brand-50 text-brand-700 ring-brand-200',
  page: 'bg-slate-100 text-slate-700 ring-slate-200',
  project: 'bg-amber-50 text-amber-800 ring-amber-200',
  post: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  tutorial: 'bg-violet-50 text-violet-800 ring-violet-200',
};

export function SearchResults({ response }: { response: SearchResponse }) {
  const { query, total, results } = response;
  // The query and its result count, for « Recherches sans résultat » (docs/PRIVACY.md).
  useEffect(() => {
    if (query) measure({ t: 'search', o: 'site', q: query, n: total });
  }, [query, total]);
  if (!query) {
    return (
      <p className="text-center text-lg text-slate-600">Saisissez un ou plusieurs mots pour lancer la recherche.</p>
    );
  }
  if (total === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <p role="status" className="text-lg font-medium text-slate-800">
          Aucun résultat trouvé pour votre recherche.
        </p>
        <Link
          href="/"
          className="mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ArrowLeftIcon className="size-4" />
          Retour à l’accueil
        </Link>
      </div>
    );
  }
  return (
    <>
      <p role="status" className="text-slate-600">
        <strong className="font-semibold text-slate-900">{total === 1 ? '1 résultat' : `${total} résultats`}</strong>{' '}
        pour «&#8239;{query}&#8239;»{results.length < total && ` (les ${results.length} plus pertinents)`}
      </p>
      <ol className="mt-6 space-y-4">
        {results.map((r) => (
          <li key={`${r.type}:${r.href}`}>
            <article className="group result-card">
              <span
                className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TYPE_STYLE[r.type]}`}
              >
                {TYPE_LABEL[r.type]}
              </span>
              <h2 className="mt-3 text-lg font-semibold text-slate-900">
                <Link href={r.href} className="result-link">
                  <Highlighted parts={r.title} />
                </Link>
              </h2>
              <p className="mt-2 text-slate-600">
                <Highlighted parts={r.description} />
              </p>
              <p className="mt-2 truncate text-sm text-slate-500">{r.href}</p>
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}

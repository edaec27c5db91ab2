import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LiveSearchResults, SearchBoxFromUrl } from '@/components/search/live-search';
import { SearchForm } from '@/components/search/search-form';
import { SearchResultsSkeleton } from '@/components/search/search-results-skeleton';
import { PageHero } from '@/components/ui/page-hero';
import { buildMetadata } from '@/lib/seo';

export const metadata: Metadata = buildMetadata({
  title: 'Recherche',
  description: 'Recherchez parmi nos services, réalisations, articles et tutoriels.',
  keywords: ['recherche', 'mise en page', 'réalisations', 'articles', 'tutoriels', 'services'],
  path: '/recherche',
  noIndex: true,
});

// A prerendered document for every query: the query is read in the browser, and the results come
// from /api/recherche (components/search/live-search.tsx).
export default function SearchPage() {
  return (
    <>
      <PageHero eyebrow="Recherche" title="Rechercher sur le site">
        <div className="mt-8">
          <Suspense fallback={<SearchForm />}>
            <SearchBoxFromUrl />
          </Suspense>
        </div>
      </PageHero>
      <section aria-label="Résultats de recherche" className="min-h-[40vh] bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <Suspense fallback={<SearchResultsSkeleton />}>
            <LiveSearchResults />
          </Suspense>
          <noscript>
            <p className="text-center text-lg text-slate-700">
              Activez JavaScript pour afficher les résultats de la recherche.
            </p>
          </noscript>
        </div>
      </section>
    </>
  );
}

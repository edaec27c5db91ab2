import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SearchForm } from '@/components/search/search-form';
import { SearchResults } from '@/components/search/search-results';
import { PageHero } from '@/components/ui/page-hero';
import { searchSite } from '@/lib/data/search';
import { buildMetadata } from '@/lib/seo';

export const metadata: Metadata = buildMetadata({
  title: 'Recherche',
  description: 'Recherchez parmi nos services, réalisations, articles et tutoriels.',
  keywords: ['recherche', 'mise en page', 'réalisations', 'articles', 'tutoriels', 'services'],
  path: '/recherche',
  noIndex: true,
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <>
      <PageHero eyebrow="Recherche" title="Rechercher sur le site">
        <div className="mt-8">
          <Suspense fallback={<SearchForm />}>
            <SearchBox searchParams={searchParams} />
          </Suspense>
        </div>
      </PageHero>
      <section aria-label="Résultats de recherche" className="min-h-[40vh] bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <Suspense fallback={<ResultsSkeleton />}>
            <Results searchParams={searchParams} />
          </Suspense>
        </div>
      </section>
    </>
  );
}

async function SearchBox({ searchParams }: { searchParams: SearchParams }) {
  const { q } = await searchParams;
  return <SearchForm defaultValue={(Array.isArray(q) ? q[0] : q)?.slice(0, 100) ?? ''} />;
}

async function Results({ searchParams }: { searchParams: SearchParams }) {
  const { q } = await searchParams;
  return <SearchResults response={await searchSite(q)} />;
}

function ResultsSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      <div className="h-5 w-48 animate-pulse rounded bg-slate-200" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6">
          <div className="h-4 w-16 animate-pulse rounded-full bg-slate-200" />
          <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

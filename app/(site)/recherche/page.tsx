import type { Metadata } from 'next';
import { SearchNeedsJavaScript } from '@/components/search/needs-javascript';
import { LiveSearchResults, SearchBoxFromUrl } from '@/components/search/live-search';
import { PageHero } from '@/components/ui/page-hero';
import { getShownPageTexts } from '@/lib/data/texts';
import { buildMetadata } from '@/lib/seo';
import { withTypography } from '@/lib/typography/tree';

export const metadata: Metadata = buildMetadata({
  title: 'Recherche',
  description: 'Recherchez parmi nos services, réalisations, articles et tutoriels.',
  keywords: ['recherche', 'mise en page', 'réalisations', 'articles', 'tutoriels', 'services'],
  path: '/recherche',
  noIndex: true,
});

// A prerendered document for every query: the query is read in the browser, and the results come
// from /api/recherche (components/search/live-search.tsx).
async function SearchPage() {
  const hero = await getShownPageTexts('search');
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        <div className="mt-8">
          <SearchBoxFromUrl />
        </div>
      </PageHero>
      <section aria-label="Résultats de recherche" className="min-h-[40vh] bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <LiveSearchResults />
          <SearchNeedsJavaScript />
        </div>
      </section>
    </>
  );
}

export default withTypography(SearchPage);

import type { Metadata } from 'next';
import { SearchForm } from '@/components/search/search-form';
import { SearchResults } from '@/components/search/search-results';
import { PageHero } from '@/components/ui/page-hero';
import { searchSite } from '@/lib/data/search';
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

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The results are in the document as it arrives, with JavaScript off too (the header's search form leads here
// by a plain GET): the page is rendered for each request (the (per-request) group), and the search itself is
// cached per normalised query (at most 100 characters, lib/data/search.ts), so a repeated query costs a render.
// The page's form is next/form: with JavaScript, a new query is a client navigation, not a reload.
async function SearchPage({ searchParams }: Props) {
  const [hero, params] = await Promise.all([getShownPageTexts('search'), searchParams]);
  const response = await searchSite(params.q);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        <div className="mt-8">
          <SearchForm defaultValue={response.query} />
        </div>
      </PageHero>
      <section aria-label="Résultats de recherche" className="min-h-[40vh] bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <SearchResults response={response} />
        </div>
      </section>
    </>
  );
}

export default withTypography(SearchPage);

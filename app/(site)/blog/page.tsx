import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BlogCard } from '@/components/blog/blog-card';
import { BlogControls, BlogControlsFallback } from '@/components/blog/blog-controls';
import { BlogNavigationProvider, BlogResultsRegion } from '@/components/blog/blog-navigation';
import { BlogPagination } from '@/components/blog/blog-pagination';
import { BlogGridSkeleton } from '@/components/blog/blog-skeleton';
import { NewsletterSection } from '@/components/blog/newsletter-section';
import { CardGrid, ListHero, ListSection } from '@/components/ui/list-page';
import { listBlogCategories, listBlogPosts } from '@/lib/data/blog';
import { siteUrl } from '@/lib/env';
import { BRAND, buildMetadata } from '@/lib/seo';

const base = buildMetadata({
  title: 'Blog : conseils de mise en page, typographie et édition',
  description:
    'Conseils pratiques de mise en page, de typographie, d’autoédition et de numérisation par notre studio graphique de Madagascar. Articles pour éditeurs, auteurs et entreprises.',
  keywords: ['blog mise en page', 'typographie', 'autoédition', 'conseils édition', 'InDesign', 'Word', 'OCR'],
  path: '/blog',
});

// The RSS feed is announced in the head of the blog list.
export const metadata: Metadata = {
  ...base,
  alternates: { ...base.alternates, types: { 'application/rss+xml': [{ url: siteUrl('/blog/rss.xml'), title: `${BRAND} – Blog` }] } },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export default async function BlogPage({ searchParams }: { searchParams: SearchParams }) {
  const categories = await listBlogCategories();
  return (
    <>
      <ListHero
        eyebrow="Blog"
        title="Conseils et coulisses de l’édition"
        description="Mise en page, typographie, autoédition, numérisation : nos retours d’expérience et bonnes pratiques pour réussir vos publications."
        crumb={{ name: 'Blog', path: '/blog' }}
      />
      <BlogNavigationProvider basePath="/blog">
        <ListSection label="Articles">
          <Suspense fallback={<BlogControlsFallback categories={categories} />}>
            <BlogControls categories={categories} />
          </Suspense>
          <div className="mt-10">
            <BlogResultsRegion>
              <Suspense fallback={<BlogGridSkeleton />}>
                <BlogResults searchParams={searchParams} />
              </Suspense>
            </BlogResultsRegion>
          </div>
        </ListSection>
      </BlogNavigationProvider>
      <NewsletterSection source="blog" />
    </>
  );
}

/** Request-time part: reads ?q=&categorie=&page= and asks the server for that page only. */
async function BlogResults({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const q = first(params.q);
  const category = first(params.categorie);
  const page = Number.parseInt(first(params.page), 10) || 1;
  const result = await listBlogPosts({ q, category, page });
  const filtered = Boolean(q.trim() || category.trim());

  return (
    <>
      <p role="status" className="mb-6 text-sm text-slate-500">
        {result.total === 0 ? '' : result.total === 1 ? '1 article' : `${result.total} articles`}
        {result.pageCount > 1 && ` · page ${result.page} sur ${result.pageCount}`}
      </p>
      {result.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <p className="text-lg font-medium text-slate-700">
            {filtered ? 'Aucun article ne correspond à votre recherche.' : 'Aucun article disponible pour le moment.'}
          </p>
        </div>
      ) : (
        <CardGrid items={result.items} render={(post) => <BlogCard post={post} />} />
      )}
      <BlogPagination page={result.page} pageCount={result.pageCount} />
    </>
  );
}

import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { ItemNotFound } from '@/components/ui/item-not-found';
import { BlogListBody } from '@/components/blog/blog-list-body';
import { blogListHref } from '@/lib/urls/blog';
import { listBlogCategories } from '@/lib/data/blog';
import { buildMetadata } from '@/lib/seo';
import { BLOG_LIST_SEO, listPageTitle } from '../../../../seo';
import { categoryFromSlug, categoryPageParams, parsePageNumber } from '../../../category-params';
import { withTypography } from '@/lib/typography/tree';

type Params = Promise<{ category: string; page: string }>;

// Static: a page unknown at build time renders once, then is cached; past the end is a 404.
export const ensureStatic = 'navigation';

export async function generateStaticParams(): Promise<{ category: string; page: string }[]> {
  const params = await categoryPageParams();
  // Cache Components needs at least one entry: a placeholder that renders the not-found page.
  return params.length > 0 ? params : [{ category: 'aucune-categorie', page: '2' }];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const p = await params;
  const category = await categoryFromSlug(p.category);
  const page = parsePageNumber(p.page) ?? 1;
  if (!category) return { title: 'Page non trouvée', robots: { index: false, follow: true } };
  return buildMetadata({
    ...BLOG_LIST_SEO,
    title: `${listPageTitle(category, page)} : articles et conseils`,
    path: blogListHref({ category, page }),
  });
}

async function BlogCategoryListPage({ params }: { params: Params }) {
  const p = await params;
  const category = await categoryFromSlug(p.category);
  const page = parsePageNumber(p.page);
  if (!category || !page || page < 2) {
    return (
      <NotFoundView>
        <ItemNotFound kind="postList" level="h2" />
      </NotFoundView>
    );
  }
  return <BlogListBody categories={await listBlogCategories()} category={category} page={page} />;
}

export default withTypography(BlogCategoryListPage);

import type { Metadata } from 'next';
import { BlogListBody } from '@/components/blog/blog-list-body';
import { blogListHref } from '@/lib/urls/blog';
import { listBlogCategories } from '@/lib/data/blog';
import { buildMetadata } from '@/lib/seo';
import { BLOG_LIST_SEO, listPageTitle } from '../../../(list)/seo';
import { BlogFrame } from '../../../(list)/frame';
import { listNotFound, NOT_FOUND_METADATA } from '../../../../paged-list';
import { categoryFromSlug, categoryParams } from '../category-params';
import { followMovedPage } from '@/lib/redirects/page';
import { withPageSearchTexts } from '@/lib/seo/page-search';
import { withTypography } from '@/lib/typography/tree';

type Params = Promise<{ category: string }>;

// Static: a category unknown at build time renders once, then is cached; an unknown one is a 404.
export const ensureStatic = 'navigation';

export async function generateStaticParams(): Promise<{ category: string }[]> {
  const params = (await categoryParams().catch(() => [])).map(({ category }) => ({ category }));
  // Cache Components needs at least one entry: a placeholder that renders the not-found page.
  return params.length > 0 ? params : [{ category: 'aucune-categorie' }];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const category = await categoryFromSlug((await params).category);
  if (!category) return NOT_FOUND_METADATA;
  const seo = await withPageSearchTexts('blog', { ...BLOG_LIST_SEO, path: blogListHref({ category }) });
  return buildMetadata({ ...seo, title: `${listPageTitle(category, 1)} : articles et conseils` });
}

// Outside the list's layout: an unknown category is the site's 404 from the first byte, without the list's header.
async function BlogCategoryPage({ params }: { params: Params }) {
  const slug = (await params).category;
  const category = await categoryFromSlug(slug);
  if (!category) {
    await followMovedPage(`/blog/categorie/${slug}`);
    return listNotFound();
  }
  return (
    <BlogFrame>
      <BlogListBody categories={await listBlogCategories()} category={category} />
    </BlogFrame>
  );
}

export default withTypography(BlogCategoryPage);

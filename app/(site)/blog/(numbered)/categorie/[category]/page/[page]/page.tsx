import type { Metadata } from 'next';
import { BlogListBody } from '@/components/blog/blog-list-body';
import { blogListHref } from '@/lib/urls/blog';
import { listBlogCategories, listBlogPosts } from '@/lib/data/blog';
import { buildMetadata } from '@/lib/seo';
import { BLOG_LIST_SEO, listPageTitle } from '../../../../../(list)/seo';
import { BlogFrame } from '../../../../../(list)/frame';
import { listNotFound, NOT_FOUND_METADATA } from '../../../../../../paged-list';
import { categoryFromSlug, categoryPageParams, parsePageNumber } from '../../../category-params';
import { withPageSearchTexts } from '@/lib/seo/page-search';
import { withTypography } from '@/lib/typography/tree';

type Params = Promise<{ category: string; page: string }>;

// Static: a page unknown at build time renders once, then is cached; past the end is a 404.
export const ensureStatic = 'navigation';

export async function generateStaticParams(): Promise<{ category: string; page: string }[]> {
  const params = await categoryPageParams();
  // Cache Components needs at least one entry: a placeholder that renders the not-found page.
  return params.length > 0 ? params : [{ category: 'aucune-categorie', page: '2' }];
}

/** The category and page when that page of the category exists (2 to its last), else null. */
async function existingPage(params: Params): Promise<{ category: string; page: number } | null> {
  const p = await params;
  const category = await categoryFromSlug(p.category);
  const page = parsePageNumber(p.page);
  if (!category || !page || page < 2) return null;
  return page <= (await listBlogPosts({ category })).pageCount ? { category, page } : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await existingPage(params);
  if (!found) return NOT_FOUND_METADATA;
  const { category, page } = found;
  const seo = await withPageSearchTexts('blog', { ...BLOG_LIST_SEO, path: blogListHref({ category, page }) });
  return buildMetadata({ ...seo, title: `${listPageTitle(category, page)} : articles et conseils` });
}

// Outside the list's layout: a page past the end or of an unknown category is the site's 404 from the first byte.
async function BlogCategoryListPage({ params }: { params: Params }) {
  const found = await existingPage(params);
  if (!found) return listNotFound();
  return (
    <BlogFrame>
      <BlogListBody categories={await listBlogCategories()} category={found.category} page={found.page} />
    </BlogFrame>
  );
}

export default withTypography(BlogCategoryListPage);

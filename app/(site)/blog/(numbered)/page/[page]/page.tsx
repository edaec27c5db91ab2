import type { Metadata } from 'next';
import { BlogListBody } from '@/components/blog/blog-list-body';
import { blogListHref } from '@/lib/urls/blog';
import { parsePageNumber, staticPageParams } from '@/lib/paging';
import { listBlogCategories, listBlogPosts } from '@/lib/data/blog';
import { buildMetadata } from '@/lib/seo';
import { BLOG_LIST_SEO } from '../../../(list)/seo';
import { BlogFrame } from '../../../(list)/frame';
import { listNotFound, NOT_FOUND_METADATA, pagedTitle } from '../../../../paged-list';
import { withPageSearchTexts } from '@/lib/seo/page-search';
import { withTypography } from '@/lib/typography/tree';

type Params = Promise<{ page: string }>;

// Static: a page number unknown at build time renders once, then is cached; past the end is a 404.
export const ensureStatic = 'navigation';

export async function generateStaticParams(): Promise<{ page: string }[]> {
  const { pageCount } = await listBlogPosts({}).catch(() => ({ pageCount: 0 }));
  return staticPageParams(pageCount);
}

/** The page number when that page of the blog exists (2 to the last), else null. */
async function existingPage(params: Params): Promise<number | null> {
  const page = parsePageNumber((await params).page);
  return page && page >= 2 && page <= (await listBlogPosts({})).pageCount ? page : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = await existingPage(params);
  if (!page) return NOT_FOUND_METADATA;
  const seo = await withPageSearchTexts('blog', { ...BLOG_LIST_SEO, path: blogListHref({ page }) });
  return buildMetadata({ ...seo, title: pagedTitle(seo.title, page) });
}

// Outside the list's layout: a page past the end is the site's 404 from the first byte, without the list's header.
async function BlogListPage({ params }: { params: Params }) {
  const page = await existingPage(params);
  if (!page) return listNotFound();
  return (
    <BlogFrame>
      <BlogListBody categories={await listBlogCategories()} page={page} />
    </BlogFrame>
  );
}

export default withTypography(BlogListPage);

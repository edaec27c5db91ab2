import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { ItemNotFound } from '@/components/ui/item-not-found';
import { BlogListBody } from '@/components/blog/blog-list-body';
import { blogListHref } from '@/lib/urls/blog';
import { parsePageNumber, staticPageParams } from '@/lib/paging';
import { listBlogCategories, listBlogPosts } from '@/lib/data/blog';
import { buildMetadata } from '@/lib/seo';
import { BLOG_LIST_SEO, listPageTitle } from '../../seo';
import { withTypography } from '@/lib/typography/tree';

type Params = Promise<{ page: string }>;

// Static: a page number unknown at build time renders once, then is cached; past the end is a 404.
export const ensureStatic = 'navigation';

export async function generateStaticParams(): Promise<{ page: string }[]> {
  const { pageCount } = await listBlogPosts({}).catch(() => ({ pageCount: 0 }));
  return staticPageParams(pageCount);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = parsePageNumber((await params).page) ?? 1;
  return buildMetadata({
    ...BLOG_LIST_SEO,
    title: `${listPageTitle(null, page)} : ${BLOG_LIST_SEO.title.split(' : ')[1]}`,
    path: blogListHref({ page }),
  });
}

async function BlogListPage({ params }: { params: Params }) {
  const page = parsePageNumber((await params).page);
  if (!page || page < 2) {
    return (
      <NotFoundView>
        <ItemNotFound kind="postList" level="h2" />
      </NotFoundView>
    );
  }
  return <BlogListBody categories={await listBlogCategories()} page={page} />;
}

export default withTypography(BlogListPage);

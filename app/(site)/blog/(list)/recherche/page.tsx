import type { Metadata } from 'next';
import { SearchNeedsJavaScript } from '@/components/search/needs-javascript';
import { LiveBlogSearch } from '@/components/blog/live-blog-search';
import { textPageMetadata } from '@/lib/seo/page-search';
import { BLOG_LIST_SEO } from '../seo';
import { withTypography } from '@/lib/typography/tree';

// The free-text search of the blog (/blog?q=… redirects here). A prerendered document like the other
// list states: the list below the search box is read in the browser from /api/blog/recherche
// (components/blog/live-blog-search.tsx). Search results are not indexed.
export const generateMetadata = (): Promise<Metadata> =>
  textPageMetadata('blog', { ...BLOG_LIST_SEO, path: '/blog', noIndex: true });

function BlogSearchPage() {
  return (
    <>
      <LiveBlogSearch />
      <SearchNeedsJavaScript className="mt-10" />
    </>
  );
}

export default withTypography(BlogSearchPage);

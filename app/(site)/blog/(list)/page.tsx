import type { Metadata } from 'next';
import { BlogListBody } from '@/components/blog/blog-list-body';
import { listBlogCategories } from '@/lib/data/blog';
import { siteUrl } from '@/lib/env';
import { BRAND } from '@/lib/seo';
import { textPageMetadata } from '@/lib/seo/page-search';
import { BLOG_LIST_SEO } from './seo';
import { withTypography } from '@/lib/typography/tree';

// The RSS feed is announced in the head of the blog list.
export async function generateMetadata(): Promise<Metadata> {
  const base = await textPageMetadata('blog', { ...BLOG_LIST_SEO, path: '/blog' });
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: { 'application/rss+xml': [{ url: siteUrl('/blog/rss.xml'), title: `${BRAND} – Blog` }] },
    },
  };
}

// Prerendered: the first page of every post (a ?q= search redirects to /blog/recherche).
async function BlogPage() {
  return <BlogListBody categories={await listBlogCategories()} />;
}

export default withTypography(BlogPage);

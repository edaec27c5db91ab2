import type { Metadata } from 'next';
import { BlogListBody } from '@/components/blog/blog-list-body';
import { listBlogCategories } from '@/lib/data/blog';
import { siteUrl } from '@/lib/env';
import { BRAND, buildMetadata } from '@/lib/seo';
import { BLOG_LIST_SEO } from './seo';
import { withTypography } from '@/lib/typography/tree';

const base = buildMetadata({ ...BLOG_LIST_SEO, path: '/blog' });

// The RSS feed is announced in the head of the blog list.
export const metadata: Metadata = {
  ...base,
  alternates: {
    ...base.alternates,
    types: { 'application/rss+xml': [{ url: siteUrl('/blog/rss.xml'), title: `${BRAND} – Blog` }] },
  },
};

// Prerendered: the first page of every post (a ?q= search redirects to /blog/recherche).
async function BlogPage() {
  return <BlogListBody categories={await listBlogCategories()} />;
}

export default withTypography(BlogPage);

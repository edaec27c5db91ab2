import type { Metadata } from 'next';
import { BlogListBody } from '@/components/blog/blog-list-body';
import { listBlogCategories, listBlogPosts } from '@/lib/data/blog';
import { KINDS } from '@/lib/kinds';
import { JsonLd } from '@/lib/seo/json-ld';
import { listPageJsonLd } from '@/lib/seo/structured-data';
import { siteUrl } from '@/lib/env';
import { BRAND } from '@/lib/seo';
import { textPageMetadata, withPageSearchTexts } from '@/lib/seo/page-search';
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

// Prerendered: the first page of every post (a ?q= search redirects to /blog/recherche), described to search
// engines as a collection of the articles it lists (the same cached read as the list's).
async function BlogPage() {
  const [categories, posts, seo] = await Promise.all([
    listBlogCategories(),
    listBlogPosts({ q: '', category: '', page: 1 }),
    withPageSearchTexts('blog', { ...BLOG_LIST_SEO, path: '/blog' }),
  ]);
  const items = posts.items.map((p) => ({ name: p.title, path: `${KINDS.post.section}/${p.slug}` }));
  return (
    <>
      <JsonLd
        data={listPageJsonLd({ name: seo.title, description: seo.description, path: '/blog', crumb: 'Blog', items })}
      />
      <BlogListBody categories={categories} />
    </>
  );
}

export default withTypography(BlogPage);

import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { BlogCard } from '@/components/blog/blog-card';
import { ArrowLeftIcon } from '@/components/icons/content';
import { PostDateAuthor } from '@/components/blog/post-meta';
import { ArticleBody } from '@/components/blog/markdown';
import { NewsletterSection } from '@/components/blog/newsletter-section';
import { TagList } from '@/components/blog/tag-list';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { SmartImage } from '@/components/ui/smart-image';
import { PreviewBanner } from '@/components/preview/preview-banner';
import { listBlogSlugs, listRelatedPosts } from '@/lib/data/blog';
import { RESPONSE_TIMES } from '@/lib/content/pricing';
import { viewBlogPost } from '@/lib/preview';
import { rehypeFrenchTypography } from '@/lib/typography/rehype';
import { articleJsonLd, breadcrumbJsonLd, buildMetadata, JsonLd } from '@/lib/seo';
import { withTypography } from '@/lib/typography/tree';

type Params = Promise<{ slug: string }>;

const TYPOGRAPHY = [rehypeFrenchTypography];

// The whole page is static (cached reads only). This also makes a slug unknown at build time wait
// for its render instead of streaming a fallback shell, so a missing post answers a real 404.
export const ensureStatic = 'navigation';

// Every post is prerendered; a post published later renders on its first visit, then is cached.
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  const slugs = await listBlogSlugs().catch(() => []);
  // Cache Components needs at least one entry: a placeholder that renders the not-found page.
  return slugs.length > 0 ? slugs.map((s) => ({ slug: s.slug })) : [{ slug: 'aucun-article' }];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const { item: post, preview } = await viewBlogPost(slug);
  if (!post) return { title: 'Article non trouvé', robots: { index: false, follow: true } };
  // The post image is the share image (resolved against metadataBase).
  const metadata = buildMetadata({
    title: post.title,
    description: post.excerpt,
    keywords: post.tags,
    path: `/blog/${post.slug}`,
    image: post.imageUrl,
    type: 'article',
    publishedTime: post.postDate,
    modifiedTime: post.updatedAt,
    authors: post.author ? [post.author] : undefined,
  });
  return preview ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

async function BlogPostPage({ params }: { params: Params }) {
  const { slug } = await params;
  // Visitors: the public read (prerendered). An admin in preview: the item in any status, at request time.
  const { item: post, preview } = await viewBlogPost(slug);
  if (!post) notFound();
  const related = await listRelatedPosts(post.id, post.tags);

  return (
    <>
      {preview && <PreviewBanner path={`/blog/${post.slug}`} status={post.status} />}
      <JsonLd
        data={[
          articleJsonLd({
            title: post.title,
            description: post.excerpt,
            path: `/blog/${post.slug}`,
            image: post.imageUrl,
            datePublished: post.postDate,
            dateModified: post.updatedAt,
            author: post.author,
            keywords: post.tags,
            section: post.categoryName,
          }),
          breadcrumbJsonLd([
            { name: 'Accueil', path: '/' },
            { name: 'Blog', path: '/blog' },
            { name: post.title, path: `/blog/${post.slug}` },
          ]),
        ]}
      />
      <article>
        <header className="-mt-16 bg-gradient-to-b from-brand-50 to-white pt-24 pb-10 sm:pt-28 xl:-mt-20 xl:pt-32">
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <Link
              href="/blog"
              className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <ArrowLeftIcon className="size-4" />
              Retour au blog
            </Link>
            <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
              {post.categoryName && (
                <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                  {post.categoryName}
                </span>
              )}
              <PostDateAuthor postDate={post.postDate} author={post.author} />
            </div>
            <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl">
              {post.title}
            </h1>
            <p className="mt-5 text-xl leading-relaxed text-slate-600">{post.excerpt}</p>
            <TagList tags={post.tags} className="mt-6" />
          </div>
        </header>
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <div className="relative aspect-[16/9] overflow-hidden rounded-2xl bg-slate-100 shadow-lg">
            <SmartImage
              src={post.imageUrl}
              alt={post.imageAlt ?? post.title}
              preload
              sizes="(min-width: 1024px) 1024px, 100vw"
              className="object-cover"
              categoryName={post.categoryName}
            />
          </div>
        </div>
        {post.content.trim() && (
          <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
            <ArticleBody markdown={post.content} rehypePlugins={TYPOGRAPHY} />
          </div>
        )}
        <footer className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
          <QuoteBanner
            id="article-devis"
            title="Un projet de mise en page ou d’édition ?"
            text={`Réponse sous ${RESPONSE_TIMES.quote}, sans engagement, tarif transparent.`}
          />
          <Link
            href="/blog"
            className="mt-8 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <ArrowLeftIcon className="size-4" />
            Retour au blog
          </Link>
        </footer>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="border-t border-slate-200 bg-slate-50 py-16">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="related-title" className="text-2xl font-bold tracking-tight text-slate-900">
              Articles similaires
            </h2>
            <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((p) => (
                <li key={p.id}>
                  <BlogCard post={p} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <NewsletterSection source="article" page={`/blog/${post.slug}`} />
    </>
  );
}

export default withTypography(BlogPostPage);

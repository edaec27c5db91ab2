import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { ItemNotFound } from '@/components/ui/item-not-found';
import { PostDateAuthor } from '@/components/blog/post-meta';
import { PublicBody } from '@/components/blog/public-body';
import { ItemFrame, ItemHeading } from '@/components/layout/item-frame';
import { BackLink } from '@/components/ui/back-link';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { SmartImage } from '@/components/ui/smart-image';
import { ITEM_NOT_FOUND } from '@/lib/copy/not-found';
import { listBlogSlugs, listRelatedPosts } from '@/lib/data/blog';
import type { BlogPost } from '@/lib/data/types';
import { getSiteDetails } from '@/lib/data/settings';
import { staticSlugParams } from '@/lib/paging';
import { viewBlogPost } from '@/lib/preview';
import { articleJsonLd, itemMetadata, itemPage, type MetadataInput } from '@/lib/seo';
import { followMovedPage } from '@/lib/redirects/page';
import { withTypography } from '@/lib/typography/tree';

type Params = Promise<{ slug: string }>;

// The whole page is static (cached reads only). This also makes a slug unknown at build time wait
// for its render instead of streaming a fallback shell, so a missing post answers a real 404.
export const ensureStatic = 'navigation';

// Every post is prerendered; a post published later renders on its first visit, then is cached.
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return staticSlugParams(await listBlogSlugs().catch(() => []), 'aucun-article');
}

/** The post's page as its metadata and its structured data both describe it; its image is the share image. */
const postPage = (post: BlogPost): MetadataInput => ({
  ...itemPage('post', post),
  type: 'article',
  publishedTime: post.postDate,
  modifiedTime: post.updatedAt,
  authors: post.author ? [post.author] : undefined,
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return itemMetadata(await viewBlogPost((await params).slug), ITEM_NOT_FOUND.post.title, postPage);
}

async function BlogPostPage({ params }: { params: Params }) {
  // Visitors: the public read (prerendered). An admin in preview: the item in any status, at request time.
  const { slug } = await params;
  const { item: post, preview } = await viewBlogPost(slug);
  if (!post) {
    await followMovedPage(`/blog/${slug}`);
    return (
      <NotFoundView>
        <ItemNotFound kind="post" />
      </NotFoundView>
    );
  }

  return (
    <ItemFrame
      kind="post"
      data={articleJsonLd({ ...postPage(post), section: post.categoryName })}
      item={post}
      preview={preview}
      related={await listRelatedPosts(post.id, post.tags)}
    >
      <article>
        <header className="-mt-16 bg-gradient-to-b from-brand-50 to-white pt-24 pb-10 sm:pt-28 xl:-mt-20 xl:pt-32">
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <BackLink href="/blog">Retour au blog</BackLink>
            <ItemHeading
              kind="post"
              category={post.categoryName}
              meta={<PostDateAuthor postDate={post.postDate} author={post.author} />}
              title={post.title}
              lead={post.excerpt}
              tags={post.tags}
            />
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
            <PublicBody markdown={post.content} />
          </div>
        )}
        <footer className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
          <QuoteBanner
            id="article-devis"
            title="Un projet de mise en page ou d’édition ?"
            text={`Réponse sous ${(await getSiteDetails()).delays.quote}, sans engagement, tarif transparent.`}
          />
          <BackLink href="/blog" className="mt-8">
            Retour au blog
          </BackLink>
        </footer>
      </article>
    </ItemFrame>
  );
}

export default withTypography(BlogPostPage);

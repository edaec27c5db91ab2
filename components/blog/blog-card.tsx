import { ContentCard } from '@/components/ui/content-card';
import { cardText } from '@/lib/format/card-text';
import type { BlogPostSummary } from '@/lib/data/types';
import { PostDateAuthor } from './post-meta';

/** Blog list card: image, category, date, author, title, excerpt, tags, « Lire l'article ». */
export function BlogCard({
  post,
  headingLevel = 2,
  eager = false,
}: {
  post: BlogPostSummary;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  return (
    <ContentCard
      eager={eager}
      variant="article"
      href={`/blog/${post.slug}`}
      title={post.title}
      headingLevel={headingLevel}
      imageUrl={post.imageUrl}
      categoryName={post.categoryName}
      text={cardText(post.excerpt)}
      tags={post.tags}
      cta="Lire l'article"
      meta={
        <>
          {post.categoryName && (
            <p className="mb-3">
              <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                {post.categoryName}
              </span>
            </p>
          )}
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
            <PostDateAuthor postDate={post.postDate} author={post.author} />
          </p>
        </>
      }
    />
  );
}

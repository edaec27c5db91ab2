import { EntryCard, type CardOptions } from '@/components/ui/entry-card';
import { CategoryPill } from '@/components/ui/category-pill';
import { postCard } from '@/lib/format/card-text';
import type { BlogPostSummary } from '@/lib/data/types';
import { PostDateAuthor } from './post-meta';

/** Blog list card: image, category, date, author, title, excerpt, tags, « Lire l'article ». */
export function BlogCard({ post, ...options }: { post: BlogPostSummary } & CardOptions) {
  return <EntryCard {...options} {...postCard(post)} tags={post.tags} meta={<PostCardMeta post={post} />} />;
}

/** Above the title: the category, then the date and the author. */
function PostCardMeta({ post }: { post: BlogPostSummary }) {
  return (
    <>
      {post.categoryName && (
        <p className="mb-3">
          <CategoryPill tone="soft">{post.categoryName}</CategoryPill>
        </p>
      )}
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
        <PostDateAuthor postDate={post.postDate} author={post.author} />
      </p>
    </>
  );
}

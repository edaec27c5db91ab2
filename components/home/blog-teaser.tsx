import { postCard } from '@/lib/format/card-text';
import { formatLongDate } from '@/lib/dates';
import { listLatestPosts } from '@/lib/data/blog';
import type { BlogPostSummary } from '@/lib/data/types';
import { TeaserCard } from './teaser-card';
import { TeaserGrid, TeaserSection } from './teaser-section';

async function LatestPosts() {
  return (
    <TeaserGrid
      section="blog"
      items={await listLatestPosts(3)}
      card={(post) => <TeaserCard {...postCard(post)} meta={<PostTeaserMeta post={post} />} />}
    />
  );
}

/** The category in the brand's colour, then the date. */
function PostTeaserMeta({ post }: { post: BlogPostSummary }) {
  return (
    <p className="teaser-meta">
      {post.categoryName ? <span className="font-semibold text-brand-700">{post.categoryName}</span> : null}
      <time dateTime={post.postDate}>{formatLongDate(post.postDate)}</time>
    </p>
  );
}

export function HomeBlogTeaser() {
  return (
    <TeaserSection section="blog">
      <LatestPosts />
    </TeaserSection>
  );
}

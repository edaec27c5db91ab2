import { RevealList } from '@/components/ui/reveal-list';
import { cardText } from '@/lib/format/card-text';
import { formatLongDate } from '@/lib/dates';
import { listLatestPosts } from '@/lib/data/blog';
import { TeaserCard } from './teaser-card';
import { TeaserSection } from './teaser-section';
import { withTypography } from '@/lib/typography/tree';

async function LatestPosts() {
  const posts = await listLatestPosts(3);
  if (posts.length === 0) return <p className="text-center text-slate-600">Aucun article disponible pour le moment.</p>;
  return (
    <RevealList
      items={posts}
      className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      render={(post) => (
        <TeaserCard
          variant="article"
          href={`/blog/${post.slug}`}
          title={post.title}
          imageUrl={post.imageUrl}
          categoryName={post.categoryName}
          text={cardText(post.excerpt)}
          meta={
            <p className="teaser-meta">
              {post.categoryName ? <span className="font-semibold text-brand-700">{post.categoryName}</span> : null}
              <time dateTime={post.postDate}>{formatLongDate(post.postDate)}</time>
            </p>
          }
        />
      )}
    />
  );
}

function HomeBlogTeaserUntypeset() {
  return (
    <TeaserSection
      id="blog-titre"
      tone="white"
      eyebrow="Blog"
      title="Conseils et actualités de l’édition"
      description="Typographie, autoédition, impression : nos derniers articles."
      link={{ href: '/blog', label: 'Tous les articles' }}
    >
      <LatestPosts />
    </TeaserSection>
  );
}

/** HomeBlogTeaser, with French typography on its copy (lib/typography/tree.tsx). */
export const HomeBlogTeaser = withTypography(HomeBlogTeaserUntypeset);

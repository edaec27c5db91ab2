import Link from 'next/link';
import { Suspense } from 'react';
import { Section } from '@/components/ui/container';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Reveal } from '@/components/ui/motion';
import { SectionHeading } from '@/components/ui/section-heading';
import { SmartImage } from '@/components/ui/smart-image';
import { formatLongDate } from '@/lib/content/format';
import { listLatestPosts } from '@/lib/data/blog';

async function LatestPosts() {
  const posts = await listLatestPosts(3);
  if (posts.length === 0) return <p className="text-center text-slate-600">Aucun article disponible pour le moment.</p>;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, i) => (
        <Reveal as="li" index={i} key={post.id}>
          <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
            <div className="relative aspect-[3/2] overflow-hidden bg-slate-100">
              <SmartImage src={post.imageUrl} alt="" fill sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" className="object-cover transition-transform duration-500 group-hover:scale-105" categoryName={post.categoryName} />
            </div>
            <div className="flex flex-1 flex-col p-6">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                {post.categoryName ? <span className="font-semibold text-brand-700">{post.categoryName}</span> : null}
                <time dateTime={post.postDate}>{formatLongDate(post.postDate)}</time>
              </p>
              <h3 className="mt-3 text-lg font-semibold text-slate-900">
                <Link href={`/blog/${post.slug}`} className="rounded-sm after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
                  {post.title}
                </Link>
              </h3>
              <p className="mt-2 line-clamp-3 text-slate-600">{post.excerpt}</p>
            </div>
          </article>
        </Reveal>
      ))}
    </ul>
  );
}

export function HomeBlogTeaser() {
  return (
    <Section tone="white" labelledBy="blog-titre">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id="blog-titre" align="left" eyebrow="Blog" title="Conseils et actualités de l’édition" description="Typographie, autoédition, impression : nos derniers articles." />
        <Link href="/blog" className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600">
          Tous les articles
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
      <div className="mt-12">
        <Suspense fallback={<p className="text-center text-slate-600">Chargement des articles...</p>}>
          <LatestPosts />
        </Suspense>
      </div>
    </Section>
  );
}

import Link from 'next/link';
import { SmartImage } from '@/components/ui/smart-image';
import { formatLongDate } from '@/lib/content/format';
import type { BlogPostSummary } from '@/lib/data/types';
import { ArrowRightIcon, CalendarIcon, UserIcon } from './icons';
import { TagList } from './tag-list';

/** Blog list card: image, category, date, author, title, excerpt, tags, « Lire l'article ». */
export function BlogCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/blog/${post.slug}`;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:hover:translate-y-0">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="relative block aspect-[3/2] overflow-hidden bg-slate-100">
        <SmartImage
          src={post.imageUrl}
          alt=""
          fill
          sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
          className="object-cover transition duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100"
          categoryName={post.categoryName}
        />
      </Link>
      <div className="flex flex-1 flex-col p-6">
        {post.categoryName && (
          <p className="mb-3">
            <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">{post.categoryName}</span>
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
          <span className="inline-flex items-center gap-1.5">
            <CalendarIcon />
            <time dateTime={post.postDate}>{formatLongDate(post.postDate)}</time>
          </span>
          {post.author && (
            <span className="inline-flex items-center gap-1.5">
              <UserIcon />
              {post.author}
            </span>
          )}
        </p>
        <Heading className="mt-3 text-xl font-semibold leading-snug text-slate-900">
          <Link href={href} className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-3 text-slate-600">{post.excerpt}</p>
        <TagList tags={post.tags} className="mt-4" />
        <div className="mt-auto pt-6">
          <Link
            href={href}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Lire l&apos;article<span className="sr-only"> : {post.title}</span>
            <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
          </Link>
        </div>
      </div>
    </article>
  );
}

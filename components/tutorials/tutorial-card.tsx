import Link from 'next/link';
import { ArrowRightIcon, ClockIcon } from '@/components/blog/icons';
import { TagList } from '@/components/blog/tag-list';
import { SmartImage } from '@/components/ui/smart-image';
import type { Tutorial } from '@/lib/data/types';
import { spokenDuration } from './duration';

/** Tutorial card; the list links by id (SPEC §2.2), which redirects to the slug URL. */
export function TutorialCard({ tutorial, headingLevel = 2 }: { tutorial: Tutorial; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/tutoriels/${tutorial.id}`;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:hover:translate-y-0">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="relative block aspect-video overflow-hidden bg-slate-900">
        <SmartImage
          src={tutorial.thumbnail}
          alt=""
          fill
          sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
          className="object-cover transition duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100"
          categoryName={tutorial.categoryName}
        />
        {tutorial.duration && (
          <span className="absolute bottom-3 right-3 rounded-md bg-slate-900/85 px-2 py-1 font-mono text-xs font-semibold text-white">
            {tutorial.duration}
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-500">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">{tutorial.categoryName ?? 'Tutoriel'}</span>
          {tutorial.duration && (
            <span className="inline-flex items-center gap-1.5">
              <ClockIcon />
              <span className="sr-only">Durée : {spokenDuration(tutorial.duration)}</span>
              <span aria-hidden="true">{tutorial.duration}</span>
            </span>
          )}
        </div>
        <Heading className="mt-3 text-xl font-semibold leading-snug text-slate-900">
          <Link href={href} className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
            {tutorial.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-3 text-slate-600">{tutorial.description}</p>
        <TagList tags={tutorial.tags} className="mt-4" />
        <div className="mt-auto pt-6">
          <Link
            href={href}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Regarder le tutoriel<span className="sr-only"> : {tutorial.title}</span>
            <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
          </Link>
        </div>
      </div>
    </article>
  );
}

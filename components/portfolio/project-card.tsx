'use client';
// Project card: image, category badge, project date (« Récent » when missing), title and client.
// The whole card is one link (stretched over the card); `onOpen` turns a plain click into opening
// the modal on the current page, while a modified click still opens the link (new tab…).
import Link from 'next/link';
import type { MouseEvent } from 'react';
import { SmartImage } from '@/components/ui/smart-image';
import type { ProjectSummary } from '@/lib/data/types';
import { BuildingIcon, CalendarIcon } from './icons';
import { isModifiedClick, preloadProjectModal } from './project-url';

type Props = {
  project: ProjectSummary;
  href: string;
  onOpen?: (slug: string) => void;
  /** next/image sizes for the card's image, by the grid it sits in. */
  sizes?: string;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
};

export function ProjectCard({ project, href, onOpen, sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw', eager, headingLevel = 'h3' }: Props) {
  const Heading = headingLevel;
  const onClick = onOpen
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        onOpen(project.slug);
      }
    : undefined;

  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/5 transition duration-300 focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-1 hover:shadow-xl motion-reduce:hover:translate-y-0"
      onPointerEnter={preloadProjectModal}
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100">
        <SmartImage
          src={project.mainImageUrl}
          alt=""
          categoryName={project.categoryName}
          fill
          sizes={sizes}
          className="object-cover transition duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100"
          loading={eager ? 'eager' : undefined}
        />
        {project.categoryName && (
          <span className="absolute bottom-3 left-3 z-[1] rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-700 shadow-sm">
            {project.categoryName}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-slate-500">
          <CalendarIcon className="h-3.5 w-3.5" />
          {project.projectDate ?? 'Récent'}
        </p>
        <Heading className="mt-2 text-lg font-semibold leading-snug text-slate-900 transition group-hover:text-brand-700">
          <Link href={href} prefetch={onOpen ? false : undefined} scroll={onOpen ? false : undefined} onClick={onClick} className="outline-none after:absolute after:inset-0 after:z-[2] after:content-['']">
            {project.title}
          </Link>
        </Heading>
        {project.client && (
          <p className="mt-auto flex items-center gap-1.5 pt-3 text-sm text-slate-600">
            <BuildingIcon className="h-4 w-4 text-slate-400" />
            <span className="sr-only">Client : </span>
            {project.client}
          </p>
        )}
      </div>
    </article>
  );
}

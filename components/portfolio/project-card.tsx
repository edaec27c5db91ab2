'use client';
// Project card: image, category badge, project date (« Récent » when missing), title and client.
// The whole card is one link (stretched over the card); `onOpen` turns a plain click into opening
// the modal on the current page, while a modified click still opens the link (new tab…).
// Its looks are the project-card-* classes of app/globals.css: a grid repeats them many times per page.
import Link from '@/components/ui/link';
import type { MouseEvent } from 'react';
import { SmartImage } from '@/components/ui/smart-image';
import type { ProjectCardData } from './card-data';
import { BuildingIcon, CalendarIcon } from '@/components/icons/lists';
import { preloadProjectModal } from './project-modal-preload';
import { isModifiedClick } from './project-url';

type Props = {
  project: ProjectCardData;
  href: string;
  onOpen?: (slug: string) => void;
  /** next/image sizes for the card's image, by the grid it sits in. */
  sizes?: string;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
};

export function ProjectCard({
  project,
  href,
  onOpen,
  sizes = '(min-width: 1024px) 390px, (min-width: 640px) 50vw, 100vw',
  eager,
  headingLevel = 'h3',
}: Props) {
  const Heading = headingLevel;
  const onClick = onOpen
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        onOpen(project.slug);
      }
    : undefined;

  return (
    <article className="group project-card" onPointerEnter={preloadProjectModal}>
      <div className="project-card-media">
        <SmartImage
          src={project.mainImageUrl}
          alt=""
          categoryName={project.categoryName}
          sizes={sizes}
          className="card-image"
          loading={eager ? 'eager' : undefined}
        />
        {project.categoryName && <span className="project-card-badge">{project.categoryName}</span>}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="project-card-date">
          <CalendarIcon className="h-3.5 w-3.5" />
          {project.projectDate ?? 'Récent'}
        </p>
        <Heading className="project-card-title">
          <Link href={href} scroll={onOpen ? false : undefined} onClick={onClick} className="project-card-link">
            {project.title}
          </Link>
        </Heading>
        {project.client && (
          <p className="project-card-client">
            <BuildingIcon className="h-4 w-4 text-slate-400" />
            <span className="sr-only">Client&nbsp;: </span>
            {project.client}
          </p>
        )}
      </div>
    </article>
  );
}

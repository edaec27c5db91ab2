'use client';
// Project cards on the service pages: a click sets ?project={slug} on the same page (other parameters
// kept) and the site-wide modal opens; the card's link is the project's own page for new tabs and crawlers.
import Link from '@/components/ui/link';
import type { ProjectCardData } from './card-data';
import { ArrowRightIcon } from '@/components/icons/frame';
import { ProjectCard } from './project-card';
import { openProjectModal } from './project-url';

type Props = {
  projects: ProjectCardData[];
  emptyText: string;
  /** Optional link under the empty text (e.g. to /portfolio). */
  emptyLink?: { href: string; label: string };
};

export function ServiceProjectGrid({ projects, emptyText, emptyLink }: Props) {
  if (projects.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="text-slate-600">{emptyText}</p>
        {emptyLink && (
          <Link
            href={emptyLink.href}
            className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            {emptyLink.label}
            <ArrowRightIcon className="h-4 w-4" />
          </Link>
        )}
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((p) => (
        <li key={p.id}>
          <ProjectCard project={p} href={`/portfolio/${encodeURIComponent(p.slug)}`} onOpen={openProjectModal} />
        </li>
      ))}
    </ul>
  );
}

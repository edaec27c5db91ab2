'use client';
// Home portfolio teaser: « Tous » plus one button per category, filtering the
// already-loaded projects in the browser; up to 6 cards; a click opens /portfolio?project={slug}.
import Link from '@/components/ui/link';
import { useState } from 'react';
import type { CategoryOption, ProjectCardData } from './card-data';
import { filterProjects } from './filter-state';
import { ArrowRightIcon } from '@/components/icons/frame';
import { entrance } from './entrance';
import { ProjectCard } from './project-card';

const TEASER_LIMIT = 6;

function FilterButton({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={active ? 'pill pill-on shadow-md shadow-brand-600/25' : 'pill pill-off ring-inset'}
    >
      {children}
    </button>
  );
}

export function PortfolioTeaser({
  projects,
  categories,
}: {
  projects: ProjectCardData[];
  categories: CategoryOption[];
}) {
  const [selected, setSelected] = useState('');
  const [animate, setAnimate] = useState(false);
  const choose = (name: string) => {
    setAnimate(true);
    setSelected(name);
  };
  const visible = filterProjects(projects, selected ? [selected] : []).slice(0, TEASER_LIMIT);

  return (
    <div>
      <div role="group" aria-label="Filtrer les projets par catégorie" className="flex flex-wrap justify-center gap-2">
        <FilterButton active={selected === ''} onClick={() => choose('')}>
          Tous
        </FilterButton>
        {categories.map((c) => (
          <FilterButton key={c.id} active={selected === c.name.trim()} onClick={() => choose(c.name.trim())}>
            {c.name.trim()}
          </FilterButton>
        ))}
      </div>

      {visible.length > 0 ? (
        // Re-keyed on each choice so the cards play their entrance, 0.1 s apart.
        <ul key={selected} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((p, i) => (
            <li key={p.id} {...entrance(animate, i)}>
              <ProjectCard project={p} href={`/portfolio?project=${encodeURIComponent(p.slug)}`} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
          {selected ? 'Aucun projet trouvé dans cette catégorie pour le moment.' : 'Aucun projet pour le moment.'}
        </p>
      )}

      <div className="mt-10 text-center">
        <Link
          href="/portfolio"
          className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-6 py-3 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Voir plus de projets
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      </div>
    </div>
  );
}

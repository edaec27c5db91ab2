'use client';
// Portfolio page body: the category filter and the two-column project grid. The selection lives in the
// URL (?categories=…) so a filtered view can be shared and survives reload. The URL is read in the
// browser only, by a small child mounted after hydration: the prerendered page shows every project,
// the page stays one static document, and the grid is never swapped out (only re-filtered).
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AfterHydration } from '@/components/layout/after-hydration';
import type { CategoryOption, ProjectCardData } from './card-data';
import {
  CATEGORIES_PARAM,
  filterProjects,
  parseSelection,
  searchWithSelection,
  serializeSelection,
  toggleAll,
  toggleOne,
} from './filter-state';
import { SearchOffIcon } from './icons';
import { PortfolioFilter } from './portfolio-filter';
import { ProjectCard } from './project-card';
import { openProjectModal } from './project-url';

type Props = { projects: ProjectCardData[]; categories: CategoryOption[] };

/** Reports the ?categories= value on mount and whenever the URL changes. */
function CategoriesFromUrl({ onValue }: { onValue: (value: string) => void }) {
  const value = useSearchParams().get(CATEGORIES_PARAM) ?? '';
  useEffect(() => onValue(value), [value, onValue]);
  return null;
}

export function PortfolioBrowser({ projects, categories }: Props) {
  const [selected, setSelected] = useState<string[]>([]);
  const [ready, setReady] = useState(false);
  const [animate, setAnimate] = useState(false);
  // URL values we wrote ourselves: when they come back through useSearchParams they are not news.
  const written = useRef<string[]>([]);

  const onUrl = useCallback(
    (value: string) => {
      setReady(true);
      const mine = written.current.indexOf(value);
      if (mine >= 0) {
        written.current.splice(0, mine + 1);
        return;
      }
      setSelected((current) =>
        serializeSelection(current, categories) === value ? current : parseSelection(value, categories),
      );
    },
    [categories],
  );

  const onChange = (next: string[]) => {
    setAnimate(true);
    setSelected(next);
    written.current.push(serializeSelection(next, categories));
    const { pathname, search, hash } = window.location;
    // Replace, not push: filtering is not a new page for the Back button. No scroll, no server request.
    window.history.replaceState(null, '', `${pathname}${searchWithSelection(search, next, categories)}${hash}`);
  };

  return (
    <>
      <AfterHydration>
        <CategoriesFromUrl onValue={onUrl} />
      </AfterHydration>
      <PortfolioView
        projects={projects}
        categories={categories}
        selected={selected}
        onChange={ready ? onChange : undefined}
        animate={animate}
      />
    </>
  );
}

type ViewProps = Props & { selected: string[]; onChange?: (next: string[]) => void; animate: boolean };

function PortfolioView({ projects, categories, selected, onChange, animate }: ViewProps) {
  const visible = filterProjects(projects, selected);
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const p of projects)
      if (p.categoryName) map.set(p.categoryName.trim(), (map.get(p.categoryName.trim()) ?? 0) + 1);
    return map;
  }, [projects]);

  return (
    <div className="grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
      <aside className="lg:sticky lg:top-28 lg:self-start">
        <PortfolioFilter
          categories={categories}
          selected={selected}
          counts={counts}
          disabled={!onChange}
          onToggle={(name) => onChange?.(toggleOne(selected, name))}
          onToggleAll={() => onChange?.(toggleAll(selected, categories))}
        />
      </aside>
      <div>
        <p aria-live="polite" className="mb-4 text-sm font-medium text-slate-600" data-testid="portfolio-count">
          {visible.length} {visible.length > 1 ? 'projets' : 'projet'}
        </p>
        {visible.length > 0 ? (
          // Re-keyed on each filter change so the cards play their entrance (0.1 s apart).
          <ul key={animate ? selected.join('|') : 'initial'} className="grid gap-6 sm:grid-cols-2">
            {visible.map((p, i) => (
              <li
                key={p.id}
                className={
                  animate
                    ? 'transition-[opacity,translate] duration-500 ease-out motion-reduce:transition-none starting:translate-y-4 starting:opacity-0'
                    : undefined
                }
                style={animate ? { transitionDelay: `${Math.min(i, 6) * 0.1}s` } : undefined}
              >
                <ProjectCard
                  project={p}
                  href={`/portfolio/${encodeURIComponent(p.slug)}`}
                  onOpen={openProjectModal}
                  eager={i < 2}
                  headingLevel="h2"
                  sizes="(min-width: 1280px) 470px, (min-width: 640px) 50vw, 100vw"
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <SearchOffIcon className="h-10 w-10 text-slate-400" />
            <p className="mt-4 text-slate-600">Aucun projet trouvé dans les catégories sélectionnées.</p>
          </div>
        )}
      </div>
    </div>
  );
}

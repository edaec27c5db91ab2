'use client';
// Portfolio page body: the category filter and the two-column project grid. The selection lives in the
// URL (?categories=…, with &page=n for a page of a filtered list) so a filtered view can be shared and
// survives reload. The URL is read in the browser only, by a small child mounted after hydration: each
// prerendered page (/portfolio, /portfolio/page/{n}) shows its page of projects and stays one static
// document. A selection (neither none nor every category) filters across every project: in the browser
// when the whole portfolio fits on this page, otherwise through /api/portfolio, one page at a time.
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AfterHydration } from '@/components/layout/after-hydration';
import { Pagination } from '@/components/ui/pagination';
import { useJsonAnswer } from '@/components/ui/use-json-answer';
import { pagedPath, parsePageNumber } from '@/lib/paging';
import type { CategoryOption, ProjectCardData, ProjectCardPage } from './card-data';
import {
  CATEGORIES_PARAM,
  filterProjects,
  isAllSelected,
  parseSelection,
  searchWithSelection,
  serializeSelection,
  toggleAll,
  toggleOne,
} from './filter-state';
import { SearchOffIcon } from '@/components/icons/lists';
import { PortfolioFilter } from './portfolio-filter';
import { entrance } from './entrance';
import { ProjectCard } from './project-card';
import { openProjectModal } from './project-url';

type Props = {
  /** This prerendered page of the unfiltered portfolio. */
  result: ProjectCardPage;
  categories: CategoryOption[];
  /** Public projects per category name, across every page. */
  counts: Readonly<Record<string, number>>;
};

/** The page of a filtered list, in the URL next to ?categories=. */
const PAGE_PARAM = 'page';

/** Reports ?categories= and ?page= on mount and whenever the URL changes. */
function SelectionFromUrl({ onValue }: { onValue: (categories: string, page: number) => void }) {
  const params = useSearchParams();
  const value = params.get(CATEGORIES_PARAM) ?? '';
  const page = parsePageNumber(params.get(PAGE_PARAM)) ?? 1;
  useEffect(() => onValue(value, page), [value, page, onValue]);
  return null;
}

export function PortfolioBrowser({ result, categories, counts }: Props) {
  const [selected, setSelected] = useState<string[]>([]);
  const [filteredPage, setFilteredPage] = useState(1);
  const [ready, setReady] = useState(false);
  const [animate, setAnimate] = useState(false);
  // URL values we wrote ourselves: when they come back through useSearchParams they are not news.
  const written = useRef<string[]>([]);

  const onUrl = useCallback(
    (value: string, page: number) => {
      setReady(true);
      setFilteredPage(page);
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
    setFilteredPage(1);
    written.current.push(serializeSelection(next, categories));
    const { pathname, search, hash } = window.location;
    const params = new URLSearchParams(search);
    params.delete(PAGE_PARAM); // a new selection starts at its first page
    // Replace, not push: filtering is not a new page for the Back button. No scroll, no server request.
    const query = searchWithSelection(params.toString(), next, categories);
    window.history.replaceState(null, '', `${pathname}${query}${hash}`);
  };

  const filtering = selected.length > 0 && !isAllSelected(selected, categories);
  // Every project is on this page: filter it in the browser. Otherwise ask for the selection's page.
  const local = result.pageCount <= 1;
  const url =
    filtering && !local
      ? `/api/portfolio${searchWithSelection(`${PAGE_PARAM}=${filteredPage}`, selected, categories)}`
      : null;
  const answer = useJsonAnswer<ProjectCardPage>(url);

  let view: ListState;
  if (!filtering) view = { ...result, href: (n) => pagedPath('/portfolio', n) };
  else if (local) {
    const items = filterProjects(result.items, selected);
    view = { items, total: items.length, page: 1, pageCount: 1, href: () => '' };
  } else if (answer?.data) {
    const query = (n: number) => searchWithSelection(n > 1 ? `${PAGE_PARAM}=${n}` : '', selected, categories);
    view = { ...answer.data, href: (n) => `/portfolio${query(n)}`, busy: answer.url !== url };
  } else view = { items: [], total: 0, page: 1, pageCount: 0, href: () => '', busy: !answer, failed: !!answer };

  return (
    <>
      <AfterHydration>
        <SelectionFromUrl onValue={onUrl} />
      </AfterHydration>
      <PortfolioView
        view={view}
        listKey={animate ? `${selected.join('|')}#${view.page}` : 'initial'}
        categories={categories}
        counts={counts}
        selected={selected}
        onChange={ready ? onChange : undefined}
        animate={animate}
      />
    </>
  );
}

/** What the grid shows: a page of cards, the links to the other pages, and the loading state. */
type ListState = Pick<ProjectCardPage, 'items' | 'total' | 'page' | 'pageCount'> & {
  href: (page: number) => string;
  busy?: boolean;
  failed?: boolean;
};

type ViewProps = Pick<Props, 'categories' | 'counts'> & {
  view: ListState;
  listKey: string;
  selected: string[];
  onChange?: (next: string[]) => void;
  animate: boolean;
};

function PortfolioView({ view, listKey, categories, counts, selected, onChange, animate }: ViewProps) {
  const { items, total, page, pageCount, busy, failed } = view;
  const loading = busy && items.length === 0;
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
      <div aria-busy={busy ? true : undefined} className={busy ? 'opacity-60 transition-opacity' : undefined}>
        <p aria-live="polite" className="mb-4 text-sm font-medium text-slate-600" data-testid="portfolio-count">
          {loading
            ? 'Chargement des projets...'
            : `${total} ${total > 1 ? 'projets' : 'projet'}${pageCount > 1 ? ` · page ${page} sur ${pageCount}` : ''}`}
        </p>
        {items.length > 0 ? (
          // Re-keyed on each filter or page change so the cards play their entrance (0.1 s apart).
          <ul key={listKey} className="grid gap-6 sm:grid-cols-2">
            {items.map((p: ProjectCardData, i) => (
              <li key={p.id} {...entrance(animate, Math.min(i, 6))}>
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
        ) : failed ? (
          <p role="alert" className="rounded-2xl bg-white px-6 py-16 text-center text-slate-700">
            Le filtre est momentanément indisponible. Veuillez réessayer.
          </p>
        ) : loading ? null : (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <SearchOffIcon className="h-10 w-10 text-slate-400" />
            <p className="mt-4 text-slate-600">Aucun projet trouvé dans les catégories sélectionnées.</p>
          </div>
        )}
        <Pagination page={page} pageCount={pageCount} href={view.href} label="Pagination des projets" />
      </div>
    </div>
  );
}

'use client';
// Numbered page buttons, shown only when there is more than one page. Long ranges are windowed
// (first, last, current ± 1) so the list stays small whatever the number of posts.
import { useBlogNavigation } from './blog-navigation';

export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const keep = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  // Avoid a gap that would hide a single page.
  if (keep.has(3) || page === 3) keep.add(2);
  if (keep.has(pageCount - 2) || page === pageCount - 2) keep.add(pageCount - 1);
  const sorted = [...keep].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

const buttonClass =
  'h-11 min-w-11 rounded-lg px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40';
const idleClass = 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-700';

export function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { navigate } = useBlogNavigation();
  if (pageCount <= 1) return null;
  const go = (n: number) => {
    if (n === page || n < 1 || n > pageCount) return;
    navigate({ page: n > 1 ? String(n) : null });
    document.getElementById('articles')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <nav aria-label="Pagination des articles" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={`${buttonClass} ${idleClass}`} disabled={page <= 1} onClick={() => go(page - 1)}>
        <span aria-hidden="true">←</span>
        <span className="sr-only">Page précédente</span>
      </button>
      {pageWindow(page, pageCount).map((n, i) =>
        n === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            onClick={() => go(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            className={`${buttonClass} ${n === page ? 'bg-brand-600 text-white shadow-sm' : idleClass}`}
          >
            {n}
          </button>
        ),
      )}
      <button type="button" className={`${buttonClass} ${idleClass}`} disabled={page >= pageCount} onClick={() => go(page + 1)}>
        <span aria-hidden="true">→</span>
        <span className="sr-only">Page suivante</span>
      </button>
    </nav>
  );
}

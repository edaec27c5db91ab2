// Numbered page links, shown only when there is more than one page: real links (crawlable, they
// work without JavaScript). Long ranges are windowed (first, last, current ± 1) so the list stays
// small whatever the number of posts.
import Link from 'next/link';
import { blogListHref, type BlogListState } from '@/lib/content/blog-urls';

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

const itemClass =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const idleClass = 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-700';

type Props = { page: number; pageCount: number; state: Omit<BlogListState, 'page'> };

export function BlogPagination({ page, pageCount, state }: Props) {
  if (pageCount <= 1) return null;
  const href = (n: number) => `${blogListHref({ ...state, page: n })}`;
  const edge = (n: number, label: string, arrow: string) =>
    n < 1 || n > pageCount ? (
      <span aria-disabled="true" className={`${itemClass} ${idleClass} cursor-not-allowed opacity-40`}>
        <span aria-hidden="true">{arrow}</span>
        <span className="sr-only">{label}</span>
      </span>
    ) : (
      <Link href={href(n)} rel={n < page ? 'prev' : 'next'} className={`${itemClass} ${idleClass}`}>
        <span aria-hidden="true">{arrow}</span>
        <span className="sr-only">{label}</span>
      </Link>
    );
  return (
    <nav aria-label="Pagination des articles" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {edge(page - 1, 'Page précédente', '←')}
      {pageWindow(page, pageCount).map((n, i) =>
        n === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">
            …
          </span>
        ) : (
          <Link
            key={n}
            href={href(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            className={`${itemClass} ${n === page ? 'bg-brand-600 text-white shadow-sm' : idleClass}`}
          >
            {n}
          </Link>
        ),
      )}
      {edge(page + 1, 'Page suivante', '→')}
    </nav>
  );
}

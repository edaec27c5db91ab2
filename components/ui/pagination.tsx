// Numbered page links of a list, shown only when there is more than one page: real links (crawlable,
// they work without JavaScript). Long ranges are windowed (first, last, current ± 1) so the list stays
// small whatever the number of items. Used by the blog, the tutorials and the portfolio.
import Link from '@/components/ui/link';
import { pageWindow } from '@/lib/paging';

const itemClass =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const idleClass = 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-700';

type Props = {
  page: number;
  pageCount: number;
  /** The URL of page n. */
  href: (n: number) => string;
  /** The nav's accessible name, e.g. « Pagination des articles ». */
  label: string;
};

export function Pagination({ page, pageCount, href, label }: Props) {
  if (pageCount <= 1) return null;
  const edge = (n: number, text: string, arrow: string) =>
    n < 1 || n > pageCount ? (
      <span aria-disabled="true" className={`${itemClass} ${idleClass} cursor-not-allowed opacity-40`}>
        <span aria-hidden="true">{arrow}</span>
        <span className="sr-only">{text}</span>
      </span>
    ) : (
      <Link href={href(n)} rel={n < page ? 'prev' : 'next'} className={`${itemClass} ${idleClass}`}>
        <span aria-hidden="true">{arrow}</span>
        <span className="sr-only">{text}</span>
      </Link>
    );
  return (
    <nav aria-label={label} className="mt-12 flex flex-wrap items-center justify-center gap-2">
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

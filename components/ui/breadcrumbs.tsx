import Link from '@/components/ui/link';
import type { Crumb } from '@/lib/seo/structured-data';
import { ChevronRightIcon } from '@/components/icons/site';

/** Visible breadcrumb trail; the last crumb is the current page (one line at most). Pair with breadcrumbJsonLd. */
export function Breadcrumbs({ items, className = '' }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Fil d’Ariane" className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="line-clamp-1 max-w-[60vw] font-medium text-slate-900">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link
                    href={item.path}
                    className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {item.name}
                  </Link>
                  <ChevronRightIcon className="size-4 text-slate-400" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

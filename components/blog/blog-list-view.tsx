// One state of the blog list as markup (category links, count, cards, page links): rendered on the
// server for the static list routes (blog-list-body.tsx) and in the browser for the text search
// (live-blog-search.tsx), from the same data.
import Link from '@/components/ui/link';
import { blogListHref } from '@/lib/urls/blog';
import type { BlogPostSummary, Page } from '@/lib/data/types';
import { BlogCard } from './blog-card';
import { BlogResultsRegion } from './blog-navigation';
import { BlogPagination } from './blog-pagination';

export type BlogListData = {
  categories: string[];
  q: string;
  category: string | null;
  result: Page<BlogPostSummary>;
};

export function BlogListView({ categories, q, category, result }: BlogListData) {
  const searching = Boolean(q.trim());
  const filtered = searching || Boolean(category);
  const links = [{ label: 'Tous', value: null }, ...categories.map((c) => ({ label: c, value: c }))];

  return (
    <>
      <nav aria-label="Catégories" className="mt-6 flex flex-wrap justify-center gap-2">
        {links.map((l) => {
          const current = l.value === category;
          return (
            <Link
              key={l.label}
              href={blogListHref({ q, category: l.value })}
              scroll={false}
              aria-current={current ? 'page' : undefined}
              className={current ? 'pill pill-on' : 'pill pill-off'}
            >
              {l.label}
            </Link>
          );
        })}
      </nav>
      <div className="mt-10">
        <BlogResultsRegion>
          <p role="status" className="mb-6 text-sm text-slate-500">
            {result.total === 0 ? '' : result.total === 1 ? '1 article' : `${result.total} articles`}
            {result.pageCount > 1 && ` · page ${result.page} sur ${result.pageCount}`}
          </p>
          {result.items.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
              <p className="text-lg font-medium text-slate-700">
                {filtered
                  ? 'Aucun article ne correspond à votre recherche.'
                  : 'Aucun article disponible pour le moment.'}
              </p>
            </div>
          ) : (
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {result.items.map((post, i) => (
                <li key={post.id}>
                  <BlogCard post={post} eager={i === 0} />
                </li>
              ))}
            </ul>
          )}
          <BlogPagination page={result.page} pageCount={result.pageCount} state={{ q, category }} />
        </BlogResultsRegion>
      </div>
    </>
  );
}

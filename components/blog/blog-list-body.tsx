// One state of the blog list (category links, count, cards, page links), rendered by the static
// list routes and by the request-time search route alike.
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CardGrid } from '@/components/ui/list-page';
import { listBlogPosts } from '@/lib/data/blog';
import { blogListHref } from '@/lib/content/blog-urls';
import { BlogCard } from './blog-card';
import { BlogResultsRegion } from './blog-navigation';
import { BlogPagination } from './blog-pagination';

type Props = { categories: string[]; q?: string; category?: string | null; page?: number };

export async function BlogListBody({ categories, q = '', category = null, page = 1 }: Props) {
  const result = await listBlogPosts({ q, category: category ?? '', page });
  const searching = Boolean(q.trim());
  // A static page number past the end is not a page (the search clamps to its last page instead).
  if (!searching && page > 1 && page > result.pageCount) notFound();
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
            <CardGrid items={result.items} render={(post, i) => <BlogCard post={post} eager={i === 0} />} />
          )}
          <BlogPagination page={result.page} pageCount={result.pageCount} state={{ q, category }} />
        </BlogResultsRegion>
      </div>
    </>
  );
}

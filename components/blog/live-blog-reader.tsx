'use client';
// The results of the blog's text search, rendered in the browser (see live-blog-search.tsx): loaded
// after hydration, with the list's markup (BlogListView, cards, images) that the search document's
// first load does not need.
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { measure } from '@/components/layout/measure';
import { useJsonAnswer } from '@/components/ui/use-json-answer';
import { BlogGridSkeleton } from './blog-skeleton';
import { BlogListView, type BlogListData } from './blog-list-view';

export default function ListReader() {
  const params = useSearchParams();
  const key = new URLSearchParams(
    ['q', 'categorie', 'page'].flatMap((name) => {
      const value = params.get(name);
      return value === null ? [] : [[name, value]];
    }),
  ).toString();
  const url = `/api/blog/recherche?${key}`;
  const answer = useJsonAnswer<BlogListData>(url);
  // The query and its result count, for « Recherches sans résultat » (docs/PRIVACY.md); a later page is not a new search.
  const found = answer?.url === url && answer.data ? answer.data : null;
  useEffect(() => {
    if (found?.q.trim() && found.result.page === 1)
      measure({ t: 'search', o: 'blog', q: found.q, n: found.result.total });
  }, [found]);

  if (!answer) return <BlogGridSkeleton />;
  if (!answer.data) {
    return (
      <p role="alert" className="mt-10 text-center text-lg text-slate-700">
        La recherche est momentanément indisponible. Veuillez réessayer.
      </p>
    );
  }
  const view = <BlogListView {...answer.data} />;
  return answer.url === url ? (
    view
  ) : (
    <div aria-busy="true" className="opacity-60 transition-opacity">
      {view}
    </div>
  );
}

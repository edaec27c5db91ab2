'use client';
// The results of the blog's text search, rendered in the browser (see live-blog-search.tsx): loaded
// after hydration, with the list's markup (BlogListView, cards, images) that the search document's
// first load does not need.
import { useSearchParams } from 'next/navigation';
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

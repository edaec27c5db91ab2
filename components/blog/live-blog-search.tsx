'use client';
// The blog's text search in the browser. /blog/recherche is prerendered like the other list states;
// this island reads `q`, `categorie` and `page` from the URL and asks /api/blog/recherche for that
// state of the list, then renders it with the same markup as the static states (BlogListView). While
// a new state loads, the previous one stays on screen, dimmed.
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useHydrated } from '@/components/layout/after-hydration';
import { BlogGridSkeleton } from './blog-skeleton';
import { BlogListView, type BlogListData } from './blog-list-view';

type Answer = { key: string; data: BlogListData | null };

// The URL is read after hydration only (useHydrated): a query reader rendered while prerendering
// would make Next move the document's scripts after </html>.
export function LiveBlogSearch() {
  return useHydrated() ? <ListReader /> : <BlogGridSkeleton />;
}

function ListReader() {
  const params = useSearchParams();
  const key = new URLSearchParams(
    ['q', 'categorie', 'page'].flatMap((name) => {
      const value = params.get(name);
      return value === null ? [] : [[name, value]];
    }),
  ).toString();
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/blog/recherche?${key}`, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<BlogListData>) : null))
      .then((data) => setAnswer({ key, data }))
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ key, data: null });
      });
    return () => controller.abort();
  }, [key]);

  if (!answer) return <BlogGridSkeleton />;
  if (!answer.data) {
    return (
      <p role="alert" className="mt-10 text-center text-lg text-slate-700">
        La recherche est momentanément indisponible. Veuillez réessayer.
      </p>
    );
  }
  const view = <BlogListView {...answer.data} />;
  return answer.key === key ? (
    view
  ) : (
    <div aria-busy="true" className="opacity-60 transition-opacity">
      {view}
    </div>
  );
}

'use client';
// The blog's text search in the browser. /blog/recherche is prerendered like the other list states;
// this island reads `q`, `categorie` and `page` from the URL and asks /api/blog/recherche for that
// state of the list, then renders it with the same markup as the static states (BlogListView). While
// a new state loads, the previous one stays on screen, dimmed.
import { lazy, Suspense } from 'react';
import { useHydrated } from '@/components/layout/after-hydration';
import { BlogGridSkeleton } from './blog-skeleton';

// The reader and the list's markup load once the page is interactive, alongside the results request.
const ListReader = lazy(() => import('./live-blog-reader'));

// The URL is read after hydration only (useHydrated): a query reader rendered while prerendering
// would make Next move the document's scripts after </html>.
export function LiveBlogSearch() {
  return useHydrated() ? (
    <Suspense fallback={<BlogGridSkeleton />}>
      <ListReader />
    </Suspense>
  ) : (
    <BlogGridSkeleton />
  );
}

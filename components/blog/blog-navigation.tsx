'use client';
// Blog list navigation: the search box changes the URL through one transition, so the
// server-rendered results update without a full reload and dim meanwhile.
import { createContext, use, useCallback, useMemo, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { blogListHref, type BlogListState } from '@/lib/urls/blog';

type Navigate = (state: BlogListState, mode?: 'push' | 'replace') => void;

const BlogNavigationContext = createContext<{ pending: boolean; navigate: Navigate } | null>(null);

export function BlogNavigationProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback<Navigate>(
    (state, mode = 'push') => {
      const url = blogListHref(state);
      startTransition(() =>
        mode === 'replace' ? router.replace(url, { scroll: false }) : router.push(url, { scroll: false }),
      );
    },
    [router],
  );
  const value = useMemo(() => ({ pending, navigate }), [pending, navigate]);
  return <BlogNavigationContext value={value}>{children}</BlogNavigationContext>;
}

export function useBlogNavigation() {
  const value = use(BlogNavigationContext);
  if (!value) throw new Error('useBlogNavigation must be used inside <BlogNavigationProvider>');
  return value;
}

/** Wraps the results: dimmed and marked busy while a new search loads. */
export function BlogResultsRegion({ children }: { children: React.ReactNode }) {
  const { pending } = useBlogNavigation();
  return (
    <div
      id="articles"
      aria-busy={pending}
      className={`scroll-mt-28 transition-opacity duration-200 ${pending ? 'opacity-60' : ''}`}
    >
      {children}
    </div>
  );
}

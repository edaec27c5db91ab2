'use client';
// Blog list state lives in the URL (?q=&categorie=&page=). The controls change it through one
// transition, so the server-rendered results update without a full reload and dim meanwhile.
import { createContext, use, useCallback, useMemo, useTransition } from 'react';
import { useRouter } from 'next/navigation';

export type BlogParam = 'q' | 'categorie' | 'page';
type Navigate = (changes: Partial<Record<BlogParam, string | null>>, mode?: 'push' | 'replace') => void;

const BlogNavigationContext = createContext<{ pending: boolean; navigate: Navigate } | null>(null);

export function BlogNavigationProvider({ basePath, children }: { basePath: string; children: React.ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback<Navigate>(
    (changes, mode = 'push') => {
      const params = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value) params.set(key, value);
        else params.delete(key);
      }
      // A filter change always starts again at page 1.
      if (('q' in changes || 'categorie' in changes) && !('page' in changes)) params.delete('page');
      const query = params.toString();
      const url = query ? `${basePath}?${query}` : basePath;
      startTransition(() => (mode === 'replace' ? router.replace(url, { scroll: false }) : router.push(url, { scroll: false })));
    },
    [basePath, router],
  );
  const value = useMemo(() => ({ pending, navigate }), [pending, navigate]);
  return <BlogNavigationContext value={value}>{children}</BlogNavigationContext>;
}

export function useBlogNavigation() {
  const value = use(BlogNavigationContext);
  if (!value) throw new Error('useBlogNavigation must be used inside <BlogNavigationProvider>');
  return value;
}

/** Wraps the results: dimmed and marked busy while a new state loads. */
export function BlogResultsRegion({ children }: { children: React.ReactNode }) {
  const { pending } = useBlogNavigation();
  return (
    <div id="articles" aria-busy={pending} className={`scroll-mt-28 transition-opacity duration-200 ${pending ? 'opacity-60' : ''}`}>
      {children}
    </div>
  );
}

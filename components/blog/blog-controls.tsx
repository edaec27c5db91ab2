'use client';
// Search box of the blog list (debounced, router.replace). It sits in the list layout, so it keeps
// focus while results change (a category or numbered page renders the frame itself: searching from there
// moves to the search route's layout, and the box there takes the focus back, with what was typed since);
// the URL is read in the browser after hydration (the documents stay
// static; data-ready marks the form once it is known). A search keeps the current category and starts
// again at page 1; an empty box goes back to the static path of the category (or /blog).
import { useEffect, useId, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { AfterHydration } from '@/components/layout/after-hydration';
import { blogStateFromUrl } from '@/lib/urls/blog';
import { useBlogNavigation } from './blog-navigation';
import { SearchIcon } from '@/components/icons/frame';

export const SEARCH_DEBOUNCE_MS = 300;
const MAX_QUERY = 100;
/**
 * When a box was last typed in. A search typed on a category or numbered page moves to the search route, whose
 * box is another instance (another layout): mounted just after a keystroke, it takes the focus back. Module
 * state, kept across the client-side navigation.
 */
let typedAt = 0;

type UrlState = { q: string; category: string | null };

/** Reports the list state of the URL on mount and whenever it changes. */
function UrlReporter({ categories, onState }: { categories: readonly string[]; onState: (s: UrlState) => void }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    const { q, category } = blogStateFromUrl(pathname, search, categories);
    onState({ q, category });
  }, [pathname, search, categories, onState]);
  return null;
}

export function BlogControls({ categories }: { categories: string[] }) {
  const { navigate, pending } = useBlogNavigation();
  const [url, setUrl] = useState<UrlState | null>(null);
  const [value, setValue] = useState('');
  // True between a keystroke and the debounced update of the URL.
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputId = useId();

  // The URL changed without us (first read, back/forward, a link): show its q in the box. While
  // the visitor types or our own update is on its way, the box is ahead of the URL and stays.
  const [seenQ, setSeenQ] = useState<string | null>(null);
  if (url && url.q !== seenQ) {
    setSeenQ(url.q);
    if (seenQ === null || (!waiting && !pending && url.q !== value.trim())) setValue(url.q);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  // Arriving from another frame while typing (within two seconds of a keystroke): the box takes the focus.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (Date.now() - typedAt < 2000) input.current?.focus();
  }, []);

  const commit = (text: string) => {
    clearTimeout(timer.current);
    setWaiting(false);
    const q = text.trim();
    if (!url || q === url.q.trim()) return;
    navigate({ q, category: url.category }, 'replace');
  };

  return (
    <>
      <AfterHydration>
        <UrlReporter categories={categories} onState={setUrl} />
      </AfterHydration>
      {/* Without JavaScript the form is a plain GET search of the whole blog. */}
      <form
        role="search"
        action="/blog/recherche"
        method="get"
        data-ready={url ? 'true' : undefined}
        className="relative mx-auto w-full max-w-2xl"
        onSubmit={(e) => {
          e.preventDefault();
          commit(value);
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Rechercher un article
        </label>
        <span className="search-field-icon">
          <SearchIcon />
        </span>
        <input
          id={inputId}
          type="search"
          name="q"
          value={value}
          ref={input}
          onChange={(e) => {
            const text = e.target.value;
            setValue(text);
            typedAt = Date.now();
            setWaiting(true);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
          }}
          maxLength={MAX_QUERY}
          placeholder="Rechercher un article..."
          autoComplete="off"
          enterKeyHint="search"
          className="search-field pr-5"
        />
      </form>
    </>
  );
}

'use client';
// Search box (debounced, router.replace) and category buttons of the blog list.
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useBlogNavigation } from './blog-navigation';
import { SearchIcon } from './icons';

export const SEARCH_DEBOUNCE_MS = 300;
const MAX_QUERY = 100;

export function BlogControls({ categories }: { categories: string[] }) {
  const searchParams = useSearchParams();
  const { navigate, pending } = useBlogNavigation();
  const urlQ = searchParams.get('q') ?? '';
  const active = searchParams.get('categorie') ?? '';
  const [value, setValue] = useState(urlQ);
  // True between a keystroke and the debounced update of the URL.
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed without us (back/forward, a link to /blog): show its ?q= in the box. While the
  // visitor types or our own update is on its way, the box is ahead of the URL and stays as is.
  const [seenQ, setSeenQ] = useState(urlQ);
  if (urlQ !== seenQ) {
    setSeenQ(urlQ);
    if (!waiting && !pending && urlQ !== value.trim()) setValue(urlQ);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (text: string) => {
    clearTimeout(timer.current);
    setWaiting(false);
    const q = text.trim();
    if (q === (new URLSearchParams(window.location.search).get('q') ?? '')) return;
    navigate({ q: q || null }, 'replace');
  };

  return (
    <ControlsView
      value={value}
      onChange={(text) => {
        setValue(text);
        setWaiting(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
      }}
      onSubmit={() => commit(value)}
      categories={categories}
      active={active}
      onCategory={(name) => navigate({ categorie: name || null })}
    />
  );
}

/** Server-rendered stand-in shown until the URL state is known (same layout, no behaviour yet). */
export function BlogControlsFallback({ categories }: { categories: string[] }) {
  return <ControlsView value="" categories={categories} active="" />;
}

function ControlsView({
  value,
  onChange,
  onSubmit,
  categories,
  active,
  onCategory,
}: {
  value: string;
  onChange?: (text: string) => void;
  onSubmit?: () => void;
  categories: string[];
  active: string;
  onCategory?: (name: string) => void;
}) {
  const inputId = useId();
  const buttons = [{ label: 'Tous', value: '' }, ...categories.map((c) => ({ label: c, value: c }))];
  return (
    <div className="flex flex-col gap-6">
      <form
        role="search"
        className="relative mx-auto w-full max-w-2xl"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit?.();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Rechercher un article
        </label>
        <span className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-slate-400">
          <SearchIcon />
        </span>
        <input
          id={inputId}
          type="search"
          name="q"
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          readOnly={!onChange}
          maxLength={MAX_QUERY}
          placeholder="Rechercher un article..."
          autoComplete="off"
          enterKeyHint="search"
          className="w-full rounded-full border border-slate-300 bg-white py-3.5 pl-12 pr-5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
        />
      </form>
      <div role="group" aria-label="Catégories" className="flex flex-wrap justify-center gap-2">
        {buttons.map((b) => {
          const selected = b.value === active;
          return (
            <button
              key={b.label}
              type="button"
              aria-pressed={selected}
              onClick={() => onCategory?.(b.value)}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                selected ? 'bg-brand-600 text-white shadow-sm' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-700'
              }`}
            >
              {b.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}

'use client';
// Header search box: blank or whitespace-only text does nothing; otherwise go to
// /recherche?q=<trimmed, encoded text>, clear the box and tell the parent (the mobile menu closes).
// The box is uncontrolled: what a visitor types before the page has hydrated is kept, and a search
// sent before then is the form's own GET to /recherche.
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { searchHref } from '@/lib/copy/navigation';
import { SearchIcon } from '@/components/icons/frame';

type Props = { id: string; onSearched?: () => void; className?: string };

export function SearchForm({ id, onSearched, className = '' }: Props) {
  const router = useRouter();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const href = searchHref(String(new FormData(form).get('q') ?? ''));
    if (!href) return;
    router.push(href);
    form.reset();
    onSearched?.();
  }

  return (
    <form role="search" action="/recherche" method="get" onSubmit={submit} className={`relative ${className}`.trim()}>
      <label htmlFor={id} className="sr-only">
        Rechercher sur le site
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Rechercher..."
        autoComplete="off"
        enterKeyHint="search"
        className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-10 pl-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <SearchIcon className="size-4" />
        <span className="sr-only">Lancer la recherche</span>
      </button>
    </form>
  );
}

import Form from 'next/form';
import { SearchIcon } from '@/components/icons/frame';
import { SEARCH_MAX_LENGTH } from '@/lib/data/search-limits';

/** GET form to /recherche (client-side navigation through next/form). */
export function SearchForm({ defaultValue = '' }: { defaultValue?: string }) {
  return (
    <Form action="/recherche" role="search" className="relative w-full max-w-2xl">
      {/* The label wraps the field instead of naming it by id: on the request-time search page the form
          is sent twice in one document (the static shell's fallback, then the streamed one), and an id
          would be duplicated. */}
      <label>
        <span className="sr-only">Rechercher sur le site</span>
        <span className="search-field-icon">
          <SearchIcon />
        </span>
        <input
          key={defaultValue}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={SEARCH_MAX_LENGTH}
          required
          placeholder="Rechercher..."
          autoComplete="off"
          enterKeyHint="search"
          className="search-field pr-32"
        />
      </label>
      <button
        type="submit"
        className="absolute inset-y-1.5 right-1.5 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Rechercher
      </button>
    </Form>
  );
}

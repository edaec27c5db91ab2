'use client';
// Category filter sidebar of the portfolio page: a « select all »
// toggle plus one checkbox per category. The toggle is checked when every category is selected and
// shows a mixed state in between.
import { useEffect, useRef } from 'react';
import type { CategoryOption } from './card-data';
import { isAllSelected } from './filter-state';

type Props = {
  categories: CategoryOption[];
  selected: readonly string[];
  /** Projects per category name, across every page of the portfolio. */
  counts: Readonly<Record<string, number>>;
  onToggle: (name: string) => void;
  onToggleAll: () => void;
  disabled?: boolean;
};

const box =
  'h-4.5 w-4.5 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-default';

export function PortfolioFilter({ categories, selected, counts, onToggle, onToggleAll, disabled }: Props) {
  const all = isAllSelected(selected, categories);
  const count = (name: string) => (Object.hasOwn(counts, name) ? counts[name] : 0);
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = selected.length > 0 && !all;
  }, [selected.length, all]);

  return (
    <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5" disabled={disabled}>
      <legend className="float-left mb-4 w-full text-base font-bold text-slate-900">Filtrer par catégorie</legend>
      <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50">
        <input ref={allRef} type="checkbox" className={box} checked={all} onChange={onToggleAll} />
        Tout sélectionner
      </label>
      <hr className="my-2 border-slate-200" />
      <ul className="grid grid-cols-1 gap-0.5 sm:grid-cols-2 lg:grid-cols-1">
        {categories.map((c) => {
          const name = c.name.trim();
          return (
            <li key={c.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm text-slate-700 hover:bg-slate-50">
                <input
                  type="checkbox"
                  className={box}
                  checked={selected.includes(name)}
                  onChange={() => onToggle(name)}
                />
                <span className="flex-1">{name}</span>
                <span
                  aria-hidden="true"
                  className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 tabular-nums"
                >
                  {count(name)}
                </span>
                <span className="sr-only">({count(name)})</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

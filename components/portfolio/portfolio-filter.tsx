'use client';
// Category filter sidebar of the portfolio page: a « select all »
// toggle plus one checkbox per category. The toggle is checked when every category is selected and
// shows a mixed state in between. Below `lg` it is folded behind a disclosure button, so a phone's
// first screen shows projects rather than nine checkboxes; from `lg` up it is the open sidebar.
import { useEffect, useId, useRef, useState } from 'react';
import type { CategoryOption } from './card-data';
import { isAllSelected } from './filter-state';
import { ChevronDownIcon } from '@/components/icons/frame';

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
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = selected.length > 0 && !all ? selected.length : 0;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = selected.length > 0 && !all;
  }, [selected.length, all]);

  return (
    <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/5">
      <button
        type="button"
        className="flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-4 text-left text-base font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span>
          Filtrer par catégorie
          {active > 0 ? ' ' : null}
          {active > 0 ? (
            <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
              {active} {active > 1 ? 'sélectionnées' : 'sélectionnée'}
            </span>
          ) : null}
        </span>
        <ChevronDownIcon
          className={`size-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <fieldset id={panelId} className={`px-5 pb-5 lg:p-5 ${open ? '' : 'max-lg:hidden'}`} disabled={disabled}>
        <legend className="float-left mb-4 w-full text-base font-bold text-slate-900 max-lg:sr-only">
          Filtrer par catégorie
        </legend>
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
    </div>
  );
}

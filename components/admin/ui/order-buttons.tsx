'use client';
// « Monter », « Descendre », « Retirer » for one entry of a list ordered by hand in a form (testimonials, the
// articles of a newsletter issue); nothing is saved until the form is.
import { ChevronUpIcon, TrashIcon } from '@/components/icons/admin';
import { buttonClass } from './controls';

export function OrderButtons({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <>
      <button type="button" className={buttonClass.secondary} disabled={index === 0} onClick={() => onMove(-1)}>
        <ChevronUpIcon /> Monter
      </button>
      <button type="button" className={buttonClass.secondary} disabled={index === count - 1} onClick={() => onMove(1)}>
        <ChevronUpIcon className="rotate-180" /> Descendre
      </button>
      <button type="button" className={buttonClass.secondary} onClick={onRemove}>
        <TrashIcon /> Retirer
      </button>
    </>
  );
}

/** `items` with the entry at `index` moved by one place. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}

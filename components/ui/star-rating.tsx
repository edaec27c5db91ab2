import { StarIcon } from './frame-icons';

/** 1–5 stars; the value is announced as text (« Note : 4 sur 5 »). */
export function StarRating({ value, className = '' }: { value: number; className?: string }) {
  return (
    <div className={`flex items-center gap-0.5 ${className}`.trim()}>
      <span className="sr-only">Note : {value} sur 5</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          className={`size-5 ${n <= value ? 'fill-accent-500 text-accent-500' : 'fill-slate-200 text-slate-300'}`}
        />
      ))}
    </div>
  );
}

// The parts of « Statistiques »' screen: a section, a small table of counts (a chart's reading for screen readers
// and phones), the period picker, and the formats they share.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { PERIODS, type PeriodChoice } from '@/lib/audience/period';
import type { Row } from '@/lib/data/audience-report';

export const number = new Intl.NumberFormat('fr-FR');
export const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
export const longDay = (day: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** « +12 % » against the period before, or « nouveau » when it had none. */
export function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'stable' : 'nouveau';
  const pct = Math.round(((now - before) / before) * 100);
  return `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${Math.abs(pct)}\u00a0%`;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A small table of (label, count) rows: a screen reader's and a phone's reading of a chart. */
/**
 * A small table: a label per row, then counts (a chart's reading for screen readers and phones). The first
 * column takes what the counts leave.
 */
export function StatsTable({
  caption,
  head,
  rows,
  empty = 'Rien sur cette période.',
}: {
  caption: string;
  head: readonly string[];
  rows: { key: string; label: ReactNode; counts: number[] }[];
  empty?: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <table className="w-full table-fixed text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-500 uppercase">
          {head.map((h, i) => (
            <th
              key={h}
              scope="col"
              // Several counts share what a phone leaves: narrower columns, and a heading may break.
              className={
                i === 0
                  ? 'py-2 pr-2 font-semibold'
                  : `${head.length > 2 ? 'w-16' : 'w-24'} py-2 text-right font-semibold [overflow-wrap:anywhere]`
              }
            >
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="py-2 pr-2 text-left font-normal [overflow-wrap:anywhere] text-slate-800">
              {r.label}
            </th>
            {r.counts.map((c, i) => (
              <td key={i} className="py-2 text-right text-slate-900 tabular-nums">
                {number.format(c)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A table of one count per row. */
export function CountTable({
  head,
  rows,
  ...rest
}: {
  caption: string;
  head: [string, string];
  rows: { label: ReactNode; count: number; key: string }[];
  empty?: string;
}) {
  return (
    <StatsTable {...rest} head={head} rows={rows.map((r) => ({ key: r.key, label: r.label, counts: [r.count] }))} />
  );
}

export const rowsOf = (rows: Row[] | undefined, label: (dim: string) => ReactNode = (d) => d) =>
  (rows ?? []).map((r) => ({ key: r.dim, label: label(r.dim), count: r.count }));
/** The two parts of a paired value (« whatsapp|/contact »); « Autres » has one. */
export const split = (dim: string) => {
  const at = dim.indexOf('|');
  return at < 0 ? ([dim, ''] as const) : ([dim.slice(0, at), dim.slice(at + 1)] as const);
};

export function PeriodPicker({ choice, from, to }: { choice: PeriodChoice; from: string; to: string }) {
  return (
    <div className="mb-6 flex flex-wrap items-end gap-3">
      <nav aria-label="Période" className="flex flex-wrap gap-2">
        {(['7j', '30j', '12m'] as const).map((p) => (
          <Link
            key={p}
            href={`/admin/statistiques?periode=${p}`}
            aria-current={choice === p ? 'page' : undefined}
            className={`rounded-lg border px-3 py-2 text-sm font-medium ${
              choice === p ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700'
            }`}
          >
            {PERIODS[p]}
          </Link>
        ))}
      </nav>
      <form action="/admin/statistiques" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="periode" value="dates" />
        <label className="text-sm text-slate-700">
          Du
          <input
            type="date"
            name="du"
            defaultValue={from}
            required
            className="ml-1 rounded-lg border border-slate-300 px-2 py-1.5"
          />
        </label>
        <label className="text-sm text-slate-700">
          Au
          <input
            type="date"
            name="au"
            defaultValue={to}
            required
            className="ml-1 rounded-lg border border-slate-300 px-2 py-1.5"
          />
        </label>
        <button
          type="submit"
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700"
        >
          Afficher
        </button>
      </form>
    </div>
  );
}

/** The period's headline figures, each with its change against the period before. */
export function Figures({
  figures,
  against,
  className,
}: {
  figures: readonly (readonly [string, number, number])[];
  against: string;
  className: string;
}) {
  return (
    <dl className={`grid gap-3 ${className}`}>
      {figures.map(([label, now, before]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm [overflow-wrap:anywhere] text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{number.format(now)}</dd>
          <dd className="text-xs text-slate-600">
            {change(now, before)} <span className="sr-only">{against}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

// A table from a tablet up, one card per row below `md`, so no cell (a price, a comparison) is ever
// off-screen on a phone. Both are rendered and CSS shows one: a real table keeps its semantics only
// while it is displayed as a table (explicit ARIA roles on its rows would restore them, but HTML forbids
// them there), and the cards are a list of headings with a definition list each.
import type { ReactNode } from 'react';

export type StackedColumn<Row> = {
  key: string;
  label: string;
  /** The cell's content. */
  cell: (row: Row) => ReactNode;
  /** Extra classes of the column's cells in the table (alignment, tone). */
  className?: string;
  /** On a card, the value alone, without its column's name (a self-explaining cell). */
  bareOnPhone?: boolean;
};

type Props<Row> = {
  caption: string;
  columns: readonly [StackedColumn<Row>, ...StackedColumn<Row>[]];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
};

export function StackedTable<Row>({ caption, columns, rows, rowKey, rowClassName }: Props<Row>) {
  const [head, ...rest] = columns;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm max-md:hidden">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`px-6 py-4 font-semibold ${c.className ?? ''}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              <th scope="row" className={`px-6 py-4 font-semibold text-slate-900 ${head.className ?? ''}`}>
                {head.cell(row)}
              </th>
              {rest.map((c) => (
                <td key={c.key} className={`px-6 py-4 ${c.className ?? ''}`}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={caption} className="divide-y divide-slate-200 text-sm md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className={`px-5 py-5 ${rowClassName?.(row) ?? ''}`} data-stacked-row="">
            <p className="text-base font-semibold text-slate-900">{head.cell(row)}</p>
            <dl className="mt-1.5 space-y-1.5">
              {rest.map((c) => (
                <div key={c.key}>
                  <dt className={c.bareOnPhone ? 'sr-only' : 'inline font-semibold text-slate-900'}>
                    {c.label}&nbsp;:{' '}
                  </dt>
                  <dd className="inline text-slate-700">{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

// A table that stays a table from a tablet up and becomes one card per row below `md`, so no cell
// (a price, a comparison) is ever off-screen on a phone. Explicit ARIA roles keep the table's
// semantics for screen readers once CSS turns rows into blocks (browsers drop them otherwise).
// Cells of non-header columns show their column's name on phones, where the header row is hidden.
import type { ReactNode } from 'react';

export type StackedColumn<Row> = {
  key: string;
  label: string;
  /** The cell's content. */
  cell: (row: Row) => ReactNode;
  /** Extra classes of the column's header and cells (tone; `md:` ones for the table only). */
  className?: string;
  /** Hide the column's name in front of the cell on phones (the row header, or a self-explaining cell). */
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
      <table role="table" className="w-full text-left text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="bg-slate-50 text-slate-700 max-md:sr-only">
          <tr role="row" className="[&>th:first-child]:rounded-tl-2xl [&>th:last-child]:rounded-tr-2xl">
            {columns.map((c) => (
              <th
                key={c.key}
                role="columnheader"
                scope="col"
                className={`px-6 py-4 font-semibold ${c.className ?? ''}`}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-200 max-md:block">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className={`max-md:flex max-md:flex-col max-md:gap-1.5 max-md:px-5 max-md:py-5 ${rowClassName?.(row) ?? ''}`}
            >
              <th
                role="rowheader"
                scope="row"
                className={`px-6 py-4 font-semibold text-slate-900 max-md:p-0 max-md:text-base ${head.className ?? ''}`}
              >
                {head.cell(row)}
              </th>
              {rest.map((c) => (
                <td key={c.key} role="cell" className={`px-6 py-4 max-md:block max-md:p-0 ${c.className ?? ''}`}>
                  {c.bareOnPhone ? null : (
                    <span aria-hidden="true" className="font-semibold text-slate-900 md:hidden">
                      {c.label}&nbsp;:{' '}
                    </span>
                  )}
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

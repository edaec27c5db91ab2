// Scaffolding shared by the admin list tables: the table with its headers, row cells, row buttons.
import type { ReactNode } from 'react';
import { EditIcon, TrashIcon } from '@/components/icons/admin';
import { Thumb } from './thumb';
import { IconButton, tableClass } from './controls';

/** A list table: a caption for screen readers, the column headers, then « Actions » on the right (unless read-only). */
export function DataTable({
  caption,
  columns,
  busy,
  actions = true,
  children,
}: {
  caption: string;
  /** Headers; a column whose content says what it is (a checkbox with its own label) can hide its header. */
  columns: (string | { label: string; hidden: true })[];
  busy?: boolean;
  actions?: boolean;
  children: ReactNode;
}) {
  return (
    // Focusable and named: a table wider than the screen scrolls with the keyboard too (even while a form
    // above it disables every control of its rows).
    <div className={tableClass.wrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={tableClass.table} aria-busy={busy}>
        <caption className="sr-only">{caption}</caption>
        <thead className={tableClass.head}>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col" className={tableClass.th}>
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className={`${tableClass.th} w-px`}>
                  <span className="sr-only">{column.label}</span>
                </th>
              ),
            )}
            {actions && (
              <th scope="col" className={`${tableClass.th} text-right`}>
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className={tableClass.body}>{children}</tbody>
      </table>
    </div>
  );
}

/** The value, or a grey dash when there is none. */
export const orDash = (value: ReactNode) => value ?? <span className="text-slate-400">—</span>;

/** First cell of a content row: the thumbnail, the title and the tags. */
export function ThumbTitleCell({ src, title, tags }: { src: string; title: string; tags: string[] }) {
  return (
    <td className={`${tableClass.td} ${tableClass.main}`}>
      <div className="flex items-center gap-3">
        <Thumb src={src} alt="" className="h-10 w-14" />
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{title}</p>
          {tags.length > 0 && <p className="truncate text-xs text-slate-500">{tags.join(', ')}</p>}
        </div>
      </div>
    </td>
  );
}

type RowButtonProps = {
  /** Names the row's item, e.g. « l’article Mon titre ». */
  label: string;
  disabled: boolean;
  onClick: () => void;
};

/** « Supprimer {label} » icon button. */
export function DeleteButton({ label, disabled, onClick }: RowButtonProps) {
  return (
    <IconButton label={`Supprimer ${label}`} danger disabled={disabled} onClick={onClick}>
      <TrashIcon />
    </IconButton>
  );
}

/** Last cell of a row: « Modifier {label} » and « Supprimer {label} ». */
export function RowActions({
  label,
  disabled,
  onEdit,
  onDelete,
}: Omit<RowButtonProps, 'onClick'> & { onEdit: () => void; onDelete: () => void }) {
  return (
    <td className={`${tableClass.td} ${tableClass.actions} text-right`}>
      <div className="inline-flex gap-2">
        <IconButton label={`Modifier ${label}`} disabled={disabled} onClick={onEdit}>
          <EditIcon />
        </IconButton>
        <DeleteButton label={label} disabled={disabled} onClick={onDelete} />
      </div>
    </td>
  );
}

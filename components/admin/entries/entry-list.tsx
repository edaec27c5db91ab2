'use client';
// The list screen of a kind of content (articles, tutorials, projects): the header and its add button,
// the form, the filters, the selection and its bulk actions, the table with each row's edit and delete,
// the pager and the delete confirmation. Each kind gives its columns, its cells and its form; the words
// come from its description (lib/kinds.ts).
import type { ReactNode } from 'react';
import type { ActionResult } from '@/lib/actions/admin-action';
import type { ListParams, EntrySort } from '@/lib/admin/list-query';
import { KINDS, type EntryKind } from '@/lib/kinds';
import { MSG } from '@/lib/copy/messages';
import type { Category, Page, Publication } from '@/lib/data/types';
import { PlusIcon } from '@/components/icons/admin';
import { useConfirmDelete } from '../hooks/use-confirm-delete';
import { useListMode, useOpenFromUrl } from '../hooks/use-list-mode';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Button, EmptyState, PageHeader, tableClass } from '../ui/controls';
import { ListFilters, entryFilters, type ListCounts } from '../ui/list-controls';
import { ListEmpty, ListPager } from '../ui/list-pager';
import { SelectCell, SelectionBar, entryBulkActions, useSelection } from '../ui/list-selection';
import { DataTable, RowActions } from '../ui/table';
import { StatusBadge } from './publication-fields';
import { useCan } from '../shell/role';

type Item = Publication & { id: string; title: string };

/** What a kind's list page gives its manager (app/admin/<kind>/page.tsx). */
export type ManagerProps<T, F = T> = {
  result: Page<T> & { counts: ListCounts };
  params: ListParams;
  focus: F | null;
  categories: Pick<Category, 'id' | 'name'>[];
};

export type EntryListProps<T extends Item, F> = {
  kind: EntryKind;
  title: string;
  description: string;
  /** What the list says before the first item exists. */
  empty: string;
  /** This page of the list, and how many items each status has. */
  result: Page<T> & { counts: ListCounts };
  params: ListParams;
  categories: Pick<Category, 'id' | 'name'>[];
  /** The sorts the list offers, its default first. */
  sorts?: EntrySort[];
  /** The item named by ?modifier= (from the dashboard or the journal), wherever it is in the list. */
  focus: F | null;
  /** Headers of the kind's own columns (between « Sélection » and « Statut »). */
  columns: string[];
  /** The kind's own cells of a row (`locked` while a form is open or a write runs). */
  cells: (item: T, locked: boolean) => ReactNode;
  /** The add or edit form. */
  form: (props: { item: F | null; onClose: () => void }) => ReactNode;
  remove: (input: { id: string }) => Promise<ActionResult>;
  /** Said after « Êtes-vous sûr… ? » in the delete confirmation. */
  deleteNote?: string;
  /** How a row's « Modifier » opens the form (by default with the row itself). */
  edit?: (item: T, open: (full: F) => void) => void;
  /** Other writes running (a reorder): every control waits. */
  busy?: boolean;
  /** Shown above the list (help, a running reorder). */
  intro?: ReactNode;
};

export function EntryList<T extends Item, F extends { id: string } = T>(props: EntryListProps<T, F>) {
  const { kind, result, params, categories, busy = false } = props;
  const spec = KINDS[kind];
  const items = result.items;
  const list = useListMode<F>();
  useOpenFromUrl(props.focus ? [props.focus] : [], list.openEdit, list.openAdd);
  const remove = useConfirmDelete<T>(props.remove, MSG[kind].deleteError);
  const selection = useSelection(items.map((i) => i.id));
  const mayPublish = useCan('publish');
  const locked = list.formOpen || remove.pending || busy;
  const edit = (item: T) => (props.edit ? props.edit(item, list.openEdit) : list.openEdit(item as unknown as F));

  return (
    <>
      <PageHeader
        title={props.title}
        description={props.description}
        action={
          <Button onClick={list.openAdd} disabled={locked}>
            <PlusIcon /> Ajouter un {spec.noun.one}
          </Button>
        }
      />
      {props.intro}
      {list.formOpen && <div key={list.formKey}>{props.form({ item: list.editing, onClose: list.close })}</div>}

      {result.counts.all === 0 && !params.q && !params.categorie ? (
        <EmptyState>{props.empty}</EmptyState>
      ) : (
        <>
          <ListFilters
            params={params}
            filters={entryFilters(result.counts, categories, props.sorts)}
            searchLabel={`Rechercher un ${spec.noun.one} par titre`}
          />
          <SelectionBar
            selection={selection}
            // An author's selection can only go to the « Corbeille » (their own drafts): publishing is an editor's.
            actions={entryBulkActions(kind, spec.noun).filter((a) => mayPublish || a.key === 'delete')}
            disabled={locked}
          />
          <DataTable
            caption={`Liste des ${spec.noun.many}`}
            columns={[{ label: 'Sélection', hidden: true }, ...props.columns, 'Statut']}
            busy={busy}
          >
            {items.map((item) => (
              <tr key={item.id} className={tableClass.row} data-testid={`${kind}-row`}>
                <SelectCell
                  selection={selection}
                  id={item.id}
                  label={`Sélectionner ${spec.the} ${item.title}`}
                  disabled={locked}
                />
                {props.cells(item, locked)}
                <td className={tableClass.td}>
                  <StatusBadge item={item} />
                </td>
                <RowActions
                  label={`${spec.the} ${item.title}`}
                  disabled={locked}
                  onEdit={() => edit(item)}
                  onDelete={() => remove.ask(item)}
                />
              </tr>
            ))}
          </DataTable>
          {items.length === 0 && <ListEmpty noun={spec.noun} filtered />}
          <ListPager
            params={params}
            total={result.total}
            page={result.page}
            pageCount={result.pageCount}
            noun={spec.noun}
          />
        </>
      )}

      <ConfirmDialog
        {...remove.dialog}
        title={`Supprimer ${spec.the}`}
        message={`Êtes-vous sûr de vouloir supprimer ${spec.the} «\u202f${remove.target?.title ?? ''}\u202f»\u202f?${props.deleteNote ? ` ${props.deleteNote}` : ''} ${MSG.trash.note}`}
      />
    </>
  );
}

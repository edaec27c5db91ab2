'use client';
import { deleteCategory } from '@/lib/actions/categories';
import type { Category } from '@/lib/data/types';
import { MSG } from '@/lib/copy/messages';
import { CategoryForm } from './category-form';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { formatDate } from '@/lib/dates';
import { PlusIcon } from '@/components/icons/admin';
import { DataTable, RowActions } from '../ui/table';
import { Button, EmptyState, PageHeader, tableClass } from '../ui/controls';
import { useConfirmDelete } from '../hooks/use-confirm-delete';
import { useListMode } from '../hooks/use-list-mode';

export function CategoriesManager({ categories }: { categories: Category[] }) {
  const list = useListMode<Category>();
  const remove = useConfirmDelete<Category>(deleteCategory, MSG.category.deleteError);
  const locked = list.formOpen || remove.pending;

  return (
    <>
      <PageHeader
        title="Catégories"
        description="Les catégories classent les projets, les articles et les tutoriels."
        action={
          <Button onClick={list.openAdd} disabled={locked}>
            <PlusIcon /> Ajouter une catégorie
          </Button>
        }
      />

      {list.formOpen && <CategoryForm key={list.formKey} category={list.editing} onClose={list.close} />}

      {categories.length === 0 ? (
        <EmptyState>Aucune catégorie pour le moment. Ajoutez-en une pour classer vos contenus.</EmptyState>
      ) : (
        <DataTable caption="Liste des catégories" columns={['Nom', 'Slug', 'Date de création']}>
          {categories.map((c) => (
            <tr key={c.id} className={tableClass.row}>
              <td className={`${tableClass.td} ${tableClass.main} font-medium text-slate-900`}>{c.name}</td>
              <td className={`${tableClass.td} font-mono text-xs`}>{c.slug}</td>
              <td className={tableClass.td}>{formatDate(c.createdAt)}</td>
              <RowActions
                label={`la catégorie ${c.name}`}
                disabled={locked}
                onEdit={() => list.openEdit(c)}
                onDelete={() => remove.ask(c)}
              />
            </tr>
          ))}
        </DataTable>
      )}

      <ConfirmDialog
        {...remove.dialog}
        title="Supprimer la catégorie"
        message={`Êtes-vous sûr de vouloir supprimer la catégorie « ${remove.target?.name ?? ''} » ? Les projets, articles et tutoriels associés resteront, sans catégorie.`}
      />
    </>
  );
}

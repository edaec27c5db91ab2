'use client';
import { useState } from 'react';
import { deleteTutorial } from '@/lib/actions/tutorials';
import type { Category, Tutorial } from '@/lib/data/types';
import { MSG } from '@/lib/content/messages';
import { ConfirmDialog } from './confirm-dialog';
import { formatDate } from '@/lib/dates';
import { IconPlus } from './icons';
import { StatusBadge, StatusFilter, matchesStatus, type StatusFilterValue } from './publication-fields';
import { DataTable, RowActions, ThumbTitleCell, orDash } from './table';
import { TutorialForm } from './tutorial-form';
import { Button, EmptyState, PageHeader, tableClass } from './ui';
import { useConfirmDelete } from './use-confirm-delete';
import { useListMode, useOpenFromUrl } from './use-list-mode';

export function TutorialsManager({
  tutorials,
  categories,
}: {
  tutorials: Tutorial[];
  categories: Pick<Category, 'id' | 'name'>[];
}) {
  const list = useListMode<Tutorial>();
  useOpenFromUrl(tutorials, list.openEdit, list.openAdd);
  const remove = useConfirmDelete<Tutorial>(deleteTutorial, MSG.tutorial.deleteError);
  const locked = list.formOpen || remove.pending;
  const [filter, setFilter] = useState<StatusFilterValue>('all');

  return (
    <>
      <PageHeader
        title="Tutoriels"
        description="Les tutoriels vidéo publiés sur /tutoriels, du plus récent au plus ancien."
        action={
          <Button onClick={list.openAdd} disabled={locked}>
            <IconPlus /> Ajouter un tutoriel
          </Button>
        }
      />

      {list.formOpen && (
        <TutorialForm key={list.formKey} tutorial={list.editing} categories={categories} onClose={list.close} />
      )}

      {tutorials.length === 0 ? (
        <EmptyState>Aucun tutoriel pour le moment. Ajoutez votre première vidéo.</EmptyState>
      ) : (
        <>
          <StatusFilter value={filter} onChange={setFilter} items={tutorials} />
          <DataTable caption="Liste des tutoriels" columns={['Titre', 'Catégorie', 'Durée', 'Date', 'Statut']}>
            {tutorials.filter(matchesStatus(filter)).map((t) => (
              <tr key={t.id} className={tableClass.row}>
                <ThumbTitleCell src={t.thumbnail} title={t.title} tags={t.tags} />
                <td className={tableClass.td}>{orDash(t.categoryName)}</td>
                <td className={`${tableClass.td} tabular-nums`}>{orDash(t.duration)}</td>
                <td className={`${tableClass.td} whitespace-nowrap`}>{formatDate(t.createdAt)}</td>
                <td className={tableClass.td}>
                  <StatusBadge item={t} />
                </td>
                <RowActions
                  label={`le tutoriel ${t.title}`}
                  disabled={locked}
                  onEdit={() => list.openEdit(t)}
                  onDelete={() => remove.ask(t)}
                />
              </tr>
            ))}
          </DataTable>
        </>
      )}

      <ConfirmDialog
        {...remove.dialog}
        title="Supprimer le tutoriel"
        message={`Êtes-vous sûr de vouloir supprimer le tutoriel « ${remove.target?.title ?? ''} » ?`}
      />
    </>
  );
}

'use client';
import { deleteTutorial } from '@/lib/actions/tutorials';
import type { Category, Page, Tutorial } from '@/lib/data/types';
import { MSG } from '@/lib/content/messages';
import { ConfirmDialog } from './confirm-dialog';
import { formatDate } from '@/lib/dates';
import { IconPlus } from './icons';
import type { ListParams } from '@/lib/admin/list-query';
import { BulkBar, ListFilters, ListPager, contentFilters, useSelection, type ListCounts } from './list-controls';
import { StatusBadge } from './publication-fields';
import { DataTable, RowActions, ThumbTitleCell, orDash } from './table';
import { TutorialForm } from './tutorial-form';
import { Button, EmptyState, PageHeader, tableClass } from './ui';
import { useConfirmDelete } from './use-confirm-delete';
import { useListMode, useOpenFromUrl } from './use-list-mode';

const NOUN = { one: 'tutoriel', many: 'tutoriels' };

export function TutorialsManager({
  result,
  params,
  focus,
  categories,
}: {
  /** This page of the list, and how many tutorials each status has. */
  result: Page<Tutorial> & { counts: ListCounts };
  params: ListParams;
  /** The tutorial named by ?modifier= (from the dashboard or the journal), wherever it is in the list. */
  focus: Tutorial | null;
  categories: Pick<Category, 'id' | 'name'>[];
}) {
  const tutorials = result.items;
  const list = useListMode<Tutorial>();
  useOpenFromUrl(focus ? [focus, ...tutorials] : tutorials, list.openEdit, list.openAdd);
  const remove = useConfirmDelete<Tutorial>(deleteTutorial, MSG.tutorial.deleteError);
  const selection = useSelection(tutorials.map((t) => t.id));
  const locked = list.formOpen || remove.pending;

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

      {result.counts.all === 0 && !params.q && !params.categorie ? (
        <EmptyState>Aucun tutoriel pour le moment. Ajoutez votre première vidéo.</EmptyState>
      ) : (
        <>
          <ListFilters
            params={params}
            selects={contentFilters(result.counts, categories)}
            searchLabel="Rechercher un tutoriel par titre"
          />
          <BulkBar kind="tutorial" selection={selection} noun={NOUN} disabled={locked} />
          <DataTable
            caption="Liste des tutoriels"
            columns={[{ label: 'Sélection', hidden: true }, 'Titre', 'Catégorie', 'Durée', 'Date', 'Statut']}
          >
            {tutorials.map((t) => (
              <tr key={t.id} className={tableClass.row}>
                <td className={`${tableClass.td} pr-0`}>
                  <input
                    type="checkbox"
                    className="h-4 w-4 rounded border-slate-300"
                    aria-label={`Sélectionner le tutoriel ${t.title}`}
                    checked={selection.has(t.id)}
                    onChange={() => selection.toggle(t.id)}
                    disabled={remove.pending}
                  />
                </td>
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
          {tutorials.length === 0 && <EmptyState>Aucun tutoriel ne correspond à ces filtres.</EmptyState>}
          <ListPager params={params} total={result.total} page={result.page} pageCount={result.pageCount} noun={NOUN} />
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

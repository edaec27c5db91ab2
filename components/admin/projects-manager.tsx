'use client';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toaster';
import { deleteProject, getProjectForEdit, moveProjectToRank, swapProjectOrder } from '@/lib/actions/projects';
import type { ListParams } from '@/lib/admin/list-query';
import type { Category, Page, Project, ProjectSummary } from '@/lib/data/types';
import { MSG, TOAST } from '@/lib/content/messages';
import { coerceRank, isRankInRange } from '@/lib/validation/text';
import { ConfirmDialog } from './confirm-dialog';
import { IconDown, IconPlus, IconUp } from './icons';
import { BulkBar, ListFilters, ListPager, contentFilters, useSelection, type ListCounts } from './list-controls';
import { StatusBadge } from './publication-fields';
import { ProjectForm } from './project-form';
import { DataTable, RowActions, orDash } from './table';
import { Thumb } from './thumb';
import { Button, EmptyState, HelpBox, PageHeader, Spinner, buttonClass, tableClass } from './ui';
import { useAction } from './use-action';
import { useConfirmDelete } from './use-confirm-delete';
import { useListMode, useOpenFromUrl } from './use-list-mode';

const NOUN = { one: 'projet', many: 'projets' };

export function ProjectsManager({
  result,
  params,
  rankCount,
  focus,
  categories,
}: {
  /** This page of the list, and how many projects each status has. */
  result: Page<ProjectSummary> & { counts: ListCounts };
  params: ListParams;
  /** How many projects there are in all: ranks run from 1 to this, whatever the filters. */
  rankCount: number;
  /** The project named by ?modifier= (from the dashboard or the journal), wherever it is in the list. */
  focus: Project | null;
  categories: Pick<Category, 'id' | 'name'>[];
}) {
  const projects = result.items;
  const router = useRouter();
  const list = useListMode<Project>();
  const remove = useConfirmDelete<ProjectSummary>(deleteProject, MSG.project.deleteError);
  const reorder = useAction();
  const opening = useAction();

  const n = rankCount;
  const selection = useSelection(projects.map((p) => p.id));
  const locked = list.formOpen || reorder.pending || remove.pending || opening.pending;

  // The list holds summaries: the full project (gallery included) is fetched before the form opens.
  const openEdit = (p: ProjectSummary) =>
    opening.run(() => getProjectForEdit({ id: p.id }), {
      failure: MSG.load.images,
      onSuccess: ({ data }) => {
        if (data) list.openEdit(data);
      },
    });
  useOpenFromUrl(focus ? [focus] : [], list.openEdit, list.openAdd);

  const swap = (p: ProjectSummary, direction: 'up' | 'down') =>
    reorder.run(() => swapProjectOrder({ id: p.id, direction }), {
      failure: MSG.project.moveError,
      successDuration: TOAST.move,
    });

  const commitRank = (p: ProjectSummary, input: HTMLInputElement) => {
    if (input.value.trim() === String(p.displayOrder)) return;
    const rank = coerceRank(input.value);
    if (rank === p.displayOrder) {
      input.value = String(p.displayOrder);
      return;
    }
    if (!isRankInRange(rank, n)) {
      toast.error(MSG.rankOutOfRange(n));
      input.value = String(p.displayOrder);
      return;
    }
    reorder.run(() => moveProjectToRank({ id: p.id, rank }), {
      failure: MSG.project.orderError,
      successDuration: TOAST.move,
      onError: () => {
        input.value = String(p.displayOrder);
        router.refresh();
      },
    });
  };

  return (
    <>
      <PageHeader
        title="Projets"
        description="Les projets du portfolio, dans leur ordre d’affichage."
        action={
          <Button onClick={list.openAdd} disabled={locked}>
            <IconPlus /> Ajouter un projet
          </Button>
        }
      />

      <HelpBox title="Comment fonctionne l’ordre d’affichage ?">
        <p>
          Le rang fixe la position du projet sur le portfolio et sur la page d’accueil : le rang 1 apparaît en premier.
        </p>
        <p>Les flèches ↑ et ↓ échangent un projet avec son voisin (utilisables au clavier).</p>
        <p>
          Pour un déplacement direct, saisissez un rang entre 1 et {Math.max(n, 1)} puis appuyez sur Entrée : les autres
          projets se décalent automatiquement, sans trou ni doublon.
        </p>
        <p>
          Un nouveau projet se place par défaut en dernière position ; vous pouvez choisir son rang dans le formulaire.
        </p>
      </HelpBox>

      {list.formOpen && (
        <ProjectForm key={list.formKey} project={list.editing} categories={categories} count={n} onClose={list.close} />
      )}

      {reorder.pending && (
        <p role="status" className="mb-3 flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> Mise à jour de l’ordre…
        </p>
      )}

      {n === 0 ? (
        <EmptyState>Aucun projet pour le moment. Ajoutez votre premier projet pour remplir le portfolio.</EmptyState>
      ) : (
        <>
          <ListFilters
            params={params}
            selects={contentFilters(result.counts, categories, ['order', 'recent', 'oldest'])}
            searchLabel="Rechercher un projet par titre"
          />
          <BulkBar kind="project" selection={selection} noun={NOUN} disabled={locked} />
          <DataTable
            caption="Liste des projets"
            columns={[{ label: 'Sélection', hidden: true }, 'Ordre', 'Projet (client · date)', 'Catégorie', 'Statut']}
            busy={reorder.pending}
          >
            {projects.map((p) => (
              <tr key={p.id} className={tableClass.row} data-testid="project-row">
                <td className={`${tableClass.td} pr-0`}>
                  <input
                    type="checkbox"
                    className="h-4 w-4 rounded border-slate-300"
                    aria-label={`Sélectionner le projet ${p.title}`}
                    checked={selection.has(p.id)}
                    onChange={() => selection.toggle(p.id)}
                    disabled={locked}
                  />
                </td>
                <td className={tableClass.td}>
                  <div className="flex items-center gap-1">
                    <input
                      key={`${p.id}-${p.displayOrder}`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={n}
                      defaultValue={p.displayOrder}
                      aria-label={`Rang du projet ${p.title}`}
                      disabled={locked}
                      className="w-16 rounded-md border border-slate-300 px-2 py-1.5 text-center text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-100"
                      onKeyDown={(e) => {
                        const input = e.currentTarget;
                        if (e.key === 'Enter') {
                          // Enter commits whatever was typed (a non-numeric entry means rank 1).
                          e.preventDefault();
                          input.dataset.committed = '1';
                          commitRank(p, input);
                          input.blur();
                        } else if (e.key === 'Escape') {
                          input.value = String(p.displayOrder);
                          input.blur();
                        }
                      }}
                      onBlur={(e) => {
                        const input = e.currentTarget;
                        if (input.dataset.committed) delete input.dataset.committed;
                        // Leaving an emptied field is not a request to move the project to the top.
                        else if (input.value.trim() === '') input.value = String(p.displayOrder);
                        else commitRank(p, input);
                      }}
                    />
                    <button
                      type="button"
                      className={buttonClass.icon}
                      aria-label={`Monter le projet ${p.title}`}
                      disabled={locked || p.displayOrder <= 1}
                      onClick={() => swap(p, 'up')}
                    >
                      <IconUp />
                    </button>
                    <button
                      type="button"
                      className={buttonClass.icon}
                      aria-label={`Descendre le projet ${p.title}`}
                      disabled={locked || p.displayOrder >= n}
                      onClick={() => swap(p, 'down')}
                    >
                      <IconDown />
                    </button>
                  </div>
                </td>
                <td className={tableClass.td}>
                  <div className="flex items-center gap-3">
                    <Thumb src={p.mainImageUrl} alt="" className="h-10 w-14 shrink-0" />
                    <div className="min-w-48">
                      <span className="font-medium text-slate-900">{p.title}</span>
                      {(p.client || p.projectDate) && (
                        <span className="block text-xs text-slate-500">
                          {[p.client, p.projectDate].filter(Boolean).join(' · ')}
                        </span>
                      )}
                    </div>
                  </div>
                </td>
                <td className={tableClass.td}>{orDash(p.categoryName)}</td>
                <td className={tableClass.td}>
                  <StatusBadge item={p} />
                </td>
                <RowActions
                  label={`le projet ${p.title}`}
                  disabled={locked}
                  onEdit={() => openEdit(p)}
                  onDelete={() => remove.ask(p)}
                />
              </tr>
            ))}
          </DataTable>
          {projects.length === 0 && <EmptyState>Aucun projet ne correspond à ces filtres.</EmptyState>}
          <ListPager params={params} total={result.total} page={result.page} pageCount={result.pageCount} noun={NOUN} />
        </>
      )}

      <ConfirmDialog
        {...remove.dialog}
        title="Supprimer le projet"
        message={`Êtes-vous sûr de vouloir supprimer le projet « ${remove.target?.title ?? ''} » ? Ses images seront aussi supprimées.`}
      />
    </>
  );
}

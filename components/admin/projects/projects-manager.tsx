'use client';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toaster';
import { ChevronDownIcon, ChevronUpIcon } from '@/components/icons/admin';
import { deleteProject, getProjectForEdit, moveProjectToRank, swapProjectOrder } from '@/lib/actions/projects';
import type { Project, ProjectSummary } from '@/lib/data/types';
import { MSG, TOAST } from '@/lib/copy/messages';
import { coerceRank, isRankInRange } from '@/lib/validation/text';
import { EntryList, type ManagerProps } from '../entries/entry-list';
import { useAction } from '../hooks/use-action';
import { HelpBox, IconButton, Spinner, tableClass } from '../ui/controls';
import { orDash } from '../ui/table';
import { Thumb } from '../ui/thumb';
import { ProjectForm } from './project-form';

type Props = ManagerProps<ProjectSummary, Project> & {
  /** How many projects there are in all: ranks run from 1 to this, whatever the filters. */
  rankCount: number;
};

/** « Projets »: the list in portfolio order with its rank controls, filters and bulk actions, the form. */
export function ProjectsManager({ rankCount: n, categories, ...list }: Props) {
  const router = useRouter();
  const reorder = useAction();
  const opening = useAction();

  // The list holds summaries: the full project (gallery included) is fetched before the form opens.
  const openEdit = (p: ProjectSummary, open: (full: Project) => void) =>
    opening.run(() => getProjectForEdit({ id: p.id }), {
      failure: MSG.load.images,
      onSuccess: ({ data }) => {
        if (data) open(data);
      },
    });

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
    <EntryList
      kind="project"
      title="Projets"
      description="Les projets du portfolio, dans leur ordre d’affichage."
      empty="Aucun projet pour le moment. Ajoutez votre premier projet pour remplir le portfolio."
      categories={categories}
      {...list}
      sorts={['order', 'recent', 'oldest']}
      busy={reorder.pending || opening.pending}
      intro={
        <>
          <HelpBox title="Comment fonctionne l’ordre d’affichage ?">
            <p>
              Le rang fixe la position du projet sur le portfolio et sur la page d’accueil : le rang 1 apparaît en
              premier.
            </p>
            <p>Les flèches ↑ et ↓ échangent un projet avec son voisin (utilisables au clavier).</p>
            <p>
              Pour un déplacement direct, saisissez un rang entre 1 et {Math.max(n, 1)} puis appuyez sur Entrée : les
              autres projets se décalent automatiquement, sans trou ni doublon.
            </p>
            <p>
              Un nouveau projet se place par défaut en dernière position ; vous pouvez choisir son rang dans le
              formulaire.
            </p>
          </HelpBox>
          {reorder.pending && (
            <p role="status" className="mb-3 flex items-center gap-2 text-sm text-slate-600">
              <Spinner /> Mise à jour de l’ordre…
            </p>
          )}
        </>
      }
      columns={['Ordre', 'Projet (client · date)', 'Catégorie']}
      cells={(p, locked) => (
        <>
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
              <IconButton
                label={`Monter le projet ${p.title}`}
                disabled={locked || p.displayOrder <= 1}
                onClick={() => swap(p, 'up')}
              >
                <ChevronUpIcon />
              </IconButton>
              <IconButton
                label={`Descendre le projet ${p.title}`}
                disabled={locked || p.displayOrder >= n}
                onClick={() => swap(p, 'down')}
              >
                <ChevronDownIcon />
              </IconButton>
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
        </>
      )}
      form={({ item, onClose }) => <ProjectForm project={item} categories={categories} count={n} onClose={onClose} />}
      remove={deleteProject}
      deleteNote="Ses images le suivent."
      edit={openEdit}
    />
  );
}

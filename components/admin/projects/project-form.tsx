'use client';
import { useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { addProject, updateProject } from '@/lib/actions/projects';
import type { Category, Project } from '@/lib/data/types';
import { MSG } from '@/lib/copy/messages';
import { projectSchema } from '@/lib/validation/schemas';
import { coerceRank, isRankInRange } from '@/lib/validation/text';
import { TextAreaField, TextField } from '../entries/bound-fields';
import { EntryFormShell, useEntryForm } from '../entries/entry-form';
import { SeoFields } from '../entries/seo-fields';
import { ImageUploader } from './image-uploader';
import { savedItem, type UploadItem } from '../hooks/use-uploads';
import { firstError, validate } from '../hooks/validate';
import { RequiredMark } from '../ui/controls';

type Props = {
  /** The project being edited, or null to add one. */
  project: Project | null;
  categories: Pick<Category, 'id' | 'name'>[];
  /** Number of projects in the list (the rank limit is N when editing, N + 1 when adding). */
  count: number;
  onClose: () => void;
};

/** A project's own fields, its rank and its gallery in the content form shell. */
export function ProjectForm({ project, categories, count, onClose }: Props) {
  const maxRank = project ? count : count + 1;
  const [items, setItems] = useState<UploadItem[]>(() =>
    (project?.images ?? []).map((i) => savedItem(i.url, i.altText)),
  );
  const form = useEntryForm({
    kind: 'project',
    item: project,
    onClose,
    extra: { rank: String(project?.displayOrder ?? count + 1) },
    // Gallery files uploaded by this form that the saved project does not use are deleted too.
    pendingFiles: () => items.filter((i) => i.fresh).map((i) => i.url),
  });
  const { values, errors, setErrors } = form;

  const uploading = items.some((i) => i.uploading);
  const ready = items.filter((i) => i.url);
  const noImage = ready.length === 0;
  const newRank = coerceRank(values.rank);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (uploading) return;
    const input = {
      ...form.outgoing(values),
      rank: newRank,
      id: project?.id,
      images: ready.map((i) => ({ url: i.url!, altText: i.altText })),
    };
    const checked = validate(projectSchema, input);
    const rankError = isRankInRange(newRank, maxRank) ? null : MSG.rankOutOfRange(maxRank);
    if (!checked.ok || rankError) {
      const fieldErrors = checked.ok ? {} : checked.errors;
      if (rankError) fieldErrors.rank = [rankError];
      setErrors(fieldErrors);
      toast.error(checked.ok ? rankError! : checked.first);
      return;
    }
    setErrors({});
    form.send(
      () => (project ? updateProject({ ...input, id: project.id }) : addProject(input)),
      project ? MSG.project.updateError : MSG.project.addError,
    );
  };

  return (
    <EntryFormShell
      form={form}
      categories={categories}
      slugHint="Adresse du projet (?project=…). Généré à partir du titre ; modifiable."
      onSubmit={submit}
      submitDisabled={uploading || noImage}
      actions={
        uploading && <span className="text-sm text-slate-500">Enregistrement possible à la fin du téléchargement…</span>
      }
    >
      <TextAreaField form={form} name="description" label="Description" required />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField form={form} name="client" label="Client" maxLength={200} />
        <TextField
          form={form}
          name="projectDate"
          label="Date du projet"
          hint="Texte libre, par exemple « Mars 2026 »."
          maxLength={100}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <TextAreaField form={form} name="challenge" label="Défi" rows={4} />
        <TextAreaField form={form} name="solution" label="Solution" rows={4} />
        <TextAreaField form={form} name="results" label="Résultats" rows={4} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          form={form}
          name="projectLink"
          label="Lien du projet"
          type="url"
          inputMode="url"
          hint="Adresse complète, par exemple https://exemple.fr"
        />
        <TextField
          form={form}
          name="rank"
          label="Rang d’affichage"
          type="number"
          inputMode="numeric"
          min={1}
          max={maxRank}
          step={1}
          hint={
            project ? (
              <>
                Position actuelle : <strong>{project.displayOrder}</strong> — nouvelle position :{' '}
                <strong>{isRankInRange(newRank, maxRank) ? newRank : '?'}</strong> (entre 1 et {maxRank})
              </>
            ) : (
              <>Entre 1 et {maxRank} ; par défaut en dernière position. Les autres projets se décalent.</>
            )
          }
        />
      </div>

      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-slate-700">
          Images du projet
          <RequiredMark />
        </legend>
        <ImageUploader
          bucket="project-images"
          items={items}
          setItems={setItems}
          altFallback={values.title.trim()}
          disabled={form.disabled}
          error={firstError(errors, 'images')}
        />
        {noImage && !uploading && (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-800" role="note">
            {MSG.imageRequiredNote}
          </p>
        )}
      </fieldset>
      <SeoFields form={form} image={ready[0]?.url ?? ''} />
    </EntryFormShell>
  );
}

'use client';
import { useState } from 'react';
import { toast } from 'sonner';
import { addProject, updateProject } from '@/lib/actions/projects';
import type { Category, Project } from '@/lib/data/types';
import { MSG, TOAST } from '@/lib/validation/messages';
import { projectSchema } from '@/lib/validation/schemas';
import { coerceRank, isRankInRange, slugify } from '@/lib/validation/text';
import { ImageUploader } from './image-uploader';
import { Button, Field, FormCard, Spinner, inputClass } from './ui';
import { useAction, type FieldErrors } from './use-action';
import { discard, savedItem, type UploadItem } from './use-uploads';
import { firstError, validate } from './validate';

type Props = {
  /** The project being edited, or null to add one. */
  project: Project | null;
  categories: Pick<Category, 'id' | 'name'>[];
  /** Number of projects in the list (the rank limit is N when editing, N + 1 when adding). */
  count: number;
  onClose: () => void;
};

const text = (v: string | null | undefined) => v ?? '';

export function ProjectForm({ project, categories, count, onClose }: Props) {
  const editing = project !== null;
  const maxRank = editing ? count : count + 1;
  const [values, setValues] = useState(() => ({
    title: text(project?.title),
    slug: text(project?.slug),
    description: text(project?.description),
    categoryId: text(project?.categoryId),
    client: text(project?.client),
    projectDate: text(project?.projectDate),
    challenge: text(project?.challenge),
    solution: text(project?.solution),
    results: text(project?.results),
    projectLink: text(project?.projectLink),
    rank: String(project?.displayOrder ?? count + 1),
  }));
  const [slugTouched, setSlugTouched] = useState(editing);
  const [items, setItems] = useState<UploadItem[]>(() => (project?.images ?? []).map((i) => savedItem(i.url, i.altText)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useAction();

  const uploading = items.some((i) => i.uploading);
  const ready = items.filter((i) => i.url);
  const noImage = ready.length === 0;
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value, ...(field === 'title' && !slugTouched ? { slug: slugify(value, 160) } : {}) }));
  };

  // Files uploaded by this form that the saved project does not use are deleted (the server keeps any in use).
  const close = () => {
    discard(items.filter((i) => i.fresh).map((i) => i.url));
    onClose();
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (uploading) return;
    const rank = coerceRank(values.rank);
    const input = {
      ...values,
      rank,
      id: project?.id,
      images: ready.map((i) => ({ url: i.url!, altText: i.altText })),
    };
    const checked = validate(projectSchema, input);
    const rankError = isRankInRange(rank, maxRank) ? null : MSG.rankOutOfRange(maxRank);
    if (!checked.ok || rankError) {
      const fieldErrors = checked.ok ? {} : checked.errors;
      if (rankError) fieldErrors.rank = [rankError];
      setErrors(fieldErrors);
      toast.error(checked.ok ? rankError! : checked.first, { duration: TOAST.error });
      return;
    }
    setErrors({});
    save.run(() => (project ? updateProject({ ...input, id: project.id }) : addProject(input)), {
      failure: editing ? MSG.project.updateError : MSG.project.addError,
      successDuration: TOAST.add,
      onSuccess: close,
      onError: (r) => setErrors(r.fieldErrors ?? {}),
    });
  };

  const disabled = save.pending;
  const newRank = coerceRank(values.rank);

  return (
    <FormCard title={editing ? 'Modifier le projet' : 'Nouveau projet'} onSubmit={submit} busy={save.pending}>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Titre" required error={firstError(errors, 'title')}>
          {(p) => <input {...p} autoFocus className={inputClass} value={values.title} onChange={set('title')} maxLength={200} disabled={disabled} />}
        </Field>
        <Field label="Slug" error={firstError(errors, 'slug')} hint="Adresse du projet (?project=…). Généré à partir du titre ; modifiable.">
          {(p) => (
            <input
              {...p}
              className={inputClass}
              value={values.slug}
              maxLength={160}
              disabled={disabled}
              onChange={(e) => {
                setSlugTouched(true);
                set('slug')(e);
              }}
            />
          )}
        </Field>
      </div>
      <Field label="Description" required error={firstError(errors, 'description')}>
        {(p) => <textarea {...p} rows={3} className={inputClass} value={values.description} onChange={set('description')} disabled={disabled} />}
      </Field>
      <div className="grid gap-4 md:grid-cols-3">
        <Field label="Catégorie" error={firstError(errors, 'categoryId')}>
          {(p) => (
            <select {...p} className={inputClass} value={values.categoryId} onChange={set('categoryId')} disabled={disabled}>
              <option value="">Aucune catégorie</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Client" error={firstError(errors, 'client')}>
          {(p) => <input {...p} className={inputClass} value={values.client} onChange={set('client')} maxLength={200} disabled={disabled} />}
        </Field>
        <Field label="Date du projet" error={firstError(errors, 'projectDate')} hint="Texte libre, par exemple « Mars 2026 ».">
          {(p) => <input {...p} className={inputClass} value={values.projectDate} onChange={set('projectDate')} maxLength={100} disabled={disabled} />}
        </Field>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <Field label="Défi" error={firstError(errors, 'challenge')}>
          {(p) => <textarea {...p} rows={4} className={inputClass} value={values.challenge} onChange={set('challenge')} disabled={disabled} />}
        </Field>
        <Field label="Solution" error={firstError(errors, 'solution')}>
          {(p) => <textarea {...p} rows={4} className={inputClass} value={values.solution} onChange={set('solution')} disabled={disabled} />}
        </Field>
        <Field label="Résultats" error={firstError(errors, 'results')}>
          {(p) => <textarea {...p} rows={4} className={inputClass} value={values.results} onChange={set('results')} disabled={disabled} />}
        </Field>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Lien du projet" error={firstError(errors, 'projectLink')} hint="Adresse complète, par exemple https://exemple.fr">
          {(p) => <input {...p} type="url" inputMode="url" className={inputClass} value={values.projectLink} onChange={set('projectLink')} disabled={disabled} />}
        </Field>
        <Field
          label="Rang d’affichage"
          error={firstError(errors, 'rank')}
          hint={
            editing ? (
              <>
                Position actuelle : <strong>{project.displayOrder}</strong> — nouvelle position : <strong>{isRankInRange(newRank, maxRank) ? newRank : '?'}</strong> (entre 1 et {maxRank})
              </>
            ) : (
              <>Entre 1 et {maxRank} ; par défaut en dernière position. Les autres projets se décalent.</>
            )
          }
        >
          {(p) => <input {...p} type="number" inputMode="numeric" min={1} max={maxRank} step={1} className={inputClass} value={values.rank} onChange={set('rank')} disabled={disabled} />}
        </Field>
      </div>

      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-slate-700">
          Images du projet<span className="text-red-600" aria-hidden="true"> *</span>
        </legend>
        <ImageUploader bucket="project-images" items={items} setItems={setItems} altFallback={values.title.trim()} disabled={disabled} error={firstError(errors, 'images')} />
        {noImage && !uploading && (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-800" role="note">
            {MSG.imageRequiredNote}
          </p>
        )}
      </fieldset>

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
        <Button type="submit" disabled={disabled || uploading || noImage}>
          {save.pending && <Spinner />}
          {editing ? 'Mettre à jour le projet' : 'Ajouter le projet'}
        </Button>
        <Button variant="secondary" onClick={close} disabled={disabled}>
          Annuler
        </Button>
        {uploading && <span className="text-sm text-slate-500">Enregistrement possible à la fin du téléchargement…</span>}
      </div>
    </FormCard>
  );
}

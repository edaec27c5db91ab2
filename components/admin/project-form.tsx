'use client';
import { useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { addProject, updateProject } from '@/lib/actions/projects';
import type { Category, Project } from '@/lib/data/types';
import { MSG } from '@/lib/content/messages';
import { projectSchema } from '@/lib/validation/schemas';
import { coerceRank, isRankInRange } from '@/lib/validation/text';
import { CategoryField, FormActions, TitleSlugFields } from './form-fields';
import { ImageUploader } from './image-uploader';
import { PreviewLink } from './preview-link';
import { PublicationFields, publicationValues } from './publication-fields';
import { Field, FormCard, inputClass } from './ui';
import { useContentForm } from './use-content-form';
import { discard, savedItem, type UploadItem } from './use-uploads';
import { firstError, validate } from './validate';
import { RevisionHistory } from './revision-history';

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
  const form = useContentForm(
    () => ({
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
      ...publicationValues(project),
    }),
    editing,
  );
  const { values, on: set, update, errors, setErrors } = form;
  const [items, setItems] = useState<UploadItem[]>(() =>
    (project?.images ?? []).map((i) => savedItem(i.url, i.altText)),
  );

  const uploading = items.some((i) => i.uploading);
  const ready = items.filter((i) => i.url);
  const noImage = ready.length === 0;

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
      toast.error(checked.ok ? rankError! : checked.first);
      return;
    }
    setErrors({});
    form.send(
      () => (project ? updateProject({ ...input, id: project.id }) : addProject(input)),
      editing ? MSG.project.updateError : MSG.project.addError,
      close,
    );
  };

  const disabled = form.pending;
  const newRank = coerceRank(values.rank);

  return (
    <FormCard title={editing ? 'Modifier le projet' : 'Nouveau projet'} onSubmit={submit} busy={form.pending}>
      <TitleSlugFields
        title={values.title}
        slug={values.slug}
        onTitle={set('title')}
        onSlug={form.editSlug}
        slugHint="Adresse du projet (?project=…). Généré à partir du titre ; modifiable."
        errors={errors}
        disabled={disabled}
      />
      <Field label="Description" required error={firstError(errors, 'description')}>
        {(p) => (
          <textarea
            {...p}
            rows={3}
            className={inputClass}
            value={values.description}
            onChange={set('description')}
            disabled={disabled}
          />
        )}
      </Field>
      <div className="grid gap-4 md:grid-cols-3">
        <CategoryField
          categories={categories}
          value={values.categoryId}
          onChange={set('categoryId')}
          error={firstError(errors, 'categoryId')}
          disabled={disabled}
        />
        <Field label="Client" error={firstError(errors, 'client')}>
          {(p) => (
            <input
              {...p}
              className={inputClass}
              value={values.client}
              onChange={set('client')}
              maxLength={200}
              disabled={disabled}
            />
          )}
        </Field>
        <Field
          label="Date du projet"
          error={firstError(errors, 'projectDate')}
          hint="Texte libre, par exemple « Mars 2026 »."
        >
          {(p) => (
            <input
              {...p}
              className={inputClass}
              value={values.projectDate}
              onChange={set('projectDate')}
              maxLength={100}
              disabled={disabled}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <Field label="Défi" error={firstError(errors, 'challenge')}>
          {(p) => (
            <textarea
              {...p}
              rows={4}
              className={inputClass}
              value={values.challenge}
              onChange={set('challenge')}
              disabled={disabled}
            />
          )}
        </Field>
        <Field label="Solution" error={firstError(errors, 'solution')}>
          {(p) => (
            <textarea
              {...p}
              rows={4}
              className={inputClass}
              value={values.solution}
              onChange={set('solution')}
              disabled={disabled}
            />
          )}
        </Field>
        <Field label="Résultats" error={firstError(errors, 'results')}>
          {(p) => (
            <textarea
              {...p}
              rows={4}
              className={inputClass}
              value={values.results}
              onChange={set('results')}
              disabled={disabled}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label="Lien du projet"
          error={firstError(errors, 'projectLink')}
          hint="Adresse complète, par exemple https://exemple.fr"
        >
          {(p) => (
            <input
              {...p}
              type="url"
              inputMode="url"
              className={inputClass}
              value={values.projectLink}
              onChange={set('projectLink')}
              disabled={disabled}
            />
          )}
        </Field>
        <Field
          label="Rang d’affichage"
          error={firstError(errors, 'rank')}
          hint={
            editing ? (
              <>
                Position actuelle : <strong>{project.displayOrder}</strong> — nouvelle position :{' '}
                <strong>{isRankInRange(newRank, maxRank) ? newRank : '?'}</strong> (entre 1 et {maxRank})
              </>
            ) : (
              <>Entre 1 et {maxRank} ; par défaut en dernière position. Les autres projets se décalent.</>
            )
          }
        >
          {(p) => (
            <input
              {...p}
              type="number"
              inputMode="numeric"
              min={1}
              max={maxRank}
              step={1}
              className={inputClass}
              value={values.rank}
              onChange={set('rank')}
              disabled={disabled}
            />
          )}
        </Field>
      </div>

      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-slate-700">
          Images du projet
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <ImageUploader
          bucket="project-images"
          items={items}
          setItems={setItems}
          altFallback={values.title.trim()}
          disabled={disabled}
          error={firstError(errors, 'images')}
        />
        {noImage && !uploading && (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-800" role="note">
            {MSG.imageRequiredNote}
          </p>
        )}
      </fieldset>

      <PublicationFields
        status={values.status}
        publishAt={values.publishAt}
        onStatus={(v) => update('status', v)}
        onPublishAt={(v) => update('publishAt', v)}
        errors={errors}
        disabled={disabled}
      />

      <FormActions
        pending={form.pending}
        submitLabel={editing ? 'Mettre à jour le projet' : 'Ajouter le projet'}
        submitDisabled={disabled || uploading || noImage}
        onCancel={close}
      >
        {project && <PreviewLink type="projet" id={project.id} />}
        {uploading && (
          <span className="text-sm text-slate-500">Enregistrement possible à la fin du téléchargement…</span>
        )}
      </FormActions>
      {project && <RevisionHistory kind="project" id={project.id} onRestored={close} />}
    </FormCard>
  );
}

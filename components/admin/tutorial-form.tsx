'use client';
import { useRef, useState } from 'react';
import { addTutorial, updateTutorial } from '@/lib/actions/tutorials';
import type { Category, Tutorial } from '@/lib/data/types';
import { MSG } from '@/lib/content/messages';
import { tutorialSchema } from '@/lib/validation/schemas';
import { formatTags, parseVideoId, videoThumbnailUrl } from '@/lib/validation/text';
import { CategoryField, FormActions, TitleSlugFields } from './form-fields';
import { PreviewLink } from './preview-link';
import { PublicationFields, publicationValues } from './publication-fields';
import { SingleImageUpload } from './single-image-upload';
import { TagsField } from './tags-field';
import { Field, FormCard, inputClass } from './ui';
import { useContentForm } from './use-content-form';
import { discard } from './use-uploads';
import { checkForm, firstError } from './validate';
import { RevisionHistory } from './revision-history';

type Props = { tutorial: Tutorial | null; categories: Pick<Category, 'id' | 'name'>[]; onClose: () => void };

export function TutorialForm({ tutorial, categories, onClose }: Props) {
  const editing = tutorial !== null;
  const derived = tutorial?.videoId ? videoThumbnailUrl(tutorial.videoId) : null;
  const form = useContentForm(
    () => ({
      title: tutorial?.title ?? '',
      slug: tutorial?.slug ?? '',
      description: tutorial?.description ?? '',
      duration: tutorial?.duration ?? '',
      video: tutorial?.videoId ?? '',
      // A thumbnail equal to the video's own image is kept « derived »: it follows a changed video.
      thumbnail: tutorial && tutorial.thumbnail !== derived ? tutorial.thumbnail : '',
      categoryId: tutorial?.categoryId ?? '',
      tags: formatTags(tutorial?.tags ?? []),
      ...publicationValues(tutorial),
    }),
    editing,
  );
  const { values, update, on, errors } = form;
  const [uploading, setUploading] = useState(false);
  const uploads = useRef<string[]>([]);
  const disabled = form.pending;

  const videoId = parseVideoId(values.video);

  const close = () => {
    discard(uploads.current);
    onClose();
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (uploading || !checkForm(tutorialSchema, values, form.setErrors)) return;
    form.send(
      () => (tutorial ? updateTutorial({ ...values, id: tutorial.id }) : addTutorial(values)),
      editing ? MSG.tutorial.updateError : MSG.tutorial.addError,
      close,
    );
  };

  const videoHint = values.video.trim()
    ? videoId
      ? `Identifiant de la vidéo : ${videoId}`
      : MSG.invalidVideo
    : 'Collez l’adresse de la vidéo (youtube.com/watch?v=…, youtu.be/…, /embed/…, /shorts/…) ou son identifiant.';

  return (
    <FormCard title={editing ? 'Modifier le tutoriel' : 'Nouveau tutoriel'} onSubmit={submit} busy={form.pending}>
      <TitleSlugFields
        title={values.title}
        slug={values.slug}
        onTitle={on('title')}
        onSlug={form.editSlug}
        slugHint="Adresse du tutoriel (/tutoriels/…). Généré à partir du titre ; modifiable."
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
            onChange={on('description')}
            maxLength={5000}
            disabled={disabled}
          />
        )}
      </Field>
      <div className="grid gap-4 md:grid-cols-3">
        <Field
          label="Vidéo (adresse ou identifiant)"
          error={firstError(errors, 'video')}
          hint={videoHint}
          className="md:col-span-2"
        >
          {(p) => (
            <input
              {...p}
              className={inputClass}
              value={values.video}
              onChange={on('video')}
              disabled={disabled}
              placeholder="https://www.youtube.com/watch?v=…"
            />
          )}
        </Field>
        <Field label="Durée (mm:ss)" error={firstError(errors, 'duration')} hint="Par exemple 12:34">
          {(p) => (
            <input
              {...p}
              className={inputClass}
              value={values.duration}
              onChange={on('duration')}
              maxLength={10}
              disabled={disabled}
              placeholder="12:34"
            />
          )}
        </Field>
      </div>
      <SingleImageUpload
        label="Miniature"
        required
        bucket="blog-images"
        value={values.thumbnail}
        disabled={disabled}
        error={firstError(errors, 'thumbnail')}
        fallback={
          videoId
            ? {
                url: videoThumbnailUrl(videoId),
                note: 'Sans image téléchargée, la miniature de la vidéo est utilisée.',
              }
            : null
        }
        onUploadingChange={setUploading}
        onChange={(url, fresh) => {
          if (fresh) uploads.current.push(url);
          update('thumbnail', url);
        }}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <CategoryField
          categories={categories}
          value={values.categoryId}
          onChange={on('categoryId')}
          error={firstError(errors, 'categoryId')}
          disabled={disabled}
        />
        <TagsField
          value={values.tags}
          onChange={(v) => update('tags', v)}
          disabled={disabled}
          error={firstError(errors, 'tags')}
        />
        <PublicationFields
          status={values.status}
          publishAt={values.publishAt}
          onStatus={(v) => update('status', v)}
          onPublishAt={(v) => update('publishAt', v)}
          errors={errors}
          disabled={disabled}
        />
      </div>
      <FormActions
        pending={form.pending}
        submitLabel={editing ? 'Mettre à jour le tutoriel' : 'Ajouter le tutoriel'}
        submitDisabled={disabled || uploading}
        onCancel={close}
      >
        {tutorial && <PreviewLink type="tutoriel" id={tutorial.id} />}
      </FormActions>
      {tutorial && <RevisionHistory kind="tutorial" id={tutorial.id} onRestored={close} />}
    </FormCard>
  );
}

'use client';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { addTutorial, updateTutorial } from '@/lib/actions/tutorials';
import type { Category, Tutorial } from '@/lib/data/types';
import { MSG, TOAST } from '@/lib/validation/messages';
import { tutorialSchema } from '@/lib/validation/schemas';
import { formatTags, parseVideoId, slugify, videoThumbnailUrl } from '@/lib/validation/text';
import { SingleImageUpload } from './single-image-upload';
import { TagsField } from './tags-field';
import { Button, Field, FormCard, Spinner, inputClass } from './ui';
import { useAction, type FieldErrors } from './use-action';
import { discard } from './use-uploads';
import { firstError, validate } from './validate';

type Props = { tutorial: Tutorial | null; categories: Pick<Category, 'id' | 'name'>[]; onClose: () => void };

export function TutorialForm({ tutorial, categories, onClose }: Props) {
  const editing = tutorial !== null;
  const derived = tutorial?.videoId ? videoThumbnailUrl(tutorial.videoId) : null;
  const [values, setValues] = useState(() => ({
    title: tutorial?.title ?? '',
    slug: tutorial?.slug ?? '',
    description: tutorial?.description ?? '',
    duration: tutorial?.duration ?? '',
    video: tutorial?.videoId ?? '',
    // A thumbnail equal to the video's own image is kept « derived »: it follows a changed video.
    thumbnail: tutorial && tutorial.thumbnail !== derived ? tutorial.thumbnail : '',
    categoryId: tutorial?.categoryId ?? '',
    tags: formatTags(tutorial?.tags ?? []),
  }));
  const [slugTouched, setSlugTouched] = useState(editing);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const uploads = useRef<string[]>([]);
  const save = useAction();
  const disabled = save.pending;

  const videoId = parseVideoId(values.video);
  const update = (field: keyof typeof values, value: string) =>
    setValues((v) => ({ ...v, [field]: value, ...(field === 'title' && !slugTouched ? { slug: slugify(value, 160) } : {}) }));
  const on = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => update(field, e.target.value);

  const close = () => {
    discard(uploads.current);
    onClose();
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (uploading) return;
    const checked = validate(tutorialSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(checked.first, { duration: TOAST.error });
      return;
    }
    setErrors({});
    save.run(() => (tutorial ? updateTutorial({ ...values, id: tutorial.id }) : addTutorial(values)), {
      failure: editing ? MSG.tutorial.updateError : MSG.tutorial.addError,
      successDuration: TOAST.add,
      onSuccess: close,
      onError: (r) => setErrors(r.fieldErrors ?? {}),
    });
  };

  const videoHint = values.video.trim()
    ? videoId
      ? `Identifiant de la vidéo : ${videoId}`
      : MSG.invalidVideo
    : 'Collez l’adresse de la vidéo (youtube.com/watch?v=…, youtu.be/…, /embed/…, /shorts/…) ou son identifiant.';

  return (
    <FormCard title={editing ? 'Modifier le tutoriel' : 'Nouveau tutoriel'} onSubmit={submit} busy={save.pending}>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Titre" required error={firstError(errors, 'title')}>
          {(p) => <input {...p} autoFocus className={inputClass} value={values.title} onChange={on('title')} maxLength={200} disabled={disabled} />}
        </Field>
        <Field label="Slug" error={firstError(errors, 'slug')} hint="Adresse du tutoriel (/tutoriels/…). Généré à partir du titre ; modifiable.">
          {(p) => (
            <input
              {...p}
              className={inputClass}
              value={values.slug}
              maxLength={160}
              disabled={disabled}
              onChange={(e) => {
                setSlugTouched(true);
                update('slug', e.target.value);
              }}
            />
          )}
        </Field>
      </div>
      <Field label="Description" required error={firstError(errors, 'description')}>
        {(p) => <textarea {...p} rows={3} className={inputClass} value={values.description} onChange={on('description')} maxLength={5000} disabled={disabled} />}
      </Field>
      <div className="grid gap-4 md:grid-cols-3">
        <Field label="Vidéo (adresse ou identifiant)" error={firstError(errors, 'video')} hint={videoHint} className="md:col-span-2">
          {(p) => <input {...p} className={inputClass} value={values.video} onChange={on('video')} disabled={disabled} placeholder="https://www.youtube.com/watch?v=…" />}
        </Field>
        <Field label="Durée (mm:ss)" error={firstError(errors, 'duration')} hint="Par exemple 12:34">
          {(p) => <input {...p} className={inputClass} value={values.duration} onChange={on('duration')} maxLength={10} disabled={disabled} placeholder="12:34" />}
        </Field>
      </div>
      <SingleImageUpload
        label="Miniature"
        required
        bucket="blog-images"
        value={values.thumbnail}
        disabled={disabled}
        error={firstError(errors, 'thumbnail')}
        fallback={videoId ? { url: videoThumbnailUrl(videoId), note: 'Sans image téléchargée, la miniature de la vidéo est utilisée.' } : null}
        onUploadingChange={setUploading}
        onChange={(url, fresh) => {
          if (fresh) uploads.current.push(url);
          update('thumbnail', url);
        }}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Catégorie" error={firstError(errors, 'categoryId')}>
          {(p) => (
            <select {...p} className={inputClass} value={values.categoryId} onChange={on('categoryId')} disabled={disabled}>
              <option value="">Aucune catégorie</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TagsField value={values.tags} onChange={(v) => update('tags', v)} disabled={disabled} error={firstError(errors, 'tags')} />
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
        <Button type="submit" disabled={disabled || uploading}>
          {save.pending && <Spinner />}
          {editing ? 'Mettre à jour le tutoriel' : 'Ajouter le tutoriel'}
        </Button>
        <Button variant="secondary" onClick={close} disabled={disabled}>
          Annuler
        </Button>
      </div>
    </FormCard>
  );
}

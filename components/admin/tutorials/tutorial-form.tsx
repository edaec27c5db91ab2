'use client';
import { addTutorial, updateTutorial } from '@/lib/actions/tutorials';
import type { Category, Tutorial } from '@/lib/data/types';
import { MSG } from '@/lib/copy/messages';
import { tutorialSchema } from '@/lib/validation/schemas';
import { parseVideoId, videoThumbnailUrl } from '@/lib/validation/text';
import { BodyField, ImageField, TextAreaField, TextField } from '../entries/bound-fields';
import { EntryFormShell, useEntryForm } from '../entries/entry-form';
import { SeoFields } from '../entries/seo-fields';

type Props = { tutorial: Tutorial | null; categories: Pick<Category, 'id' | 'name'>[]; onClose: () => void };

/** A tutorial's own fields in the content form shell. */
export function TutorialForm({ tutorial, categories, onClose }: Props) {
  const derived = tutorial?.videoId ? videoThumbnailUrl(tutorial.videoId) : null;
  const form = useEntryForm({
    kind: 'tutorial',
    item: tutorial,
    onClose,
    // The form types a video's address (`video`); a thumbnail equal to the video's own image is kept
    // « derived »: it follows a changed video.
    extra: {
      video: tutorial?.videoId ?? '',
      thumbnail: tutorial && tutorial.thumbnail !== derived ? tutorial.thumbnail : '',
    },
  });
  const { values } = form;
  const videoId = parseVideoId(values.video ?? '');

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    form.save(tutorialSchema, addTutorial, updateTutorial, values);
  };

  const videoHint = values.video?.trim()
    ? videoId
      ? `Identifiant de la vidéo : ${videoId}`
      : MSG.invalidVideo
    : 'Collez l’adresse de la vidéo (youtube.com/watch?v=…, youtu.be/…, /embed/…, /shorts/…) ou son identifiant.';

  return (
    <EntryFormShell
      form={form}
      categories={categories}
      slugHint="Adresse du tutoriel (/tutoriels/…). Généré à partir du titre ; modifiable."
      onSubmit={submit}
    >
      <TextAreaField form={form} name="description" label="Description" required maxLength={5000} />
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          form={form}
          name="video"
          label="Vidéo (adresse ou identifiant)"
          hint={videoHint}
          className="md:col-span-2"
          placeholder="https://www.youtube.com/watch?v=…"
        />
        <TextField
          form={form}
          name="duration"
          label="Durée (mm:ss)"
          hint="Par exemple 12:34"
          maxLength={10}
          placeholder="12:34"
        />
      </div>
      <BodyField form={form} name="body" label="Contenu (étapes écrites)" />
      <ImageField
        form={form}
        name="thumbnail"
        label="Miniature"
        required
        fallback={
          videoId
            ? {
                url: videoThumbnailUrl(videoId),
                note: 'Sans image téléchargée, la miniature de la vidéo est utilisée.',
              }
            : null
        }
      />
      <SeoFields form={form} image={values.thumbnail || (videoId ? videoThumbnailUrl(videoId) : '')} />
    </EntryFormShell>
  );
}

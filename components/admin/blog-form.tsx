'use client';
import { useRef, useState } from 'react';
import { addBlogPost, updateBlogPost } from '@/lib/actions/blog';
import type { BlogPost, Category } from '@/lib/data/types';
import { MSG } from '@/lib/content/messages';
import { blogPostSchema } from '@/lib/validation/schemas';
import { formatTags } from '@/lib/validation/text';
import { CategoryField, FormActions, TitleSlugFields } from './form-fields';
import { formatDateTime, studioToday } from '@/lib/dates';
import { MarkdownEditor } from './markdown-editor';
import { PreviewLink } from './preview-link';
import { PublicationFields, publicationValues } from './publication-fields';
import { SingleImageUpload } from './single-image-upload';
import { TagsField } from './tags-field';
import { Field, FormCard, inputClass } from './ui';
import { useContentForm } from './use-content-form';
import { readAutosave, useAutosave } from './use-autosave';
import { discard } from './use-uploads';
import { checkForm, firstError } from './validate';
import { RevisionHistory } from './revision-history';

type Props = { post: BlogPost | null; categories: Pick<Category, 'id' | 'name'>[]; onClose: () => void };

export function BlogForm({ post, categories, onClose }: Props) {
  const editing = post !== null;
  const [initial] = useState(() => ({
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    imageUrl: post?.imageUrl ?? '',
    postDate: post?.postDate ?? studioToday(),
    author: post?.author ?? '',
    categoryId: post?.categoryId ?? '',
    tags: formatTags(post?.tags ?? []),
    ...publicationValues(post),
  }));
  // Unsaved work survives a closed tab; it is offered back when this article's form opens again.
  const autosaveKey = `article:${post?.id ?? 'nouveau'}`;
  const [start] = useState(() => readAutosave(autosaveKey, initial));
  const form = useContentForm(() => start.values, editing);
  const { values, update, on, errors } = form;
  const autosave = useAutosave(autosaveKey, initial, values, form.replace, start.restoredAt);
  const [uploading, setUploading] = useState(false);
  const uploads = useRef<string[]>([]);
  const disabled = form.pending;

  const close = () => {
    discard(uploads.current); // files this form uploaded and no saved row uses
    autosave.clear();
    onClose();
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (uploading || !checkForm(blogPostSchema, values, form.setErrors)) return;
    form.send(
      () => (post ? updateBlogPost({ ...values, id: post.id }) : addBlogPost(values)),
      editing ? MSG.post.updateError : MSG.post.addError,
      close,
    );
  };

  return (
    <FormCard title={editing ? 'Modifier l’article' : 'Nouvel article'} onSubmit={submit} busy={form.pending}>
      {autosave.restoredAt && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <span>Modifications non enregistrées du {formatDateTime(autosave.restoredAt)} restaurées.</span>
          <button type="button" className="font-semibold underline" onClick={autosave.discard}>
            Ignorer
          </button>
        </div>
      )}
      <TitleSlugFields
        title={values.title}
        slug={values.slug}
        onTitle={on('title')}
        onSlug={form.editSlug}
        slugHint="Adresse de l’article (/blog/…). Généré à partir du titre ; modifiable."
        errors={errors}
        disabled={disabled}
      />
      <Field
        label="Extrait"
        required
        error={firstError(errors, 'excerpt')}
        hint="Résumé affiché sur les cartes du blog."
      >
        {(p) => (
          <textarea
            {...p}
            rows={2}
            className={inputClass}
            value={values.excerpt}
            onChange={on('excerpt')}
            maxLength={1000}
            disabled={disabled}
          />
        )}
      </Field>
      <MarkdownEditor
        label="Contenu"
        value={values.content}
        onChange={(v) => update('content', v)}
        disabled={disabled}
        error={firstError(errors, 'content')}
      />
      <SingleImageUpload
        label="Image"
        required
        bucket="blog-images"
        value={values.imageUrl}
        disabled={disabled}
        error={firstError(errors, 'imageUrl')}
        onUploadingChange={setUploading}
        onChange={(url, fresh) => {
          if (fresh) uploads.current.push(url);
          update('imageUrl', url);
        }}
      />
      <div className="grid gap-4 md:grid-cols-3">
        {values.status !== 'scheduled' && (
          <Field
            label="Date affichée sur l’article"
            error={firstError(errors, 'postDate')}
            hint="Aujourd’hui par défaut. Elle ne décide pas de la mise en ligne."
          >
            {(p) => (
              <input
                {...p}
                type="date"
                className={inputClass}
                value={values.postDate}
                onChange={on('postDate')}
                disabled={disabled}
              />
            )}
          </Field>
        )}
        <Field label="Auteur" error={firstError(errors, 'author')}>
          {(p) => (
            <input
              {...p}
              className={inputClass}
              value={values.author}
              onChange={on('author')}
              maxLength={120}
              disabled={disabled}
            />
          )}
        </Field>
        <CategoryField
          categories={categories}
          value={values.categoryId}
          onChange={on('categoryId')}
          error={firstError(errors, 'categoryId')}
          disabled={disabled}
        />
      </div>
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
      <FormActions
        pending={form.pending}
        submitLabel={editing ? 'Mettre à jour l’article' : 'Ajouter l’article'}
        submitDisabled={disabled || uploading}
        onCancel={close}
      >
        {post && <PreviewLink type="article" id={post.id} />}
      </FormActions>
      {post && <RevisionHistory kind="post" id={post.id} onRestored={close} />}
    </FormCard>
  );
}

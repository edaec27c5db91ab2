'use client';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { addBlogPost, updateBlogPost } from '@/lib/actions/blog';
import type { BlogPost, Category } from '@/lib/data/types';
import { MSG, TOAST } from '@/lib/validation/messages';
import { blogPostSchema } from '@/lib/validation/schemas';
import { formatTags, slugify, todayIso } from '@/lib/validation/text';
import { MarkdownEditor } from './markdown-editor';
import { SingleImageUpload } from './single-image-upload';
import { TagsField } from './tags-field';
import { Button, Field, FormCard, Spinner, inputClass } from './ui';
import { useAction, type FieldErrors } from './use-action';
import { discard } from './use-uploads';
import { firstError, validate } from './validate';

type Props = { post: BlogPost | null; categories: Pick<Category, 'id' | 'name'>[]; onClose: () => void };

export function BlogForm({ post, categories, onClose }: Props) {
  const editing = post !== null;
  const [values, setValues] = useState(() => ({
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    imageUrl: post?.imageUrl ?? '',
    postDate: post?.postDate ?? todayIso(),
    author: post?.author ?? '',
    categoryId: post?.categoryId ?? '',
    tags: formatTags(post?.tags ?? []),
  }));
  const [slugTouched, setSlugTouched] = useState(editing);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const uploads = useRef<string[]>([]);
  const save = useAction();
  const disabled = save.pending;

  const update = (field: keyof typeof values, value: string) =>
    setValues((v) => ({ ...v, [field]: value, ...(field === 'title' && !slugTouched ? { slug: slugify(value, 160) } : {}) }));
  const on = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => update(field, e.target.value);

  const close = () => {
    discard(uploads.current); // files this form uploaded and no saved row uses
    onClose();
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (uploading) return;
    const checked = validate(blogPostSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(checked.first, { duration: TOAST.error });
      return;
    }
    setErrors({});
    save.run(() => (post ? updateBlogPost({ ...values, id: post.id }) : addBlogPost(values)), {
      failure: editing ? MSG.post.updateError : MSG.post.addError,
      successDuration: TOAST.add,
      onSuccess: close,
      onError: (r) => setErrors(r.fieldErrors ?? {}),
    });
  };

  return (
    <FormCard title={editing ? 'Modifier l’article' : 'Nouvel article'} onSubmit={submit} busy={save.pending}>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Titre" required error={firstError(errors, 'title')}>
          {(p) => <input {...p} autoFocus className={inputClass} value={values.title} onChange={on('title')} maxLength={200} disabled={disabled} />}
        </Field>
        <Field label="Slug" error={firstError(errors, 'slug')} hint="Adresse de l’article (/blog/…). Généré à partir du titre ; modifiable.">
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
      <Field label="Extrait" required error={firstError(errors, 'excerpt')} hint="Résumé affiché sur les cartes du blog.">
        {(p) => <textarea {...p} rows={2} className={inputClass} value={values.excerpt} onChange={on('excerpt')} maxLength={1000} disabled={disabled} />}
      </Field>
      <MarkdownEditor label="Contenu" value={values.content} onChange={(v) => update('content', v)} disabled={disabled} error={firstError(errors, 'content')} />
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
        <Field label="Date de publication" error={firstError(errors, 'postDate')} hint="Aujourd’hui par défaut.">
          {(p) => <input {...p} type="date" className={inputClass} value={values.postDate} onChange={on('postDate')} disabled={disabled} />}
        </Field>
        <Field label="Auteur" error={firstError(errors, 'author')}>
          {(p) => <input {...p} className={inputClass} value={values.author} onChange={on('author')} maxLength={120} disabled={disabled} />}
        </Field>
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
      </div>
      <TagsField value={values.tags} onChange={(v) => update('tags', v)} disabled={disabled} error={firstError(errors, 'tags')} />
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
        <Button type="submit" disabled={disabled || uploading}>
          {save.pending && <Spinner />}
          {editing ? 'Mettre à jour l’article' : 'Ajouter l’article'}
        </Button>
        <Button variant="secondary" onClick={close} disabled={disabled}>
          Annuler
        </Button>
      </div>
    </FormCard>
  );
}

'use client';
import { addBlogPost, updateBlogPost } from '@/lib/actions/blog';
import type { BlogPost, Category } from '@/lib/data/types';
import { MSG } from '@/lib/content/messages';
import { studioToday } from '@/lib/dates';
import { blogPostSchema } from '@/lib/validation/schemas';
import { ContentFormShell, TextAreaField, TextField, useContentForm } from './content-form';
import { MarkdownEditor } from './markdown-editor';
import { SingleImageUpload } from './single-image-upload';
import { checkForm } from './validate';

type Props = { post: BlogPost | null; categories: Pick<Category, 'id' | 'name'>[]; onClose: () => void };

/** An article's own fields in the content form shell. */
export function BlogForm({ post, categories, onClose }: Props) {
  // A new article is dated today by default.
  const form = useContentForm({
    kind: 'post',
    item: post,
    onClose,
    extra: { postDate: post?.postDate ?? studioToday() },
  });
  const { values, update } = form;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (form.uploading || !checkForm(blogPostSchema, values, form.setErrors)) return;
    form.send(
      () => (post ? updateBlogPost({ ...values, id: post.id }) : addBlogPost(values)),
      post ? MSG.post.updateError : MSG.post.addError,
    );
  };

  return (
    <ContentFormShell
      form={form}
      categories={categories}
      slugHint="Adresse de l’article (/blog/…). Généré à partir du titre ; modifiable."
      onSubmit={submit}
    >
      <TextAreaField
        form={form}
        name="excerpt"
        label="Extrait"
        required
        rows={2}
        maxLength={1000}
        hint="Résumé affiché sur les cartes du blog."
      />
      <MarkdownEditor
        label="Contenu"
        value={values.content}
        onChange={(v) => update('content', v)}
        disabled={form.disabled}
        error={form.bind('content').error}
      />
      <SingleImageUpload
        label="Image"
        required
        bucket="blog-images"
        value={values.imageUrl}
        disabled={form.disabled}
        error={form.bind('imageUrl').error}
        onUploadingChange={form.setUploading}
        onChange={(url, fresh) => {
          if (fresh) form.uploaded(url);
          update('imageUrl', url);
        }}
      />
      <TextField
        form={form}
        name="imageAlt"
        label="Texte alternatif de l’image"
        maxLength={300}
        hint="Ce que montre l’image, pour les lecteurs d’écran. Vide : le titre de l’article."
      />
      <div className="grid gap-4 md:grid-cols-2">
        {values.status !== 'scheduled' && (
          <TextField
            form={form}
            name="postDate"
            label="Date affichée sur l’article"
            type="date"
            hint="Aujourd’hui par défaut. Elle ne décide pas de la mise en ligne."
          />
        )}
        <TextField form={form} name="author" label="Auteur" maxLength={120} />
      </div>
    </ContentFormShell>
  );
}

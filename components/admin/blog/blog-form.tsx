'use client';
import { addBlogPost, updateBlogPost } from '@/lib/actions/blog';
import type { BlogPost, Category } from '@/lib/data/types';
import { studioToday } from '@/lib/dates';
import { blogPostSchema } from '@/lib/validation/schemas';
import { BodyField, ImageField, TextAreaField, TextField } from '../entries/bound-fields';
import { EntryFormShell, useEntryForm } from '../entries/entry-form';
import { SeoFields } from '../entries/seo-fields';

type Props = { post: BlogPost | null; categories: Pick<Category, 'id' | 'name'>[]; onClose: () => void };

/** An article's own fields in the content form shell. */
export function BlogForm({ post, categories, onClose }: Props) {
  // A new article is dated today by default.
  const form = useEntryForm({
    kind: 'post',
    item: post,
    onClose,
    extra: { postDate: post?.postDate ?? studioToday() },
  });
  const { values } = form;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    form.save(blogPostSchema, addBlogPost, updateBlogPost, values);
  };

  return (
    <EntryFormShell
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
      <BodyField form={form} name="content" label="Contenu" />
      <ImageField form={form} name="imageUrl" label="Image" required />
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
      <SeoFields form={form} image={values.imageUrl} />
    </EntryFormShell>
  );
}

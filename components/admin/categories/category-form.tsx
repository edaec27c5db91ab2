'use client';
import { useState } from 'react';
import { addCategory, updateCategory } from '@/lib/actions/categories';
import type { Category } from '@/lib/data/types';
import { MSG, TOAST } from '@/lib/copy/messages';
import { categorySchema } from '@/lib/validation/schemas';
import { slugify } from '@/lib/validation/text';
import { FormActions } from '../ui/form-fields';
import { FormCard, InputField } from '../ui/controls';
import { useAction, type FieldErrors } from '../hooks/use-action';
import { checkForm, firstError } from '../hooks/validate';

export function CategoryForm({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const [values, setValues] = useState(() => ({ name: category?.name ?? '', slug: category?.slug ?? '' }));
  const [slugTouched, setSlugTouched] = useState(category !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useAction();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!checkForm(categorySchema, values, setErrors)) return;
    save.run(() => (category ? updateCategory({ ...values, id: category.id }) : addCategory(values)), {
      failure: category ? MSG.category.updateError : MSG.category.addError,
      successDuration: category ? TOAST.success : TOAST.add,
      onSuccess: onClose,
      onError: (r) => setErrors(r.fieldErrors ?? {}),
    });
  };

  return (
    <FormCard title={category ? 'Modifier la catégorie' : 'Nouvelle catégorie'} onSubmit={submit} busy={save.pending}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Nom"
          required
          error={firstError(errors, 'name')}
          autoFocus
          value={values.name}
          maxLength={120}
          disabled={save.pending}
          onChange={(e) => {
            const name = e.target.value;
            setValues((v) => ({ name, slug: slugTouched ? v.slug : slugify(name) }));
          }}
        />
        <InputField
          label="Slug"
          required
          error={firstError(errors, 'slug')}
          hint="Généré à partir du nom ; modifiable (lettres minuscules, chiffres et tirets)."
          value={values.slug}
          maxLength={120}
          disabled={save.pending}
          onChange={(e) => {
            setSlugTouched(true);
            setValues((v) => ({ ...v, slug: e.target.value }));
          }}
        />
      </div>
      <FormActions
        className="flex gap-3"
        pending={save.pending}
        submitLabel={category ? 'Mettre à jour' : 'Ajouter'}
        onCancel={onClose}
      />
    </FormCard>
  );
}

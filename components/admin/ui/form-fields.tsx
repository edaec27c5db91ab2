'use client';
// Blocks shared by the admin forms: title + slug and category (content forms), the submit/cancel row.
import type { ChangeEvent, ReactNode } from 'react';
import type { Category } from '@/lib/data/types';
import { Button, InputField, SelectField, Spinner } from './controls';
import type { FieldErrors } from '../hooks/use-action';
import { firstError } from '../hooks/validate';

type Props = {
  title: string;
  slug: string;
  onTitle: (e: ChangeEvent<HTMLInputElement>) => void;
  onSlug: (value: string) => void;
  /** Where the slug shows up, e.g. « Adresse de l’article (/blog/…). … ». */
  slugHint: string;
  errors: FieldErrors;
  disabled: boolean;
};

/** « Titre » (focused first) and « Slug » side by side. */
export function TitleSlugFields({ title, slug, onTitle, onSlug, slugHint, errors, disabled }: Props) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InputField
        label="Titre"
        required
        error={firstError(errors, 'title')}
        autoFocus
        value={title}
        onChange={onTitle}
        maxLength={200}
        disabled={disabled}
      />
      <InputField
        label="Slug"
        error={firstError(errors, 'slug')}
        hint={slugHint}
        value={slug}
        maxLength={160}
        disabled={disabled}
        onChange={(e) => onSlug(e.target.value)}
      />
    </div>
  );
}

/** « Catégorie » select, « Aucune catégorie » first. */
export function CategoryField({
  categories,
  ...select
}: {
  categories: Pick<Category, 'id' | 'name'>[];
  value: string;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  error?: string;
  disabled: boolean;
}) {
  return (
    <SelectField
      label="Catégorie"
      options={[{ value: '', label: 'Aucune catégorie' }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
      {...select}
    />
  );
}

/** Submit (with a spinner while saving) and « Annuler »; `children` follow them. */
export function FormActions({
  pending,
  submitLabel,
  submitDisabled = pending,
  submitVariant = 'primary',
  first,
  onCancel,
  className = 'flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5',
  children,
}: {
  pending: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  submitVariant?: 'primary' | 'secondary';
  /** Before the submit button (e.g. « Publier » on a draft). */
  first?: ReactNode;
  onCancel: () => void;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      {first}
      <Button type="submit" variant={submitVariant} disabled={submitDisabled}>
        {pending && <Spinner />}
        {submitLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Annuler
      </Button>
      {children}
    </div>
  );
}

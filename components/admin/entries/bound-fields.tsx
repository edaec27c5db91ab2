'use client';
// The fields of a content form bound by name to its state (./entry-form.tsx holds the state and the shell): a
// line, a paragraph, the single image, the Markdown body. Each kind's form lays out the ones its kind has.
import type { ChangeEvent, ComponentProps } from 'react';
import type { EntryKind } from '@/lib/kinds';
import type { Publication } from '@/lib/data/types';
import { InputField, TextAreaField as TextArea } from '../ui/controls';
import type { FieldErrors } from '../hooks/use-action';
import { MarkdownEditor } from './markdown-editor';
import { SingleImageUpload } from './single-image-upload';

export type Item = (Publication & { id: string }) | null;

export type Binding = {
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  disabled: boolean;
  error: string | undefined;
};

/** What the shell and the bound fields use of any kind's form (`name`s are that kind's fields). */
export interface EntryForm {
  kind: EntryKind;
  item: Item;
  editing: boolean;
  values: { title: string; slug: string; status: string; publishAt: string; tags?: string };
  update(field: string, value: string): void;
  bind(name: string): Binding;
  editSlug(value: string): void;
  publish(): void;
  review(): void;
  errors: FieldErrors;
  pending: boolean;
  disabled: boolean;
  uploading: boolean;
  setUploading(uploading: boolean): void;
  uploaded(url: string): void;
  autosave: { restoredAt: string | null; discard: () => void };
  close(): void;
}

type Bound = { form: EntryForm; name: string };

/** A one-line text field bound to the value `name` (label, hint and input attributes as InputField's). */
export function TextField({ form, name, ...field }: Bound & Omit<ComponentProps<typeof InputField>, 'form' | 'name'>) {
  return <InputField {...form.bind(name)} {...field} />;
}

/** A multi-line text field bound to the value `name`. */
export function TextAreaField({
  form,
  name,
  ...field
}: Bound & Omit<ComponentProps<typeof TextArea>, 'form' | 'name'>) {
  return <TextArea {...form.bind(name)} {...field} />;
}

/** The single image of an article or a tutorial, bound to the value `name`; a new upload is tracked. */
export function ImageField({
  form,
  name,
  ...upload
}: Bound & Pick<ComponentProps<typeof SingleImageUpload>, 'label' | 'required' | 'fallback'>) {
  const { value, disabled, error } = form.bind(name);
  return (
    <SingleImageUpload
      {...upload}
      bucket="blog-images"
      value={value}
      disabled={disabled}
      error={error}
      onUploadingChange={form.setUploading}
      onChange={(url, fresh) => {
        if (fresh) form.uploaded(url);
        form.update(name, url);
      }}
    />
  );
}

/** The Markdown body of an article or a tutorial, bound to the value `name`; its uploads are tracked. */
export function BodyField({ form, name, label }: Bound & { label: string }) {
  const { value, onChange, disabled, error } = form.bind(name);
  return (
    <MarkdownEditor
      label={label}
      value={value}
      onChange={(v) => onChange({ target: { value: v } } as ChangeEvent<HTMLTextAreaElement>)}
      disabled={disabled}
      error={error}
      onUploaded={form.uploaded}
      onUploadingChange={form.setUploading}
    />
  );
}

'use client';
// The shell of the three content forms (articles, tutorials, projects): the values with their field
// errors, the slug that follows the title, autosave, the files uploaded meanwhile, title and slug,
// category and tags, publication, save and discard, the preview link and the history. Each form only
// lays out the fields its kind has, bound by name.
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { ActionResult } from '@/lib/actions/admin-action';
import { KINDS, formValues, type EntryKind, type FieldKey } from '@/lib/kinds';
import { MSG, TOAST } from '@/lib/copy/messages';
import type { Category, PublicationStatus } from '@/lib/data/types';
import { slugify } from '@/lib/validation/text';
import { CategoryField, FormActions, TitleSlugFields } from '../ui/form-fields';
import type { Binding, EntryForm, Item } from './bound-fields';
import { PreviewLink } from './preview-link';
import { PublicationFields, publicationValues } from './publication-fields';
import { ReviewPanel } from './review-panel';
import { useCan } from '../shell/role';
import { RevisionHistory } from './revision-history';
import { TagsField } from './tags-field';
import { Button, FormCard } from '../ui/controls';
import { useAction, type FieldErrors } from '../hooks/use-action';
import { readAutosave, useAutosave, useAutosaveKey } from '../hooks/use-autosave';
import { KeptDraftNotice } from '../ui/kept-draft-notice';
import { discard } from '../hooks/use-uploads';
import { checkForm, firstError } from '../hooks/validate';
import type { z } from '@/lib/validation/zod';

/**
 * A content form's state. The values start from the item's fields (lib/kinds.ts) and its
 * publication, plus `extra` (what only this form types, e.g. a project's rank); an unsaved version kept
 * by autosave is offered back. `pendingFiles` names files uploaded by the form outside its values (a
 * gallery), deleted with the rest when the form is cancelled.
 */
export function useEntryForm<K extends EntryKind, E extends string = never>({
  kind,
  item,
  extra,
  onClose,
  pendingFiles = () => [],
}: {
  kind: K;
  item: Item;
  extra?: Record<E, string>;
  onClose: () => void;
  pendingFiles?: () => (string | null)[];
}) {
  type V = Record<FieldKey<K> | E, string> & { status: PublicationStatus; publishAt: string };
  const editing = item !== null;
  const [initial] = useState(
    () => ({ ...formValues(kind, item as Record<string, unknown> | null), ...extra, ...publicationValues(item) }) as V,
  );
  // Unsaved work survives a closed tab; it is offered back when this item's form opens again.
  const autosaveKey = `${KINDS[kind].autosave}:${item?.id ?? 'nouveau'}`;
  const storageKey = useAutosaveKey(autosaveKey);
  const [start] = useState(() => readAutosave(storageKey, initial));
  const [values, setValues] = useState(start.values);
  const [slugTouched, setSlugTouched] = useState(editing);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const uploads = useRef<string[]>([]);
  // « Publier » sends the form once as published, « Proposer à la relecture » once as a draft to review; the
  // status field keeps its value if the save fails.
  const next = useRef<'publish' | 'review' | null>(null);
  const save = useAction();
  const autosave = useAutosave(autosaveKey, initial, values, setValues, start.restoredAt);

  const update = (field: keyof V & string, value: string) =>
    setValues(
      (v) =>
        ({
          ...v,
          [field]: value,
          ...(field === 'title' && !slugTouched ? { slug: slugify(value, 160) } : {}),
        }) as V,
    );

  /** The values a submit sends: published once after « Publier », to review after its button, else as they are. */
  const outgoing = <I extends object>(values: I): I => {
    const step = next.current;
    next.current = null;
    if (step === 'publish') return { ...values, status: 'published', publishAt: '' };
    return step === 'review' ? { ...values, status: 'draft', publishAt: '', review: true } : values;
  };

  const close = () => {
    discard([...uploads.current, ...pendingFiles()]); // files this form uploaded and no saved row uses
    autosave.clear();
    onClose();
  };
  const send = <T,>(call: () => Promise<ActionResult<T>>, failure: string) =>
    save.run(call, {
      failure,
      successDuration: TOAST.add,
      onSuccess: close,
      onError: (r) => setErrors(r.fieldErrors ?? {}),
    });

  return {
    kind,
    item,
    editing,
    values,
    update,
    errors,
    setErrors,
    pending: save.pending,
    disabled: save.pending,
    autosave,
    uploading,
    setUploading,
    /** A file this form just uploaded (deleted again if the form is cancelled and no row uses it). */
    uploaded: (url: string) => uploads.current.push(url),
    close,
    editSlug: (value: string) => {
      setSlugTouched(true);
      update('slug', value);
    },
    /** The value, change handler, state and error of the field `name`. */
    bind: (name: keyof V & string): Binding => ({
      value: (values[name] as string | undefined) ?? '',
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        update(name, e.target.value),
      disabled: save.pending,
      error: firstError(errors, name),
    }),
    /** Saves; the form closes on success, field errors are shown on failure. */
    send,
    /**
     * Checks `input` with the kind's schema (the French errors beside the fields, nothing sent), then
     * adds or updates the item; nothing happens while a file uploads.
     */
    /** The next save publishes (the « Publier » button of a draft). */
    publish: () => {
      next.current = 'publish';
    },
    /** The next save sends the draft for review (an author's « Proposer à la relecture »). */
    review: () => {
      next.current = 'review';
    },
    outgoing,
    save: <I extends object>(
      schema: z.ZodType,
      add: (input: I) => Promise<ActionResult<unknown>>,
      update: (input: I & { id: string }) => Promise<ActionResult<unknown>>,
      values: I,
    ) => {
      const input = outgoing(values);
      if (uploading || !checkForm(schema, input, setErrors)) return;
      send(() => (item ? update({ ...input, id: item.id }) : add(input)), MSG[kind][item ? 'updateError' : 'addError']);
    },
  };
}

/**
 * The form around a kind's own fields: title and slug first, then `children`, then category (and tags
 * when the kind has them), publication, save and discard, preview and history.
 */
export function EntryFormShell({
  form,
  categories,
  slugHint,
  onSubmit,
  submitDisabled,
  actions,
  children,
}: {
  form: EntryForm;
  categories: Pick<Category, 'id' | 'name'>[];
  /** Where the slug shows up, e.g. « Adresse de l’article (/blog/…). … ». */
  slugHint: string;
  onSubmit: (e: React.FormEvent) => void;
  /** Save is also disabled while a file uploads. */
  submitDisabled?: boolean;
  /** After « Prévisualiser » (e.g. a note while a gallery uploads). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const spec = KINDS[form.kind];
  const { values, update, errors, disabled, item, autosave } = form;
  const hasTags = spec.fields.some((f) => f.key === 'tags');
  const mayPublish = useCan('publish');
  return (
    <FormCard title={form.editing ? spec.editTitle : spec.newTitle} onSubmit={onSubmit} busy={form.pending}>
      <KeptDraftNotice restoredAt={autosave.restoredAt} onDiscard={autosave.discard} />
      <TitleSlugFields
        title={values.title}
        slug={values.slug}
        onTitle={(e) => update('title', e.target.value)}
        onSlug={form.editSlug}
        slugHint={slugHint}
        errors={errors}
        disabled={disabled}
      />
      {children}
      <div className="grid gap-4 md:grid-cols-2">
        <CategoryField categories={categories} {...form.bind('categoryId')} />
        {hasTags && (
          <TagsField
            value={values.tags ?? ''}
            onChange={(v) => update('tags', v)}
            disabled={disabled}
            error={firstError(errors, 'tags')}
          />
        )}
      </div>
      <ReviewPanel kind={form.kind} item={item} />
      {mayPublish ? (
        <PublicationFields
          status={values.status}
          publishAt={values.publishAt}
          onStatus={(v) => update('status', v)}
          onPublishAt={(v) => update('publishAt', v)}
          errors={errors}
          disabled={disabled}
        />
      ) : (
        <p className="text-sm text-slate-600">
          Vos textes restent des brouillons : un éditeur les publie après relecture.
        </p>
      )}
      <FormActions
        pending={form.pending}
        submitLabel={form.editing ? `Mettre à jour ${spec.the}` : `Ajouter ${spec.the}`}
        submitVariant={values.status === 'draft' ? 'secondary' : 'primary'}
        submitDisabled={disabled || form.uploading || submitDisabled}
        onCancel={form.close}
        first={
          values.status === 'draft' && (
            <Button
              disabled={disabled || form.uploading || submitDisabled}
              onClick={(e) => {
                // Publishing (or, for an author, proposing) is its own deliberate step: this one save does it.
                if (mayPublish) form.publish();
                else form.review();
                e.currentTarget.form?.requestSubmit();
              }}
            >
              {mayPublish ? 'Publier' : 'Proposer à la relecture'}
            </Button>
          )
        }
      >
        {item && <PreviewLink type={spec.preview} id={item.id} />}
        {actions}
      </FormActions>
      {item && <RevisionHistory kind={form.kind} id={item.id} onRestored={form.close} />}
    </FormCard>
  );
}

'use client';
import { useState, type ChangeEvent } from 'react';
import type { ActionResult } from '@/lib/actions/admin-action';
import { TOAST } from '@/lib/content/messages';
import { slugify } from '@/lib/validation/text';
import { useAction, type FieldErrors } from './use-action';

type Change = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * State of a content form with a title and a slug (projects, posts, tutorials): the slug follows the
 * title until it is edited by hand (from the start when editing), and the server's field errors come
 * back next to the fields.
 */
export function useContentForm<V extends { title: string; slug: string }>(initial: () => V, editing: boolean) {
  const [values, setValues] = useState(initial);
  const [slugTouched, setSlugTouched] = useState(editing);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useAction();

  const update = (field: keyof V, value: string) =>
    setValues((v) => ({
      ...v,
      [field]: value,
      ...(field === 'title' && !slugTouched ? { slug: slugify(value, 160) } : {}),
    }));

  return {
    values,
    update,
    /** Replaces every value at once (autosave restore). */
    replace: setValues,
    /** onChange handler of a plain input, textarea or select. */
    on: (field: keyof V) => (e: Change) => update(field, e.target.value),
    editSlug: (value: string) => {
      setSlugTouched(true);
      update('slug', value);
    },
    errors,
    setErrors,
    pending: save.pending,
    /** Saves; `onSaved` runs on success, field errors are shown on failure. */
    send: <T>(call: () => Promise<ActionResult<T>>, failure: string, onSaved: () => void) =>
      save.run(call, {
        failure,
        successDuration: TOAST.add,
        onSuccess: onSaved,
        onError: (r) => setErrors(r.fieldErrors ?? {}),
      }),
  };
}

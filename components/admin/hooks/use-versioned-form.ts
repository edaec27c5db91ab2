'use client';
// The form of a versioned document (« Tarifs », « Réglages », « Textes du site », « Témoignages »): its values,
// the French messages beside each field (checked here with the action's own rules, then the server's by
// field path), nothing sent while one shows, and the page refreshed after a save so the history lists the
// new version.
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { ActionResult } from '@/lib/actions/admin-action';
import { useAction } from './use-action';
import { firstMessages } from './validate';

export type FieldMessages = Record<string, string>;

export function useVersionedForm<V>(document: {
  initial: V | (() => V);
  /** The messages by field path ('' for the form as a whole); none when the values may be sent. */
  check: (values: V) => FieldMessages;
  save: (values: V) => Promise<ActionResult<unknown>>;
  failure: string;
  onSaved?: () => void;
}) {
  const router = useRouter();
  const action = useAction();
  const [values, setValues] = useState<V>(document.initial);
  const [errors, setErrors] = useState<FieldMessages>({});

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const checked = document.check(values);
    setErrors(checked);
    if (Object.keys(checked).length > 0) return;
    action.run(() => document.save(values), {
      failure: document.failure,
      onSuccess: () => {
        document.onSaved?.();
        router.refresh();
      },
      onError: (result) => setErrors(firstMessages(result.fieldErrors)),
    });
  };

  return { values, setValues, errors, setErrors, pending: action.pending, submit };
}

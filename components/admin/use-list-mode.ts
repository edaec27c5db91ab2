'use client';
import { useState } from 'react';

/** What an admin list shows: the list alone, the add form, or the edit form of one item. */
export type ListMode<T> = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; item: T };

/**
 * List/add/edit state of an admin list screen. Each opening bumps `formKey`, so the form is
 * remounted with fresh values.
 */
export function useListMode<T>() {
  const [mode, setMode] = useState<ListMode<T>>({ kind: 'list' });
  const [formKey, setFormKey] = useState(0);

  const open = (next: ListMode<T>) => {
    setFormKey((k) => k + 1);
    setMode(next);
  };

  return {
    formKey,
    formOpen: mode.kind !== 'list',
    /** The item being edited, or null (list or add). */
    editing: mode.kind === 'edit' ? mode.item : null,
    openAdd: () => open({ kind: 'add' }),
    openEdit: (item: T) => open({ kind: 'edit', item }),
    close: () => setMode({ kind: 'list' }),
  };
}

'use client';
import { useEffect, useRef, useState } from 'react';

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

/**
 * Opens the form named in the address, once: `?modifier=<id>` edits that item, `?nouveau` opens the add
 * form (links from the dashboard and the journal). The parameter is then taken out of the address, so a
 * reload shows the list.
 */
export function useOpenFromUrl<T extends { id: string }>(items: T[], open: (item: T) => void, openAdd?: () => void) {
  const first = useRef({ items, open, openAdd });
  useEffect(() => {
    const url = new URL(window.location.href);
    const id = url.searchParams.get('modifier');
    const add = url.searchParams.has('nouveau');
    if (!id && !add) return;
    url.searchParams.delete('modifier');
    url.searchParams.delete('nouveau');
    window.history.replaceState(window.history.state, '', url);
    const item = id ? first.current.items.find((i) => i.id === id) : undefined;
    if (item) first.current.open(item);
    else if (add) first.current.openAdd?.();
  }, []);
}

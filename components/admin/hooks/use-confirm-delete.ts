'use client';
import { useState } from 'react';
import type { ActionResult } from '@/lib/actions/admin-action';
import { useAction } from './use-action';

/**
 * The « Supprimer » confirmation of a list: `ask(row)` opens the dialog, confirming runs the delete
 * action, and the dialog closes whatever the outcome. Spread `dialog` into <ConfirmDialog>.
 */
export function useConfirmDelete<T extends { id: string }>(
  action: (input: { id: string }) => Promise<ActionResult>,
  failure: string,
) {
  const [target, setTarget] = useState<T | null>(null);
  const remove = useAction();
  const cancel = () => setTarget(null);

  return {
    target,
    pending: remove.pending,
    ask: (row: T) => setTarget(row),
    dialog: {
      open: target !== null,
      busy: remove.pending,
      onCancel: cancel,
      onConfirm: () => {
        if (!target) return;
        remove.run(() => action({ id: target.id }), { failure, onSuccess: cancel, onError: cancel });
      },
    },
  };
}

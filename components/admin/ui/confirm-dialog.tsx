'use client';
import { useEffect, useId, useRef } from 'react';
import { Button, Spinner } from './controls';
import { DialogFrame } from './dialog-frame';

type Props = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A confirmation in the one dialog shell (./dialog-frame.tsx, as an alert dialog): Escape and the backdrop
 * cancel (not while the action runs), « Annuler » gets the initial focus.
 */
export function ConfirmDialog({ open, title, message, confirmLabel = 'Supprimer', busy, onConfirm, onCancel }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  useEffect(() => {
    if (open) cancelRef.current?.focus();
  }, [open]);
  return (
    <DialogFrame open={open} title={title} onClose={onCancel} alert={{ describedBy: messageId }} busy={busy}>
      <p id={messageId} className="text-sm text-slate-600">
        {message}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
          Annuler
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy && <Spinner />}
          {confirmLabel}
        </Button>
      </div>
    </DialogFrame>
  );
}

'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { useDialog } from '@/components/ui/dialog';
import { Button, Spinner } from './controls';

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
 * Modal confirmation on the native <dialog>: focus moves into it and returns afterwards, Escape and
 * the backdrop cancel (not while the action runs), Tab stays inside, the page behind is inert and does
 * not scroll (components/ui/dialog.ts). « Annuler » gets the initial focus.
 */
export function ConfirmDialog({ open, title, message, confirmLabel = 'Supprimer', busy, onConfirm, onCancel }: Props) {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  useDialog(dialog, { open, onClose: onCancel, paused: () => !!busy });

  useEffect(() => {
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, dialog]);

  return (
    <dialog
      ref={setDialog}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      role="alertdialog"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
      onClick={(e) => {
        if (e.target === dialog && !busy) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p id={messageId} className="mt-2 text-sm text-slate-600">
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
      </div>
    </dialog>
  );
}

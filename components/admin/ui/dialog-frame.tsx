'use client';
import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialog } from '@/components/ui/dialog';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Wide: the media picker's grid; narrow: a short form. */
  wide?: boolean;
  /** A confirmation (ConfirmDialog): an alert dialog described by its message, closed only by its buttons' choice. */
  alert?: { describedBy: string };
  /** While an action runs, Escape and the backdrop do not close it. */
  busy?: boolean;
  children: ReactNode;
};

const noSubscription = () => () => {};

/**
 * The one modal shell of the back office, on the native <dialog>: focus moves in and back to the opener,
 * Escape and the backdrop close (not while `busy`), Tab stays inside, the page behind is inert and does not
 * scroll (components/ui/dialog.ts). The title, then `children`; a form's dialog has « Fermer », a confirmation
 * (`alert`) only its own buttons. On a phone it takes the whole width. It is rendered into <body> (after
 * hydration), so a form inside it is never nested in the page's form: Enter in its fields submits it alone.
 */
export function DialogFrame({ open, title, onClose, wide, alert, busy, children }: Props) {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const titleId = useId();
  useDialog(dialog, { open, onClose, paused: () => !!busy });
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  useEffect(() => {
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open, dialog]);

  if (!mounted) return null;
  return createPortal(
    <dialog
      ref={setDialog}
      aria-labelledby={titleId}
      aria-describedby={alert?.describedBy}
      role={alert ? 'alertdialog' : undefined}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
      onClick={(e) => {
        if (e.target === dialog && !busy) onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] ${wide ? 'w-[min(56rem,calc(100vw-1rem))]' : alert ? 'w-[min(28rem,calc(100vw-2rem))]' : 'w-[min(30rem,calc(100vw-1rem))]'} overflow-y-auto rounded-xl border border-slate-200 bg-white p-0 shadow-xl backdrop:bg-slate-900/50`}
    >
      {open && (
        <div className="p-4 sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {!alert && (
              <button
                type="button"
                onClick={onClose}
                aria-label="Fermer"
                className="-mt-1 -mr-1 inline-flex h-9 w-9 items-center justify-center rounded-lg text-xl text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              >
                ×
              </button>
            )}
          </div>
          <div className={alert ? 'mt-2' : 'mt-4'}>{children}</div>
        </div>
      )}
    </dialog>,
    document.body,
  );
}

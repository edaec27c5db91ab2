'use client';
// Generic accessible modal on the native <dialog> (showModal): the page behind is inert, Escape asks to
// close, Tab stays inside and the page does not scroll (./dialog.ts), focus returns to the opener.
// Max 4xl wide, max 90% of the viewport high, content scrolling inside, 0.3 s spring entrance,
// « Fermer » button, backdrop click, page scroll locked. Children that open their own layer (the
// lightbox) mount it inside the dialog through ModalRootContext, or it would be inert too.
import { AnimatePresence, LazyMotion, MotionConfig, m } from 'framer-motion';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from '@/components/icons/frame';
import { useDialog } from './dialog';
import { ModalRootContext } from './modal-root';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** id of the heading that names the dialog (preferred). */
  labelledBy?: string;
  /** Accessible name when there is no heading to point at. */
  label?: string;
  children: ReactNode;
  /** Called once the exit animation has finished. */
  onExited?: () => void;
};

const loadFeatures = () => import('./motion-features').then((mod) => mod.default);

export function Modal({ open, onClose, labelledBy, label, children, onExited }: ModalProps) {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  // A lightbox open inside the dialog handles its own keys.
  useDialog(panel, { open, onClose, paused: () => !!dialog?.querySelector('.yarl__root') });

  useEffect(() => {
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    // The panel takes focus so screen readers announce the dialog's name; Tab then enters its content.
    panel?.focus({ preventScroll: true });
  }, [open, dialog, panel]);

  useEffect(() => {
    const node = dialog;
    if (!node) return;
    // Escape with focus outside the panel: the page state decides (the URL changes, then the exit
    // animation plays, then it closes). A lightbox open inside the dialog handles its own Escape.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (!node.querySelector('.yarl__root')) onCloseRef.current();
    };
    // Closed by the browser without asking (a repeated Escape): keep the page state in step.
    const onNativeClose = () => {
      if (node.dataset.open === 'true') onCloseRef.current();
    };
    node.addEventListener('cancel', onCancel);
    node.addEventListener('close', onNativeClose);
    return () => {
      node.removeEventListener('cancel', onCancel);
      node.removeEventListener('close', onNativeClose);
    };
  }, [dialog]);

  const exited = () => {
    dialog?.close();
    onExited?.();
  };

  return (
    <dialog
      ref={setDialog}
      data-open={open}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none overflow-hidden bg-transparent p-0 text-inherit backdrop:bg-transparent"
    >
      <ModalRootContext.Provider value={dialog}>
        <LazyMotion features={loadFeatures} strict>
          <MotionConfig reducedMotion="user">
            <AnimatePresence onExitComplete={exited}>
              {open && (
                <div key="modal" className="flex size-full items-center justify-center p-3 sm:p-6">
                  <m.div
                    data-testid="modal-backdrop"
                    aria-hidden="true"
                    className="absolute inset-0 bg-slate-950/60 backdrop-blur-sm"
                    initial={{ opacity: 0 }}
                    animate={{ opacity: 1 }}
                    exit={{ opacity: 0 }}
                    transition={{ duration: 0.2 }}
                    onClick={onClose}
                  />
                  <m.div
                    ref={setPanel}
                    data-testid="modal-panel"
                    tabIndex={-1}
                    className="relative flex max-h-[90vh] w-full max-w-4xl flex-col overflow-hidden rounded-2xl bg-white shadow-2xl outline-none supports-[height:100dvh]:max-h-[90dvh]"
                    initial={{ opacity: 0, scale: 0.94, y: 24 }}
                    animate={{ opacity: 1, scale: 1, y: 0 }}
                    exit={{ opacity: 0, scale: 0.97, y: 12, transition: { duration: 0.15 } }}
                    transition={{ type: 'spring', duration: 0.3, bounce: 0.25 }}
                  >
                    <button
                      type="button"
                      onClick={onClose}
                      aria-label="Fermer"
                      className="absolute top-3 right-3 z-20 inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-md ring-1 ring-slate-900/10 backdrop-blur transition hover:bg-white hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      <CloseIcon className="size-5" />
                    </button>
                    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
                  </m.div>
                </div>
              )}
            </AnimatePresence>
          </MotionConfig>
        </LazyMotion>
      </ModalRootContext.Provider>
    </dialog>
  );
}

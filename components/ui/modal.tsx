'use client';
// Generic accessible modal: max 4xl wide, max 90% of the viewport high, content
// scrolling inside, 0.3 s spring entrance, « Fermer » button, Escape, backdrop click, page scroll locked,
// focus trapped inside and given back to the opener.
import { AnimatePresence, LazyMotion, MotionConfig, m } from 'framer-motion';
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

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

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  );
}

/** Locks page scrolling without a layout shift where the scrollbar was. */
function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}

export function Modal({ open, onClose, labelledBy, label, children, onExited }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockBodyScroll();
    // Our own events only: a lightbox opened from inside the modal lives in another portal and
    // handles its own keys (its Escape must not close the modal as well).
    // Anything outside another dialog counts as ours too: right after opening, focus may still be on
    // the card that opened the modal (it moves to the panel on the next frame).
    const ours = (target: EventTarget | null) => {
      if (!(target instanceof Element)) return true;
      const dialog = target.closest('[role="dialog"], .yarl__portal');
      return !dialog || dialog === panelRef.current || !!panelRef.current?.contains(dialog);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel || event.defaultPrevented || !ours(event.target)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!panel.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // Focus the dialog itself so screen readers announce its name, then Tab enters its content.
    const frame = requestAnimationFrame(() => panelRef.current?.focus({ preventScroll: true }));
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      unlock();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);

  if (typeof document === 'undefined') return null;
  return createPortal(
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence onExitComplete={onExited}>
          {open && (
            <div key="modal" className="fixed inset-0 z-[60] flex items-center justify-center p-3 sm:p-6">
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
                ref={panelRef}
                role="dialog"
                aria-modal="true"
                aria-labelledby={labelledBy}
                aria-label={labelledBy ? undefined : label}
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
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="h-5 w-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  >
                    <path d="M6 6l12 12M18 6L6 18" />
                  </svg>
                </button>
                <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
              </m.div>
            </div>
          )}
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>,
    document.body,
  );
}

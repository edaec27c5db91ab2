'use client';
// One behaviour for the site's dialogs (the project modal, the back office's confirmations, the mobile
// menu): while open, Escape asks to close, Tab wraps around inside, and the page behind does not scroll.
// The project modal and the confirmations are native <dialog>s (showModal makes the page inert and
// gives focus back to the opener); the mobile menu is a sliding panel.
import { useEffect, useRef } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex="0"]';

/** Locks page scrolling without a layout shift where the scrollbar was; returns the unlock. */
export function lockBodyScroll(): () => void {
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

/**
 * Escape, the focus trap and the scroll lock of an open dialog whose content is `container`.
 * `paused` hands the keyboard to a layer opened inside (the gallery's lightbox).
 */
export function useDialog(
  container: HTMLElement | null,
  { open, onClose, paused }: { open: boolean; onClose: () => void; paused?: () => boolean },
) {
  const latest = useRef({ onClose, paused });
  useEffect(() => {
    latest.current = { onClose, paused };
  });

  useEffect(() => (open ? lockBodyScroll() : undefined), [open]);

  useEffect(() => {
    if (!open || !container) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (latest.current.paused?.()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => el.checkVisibility());
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey ? active === first || active === container : active === last) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [open, container]);
}

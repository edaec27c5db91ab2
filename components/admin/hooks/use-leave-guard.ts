'use client';
import { useEffect, useRef } from 'react';

export const LEAVE_MESSAGE = 'Des modifications ne sont pas enregistrées. Quitter cette page quand même ?';

/**
 * While `dirty`, leaving the page asks first: closing or reloading the tab (the browser's own question),
 * a link inside the site (the back office's menu, « Voir le site »…) and the browser's « Précédent ».
 * The last works with one extra history entry at the same address, pushed when the form becomes dirty:
 * « Précédent » lands on it, the question is asked, and staying pushes it again. It is taken back when
 * the form is saved or closed. (An unsaved copy is also kept by ./use-autosave.ts: nothing is lost even
 * if the person leaves.)
 */
export function useLeaveGuard(dirty: boolean): void {
  const guard = useRef<{ id: string; armed: boolean } | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const id = Math.random().toString(36).slice(2);
    const arm = () => window.history.pushState({ ...window.history.state, __leaveGuard: id }, '', window.location.href);
    arm();
    guard.current = { id, armed: true };

    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin) return;
      if (to.pathname === window.location.pathname && to.search === window.location.search) return;
      if (window.confirm(LEAVE_MESSAGE)) return;
      e.preventDefault();
      e.stopImmediatePropagation();
    };
    const onPopState = () => {
      if (!guard.current?.armed) return;
      // « Précédent » took the extra entry: stay (push it again) or really go back.
      if (window.confirm(LEAVE_MESSAGE)) {
        guard.current = null;
        window.history.back();
      } else arm();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      // Clean again (saved, discarded, closed): the extra entry goes if the page still stands on it.
      if (guard.current?.id === id && window.history.state?.__leaveGuard === id) {
        guard.current = null;
        window.history.back();
      }
      guard.current = null;
    };
  }, [dirty]);
}

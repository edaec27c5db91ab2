'use client';
// Runs the Reveal entrances (see components/ui/motion.tsx): elements already on screen stay as they
// are; the others are hidden (html[data-reveal-ready]) and revealed as they scroll into view,
// including those a client-side navigation brings in.
import { useEffect } from 'react';

const PENDING = '[data-reveal]:not([data-revealed])';
// The blocks whose rendering waits until they near the viewport (`content-visibility: auto` in
// app/globals.css). Measuring an element inside one that is still skipped would make the browser style
// and lay out the whole block there and then, so such a block is measured instead, once.
const DEFERRED_BLOCK = '#contenu > :is(section, article) ~ section, #contenu + footer';

function onScreen(box: DOMRect) {
  return box.top < window.innerHeight && box.bottom > 0;
}

export function RevealObserver() {
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return;
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.setAttribute('data-revealed', '');
          io.unobserve(entry.target);
        }
      },
      { rootMargin: '0px 0px -40px 0px' },
    );
    // What is on screen now stays visible (marked before the page-wide switch, so it never moves).
    const blocks = new Map<Element, boolean>();
    for (const el of document.querySelectorAll(PENDING)) {
      const block = el.closest(DEFERRED_BLOCK);
      if (block && !blocks.has(block)) blocks.set(block, onScreen(block.getBoundingClientRect()));
      if ((!block || blocks.get(block)) && onScreen(el.getBoundingClientRect())) el.setAttribute('data-revealed', '');
      else io.observe(el);
    }
    document.documentElement.setAttribute('data-reveal-ready', '');
    const mo = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(PENDING)) io.observe(node);
          for (const el of node.querySelectorAll(PENDING)) io.observe(el);
        }
      }
    });
    mo.observe(document.body, { childList: true, subtree: true });
    return () => {
      mo.disconnect();
      io.disconnect();
      document.documentElement.removeAttribute('data-reveal-ready');
      for (const el of document.querySelectorAll(PENDING)) el.setAttribute('data-revealed', '');
    };
  }, []);
  return null;
}

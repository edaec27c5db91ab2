'use client';
// Opens the body images of an article or a tutorial in the portfolio's lightbox (zoom, swipe, keys). The
// body stays server-rendered: this only listens for clicks on its image links (a[data-zoom]) and loads
// the lightbox on first use, so a page without images ships nothing more than this listener.
import dynamic from 'next/dynamic';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { LightboxImage } from '@/components/portfolio/lightbox';

const loadLightbox = () => import('@/components/portfolio/lightbox');
const Lightbox = dynamic(loadLightbox, { ssr: false });

export function ZoomableImages({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<{ images: LightboxImage[]; index: number } | null>(null);

  const open = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a[data-zoom]');
    if (!link || !root.current) return;
    event.preventDefault();
    const links = [...root.current.querySelectorAll('a[data-zoom]')];
    const images = links.map((a) => {
      const img = a.querySelector('img');
      const width = Number(img?.getAttribute('width')) || undefined;
      const height = Number(img?.getAttribute('height')) || undefined;
      return { url: a.getAttribute('href') ?? '', alt: img?.alt ?? '', width, height };
    });
    setShown({ images, index: links.indexOf(link) });
  };

  return (
    // Clicks come from the links inside (keyboard activation included): the wrapper only delegates them.
    <div ref={root} onClick={open} onPointerOver={() => void loadLightbox()}>
      {children}
      {shown && <Lightbox open index={shown.index} images={shown.images} onClose={() => setShown(null)} />}
    </div>
  );
}

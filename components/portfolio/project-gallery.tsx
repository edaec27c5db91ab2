'use client';
// Project gallery: several images → a large image
// with wrap-around previous/next, a counter « n / total » and thumbnails in 4, 6 or 8 columns (by the
// gallery's own width, so it adapts inside the modal too); one image → the image alone. A click on any
// image opens the lightbox at that image.
import dynamic from 'next/dynamic';
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { SmartImage } from '@/components/ui/smart-image';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from '@/components/icons/lists';
import type { LightboxImage } from './lightbox';

const loadLightbox = () => import('./lightbox');
const Lightbox = dynamic(loadLightbox, { ssr: false });

export type GalleryImage = LightboxImage;

type Props = {
  images: GalleryImage[];
  categoryName?: string | null;
  /** Load the first image eagerly (it is the page's main image). */
  eager?: boolean;
};

const wrap = (i: number, n: number) => ((i % n) + n) % n;

const navButton =
  'absolute top-1/2 z-10 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-lg ring-1 ring-slate-900/10 backdrop-blur transition hover:scale-105 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function ProjectGallery({ images, categoryName, eager = false }: Props) {
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState<{ open: boolean; index: number } | null>(null);
  const touchX = useRef<number | null>(null);
  const total = images.length;
  const current = images[wrap(index, total)];
  if (!current) return null;

  const go = (delta: number) => setIndex((i) => wrap(i + delta, total));
  const openAt = (i: number) => {
    setIndex(i);
    setLightbox({ open: true, index: i });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start == null || end == null || total < 2 || Math.abs(end - start) < 40) return;
    go(end < start ? 1 : -1);
  };

  return (
    <div className="@container" onPointerEnter={() => void loadLightbox()} onFocusCapture={() => void loadLightbox()}>
      <div
        className="group relative overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-900/5"
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <button
          type="button"
          onClick={() => openAt(wrap(index, total))}
          aria-label={`Agrandir l’image : ${current.alt}`}
          className="relative block aspect-[3/2] w-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-600"
        >
          <SmartImage
            key={current.url}
            src={current.url}
            alt={current.alt}
            categoryName={categoryName}
            sizes="(min-width: 1024px) 860px, 100vw"
            className="object-contain"
            loading={eager && index === 0 ? 'eager' : undefined}
            fetchPriority={eager && index === 0 ? 'high' : undefined}
          />
          <span className="pointer-events-none absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-medium text-white opacity-0 transition group-focus-within:opacity-100 group-hover:opacity-100">
            <ExpandIcon className="h-3.5 w-3.5" />
            Agrandir
          </span>
        </button>
        {total > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Image précédente"
              className={`${navButton} left-3`}
            >
              <ChevronLeftIcon className="h-5 w-5" />
            </button>
            <button type="button" onClick={() => go(1)} aria-label="Image suivante" className={`${navButton} right-3`}>
              <ChevronRightIcon className="h-5 w-5" />
            </button>
            <p
              data-testid="gallery-counter"
              aria-live="polite"
              className="absolute right-3 bottom-3 rounded-full bg-slate-900/75 px-3 py-1 text-sm font-semibold text-white tabular-nums"
            >
              {wrap(index, total) + 1} / {total}
            </p>
          </>
        )}
      </div>

      {total > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-2 @md:grid-cols-6 @2xl:grid-cols-8" aria-label="Miniatures">
          {images.map((image, i) => {
            const selected = i === wrap(index, total);
            return (
              <li key={`${image.url}-${i}`}>
                <button
                  type="button"
                  onClick={() => openAt(i)}
                  aria-label={`Agrandir l’image ${i + 1} sur ${total} : ${image.alt}`}
                  aria-current={selected ? 'true' : undefined}
                  className={`relative block aspect-square w-full overflow-hidden rounded-lg bg-slate-100 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                    selected
                      ? 'ring-2 ring-brand-600 ring-offset-2'
                      : 'opacity-80 ring-1 ring-slate-900/10 hover:opacity-100'
                  }`}
                >
                  <SmartImage
                    src={image.url}
                    alt=""
                    categoryName={categoryName}
                    sizes="(min-width: 768px) 120px, 25vw"
                    className="object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {lightbox && (
        <Lightbox
          open={lightbox.open}
          index={lightbox.index}
          images={images}
          categoryName={categoryName}
          onClose={() => setLightbox((l) => (l ? { ...l, open: false } : l))}
          onView={(i) => setIndex(i)}
        />
      )}
    </div>
  );
}

'use client';
// Full-screen lightbox around yet-another-react-lightbox, with the site's defaults. Loaded lazily
// (next/dynamic from the gallery), so neither the library nor its CSS is in any first-load bundle.
import { getImageProps } from 'next/image';
import { useContext, useMemo, useState } from 'react';
import YARL, { type SlideImage } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { defaultImageFor } from '@/components/ui/default-image';
import { ModalRootContext } from '@/components/ui/modal-root';

/** An image; its stored width and height, when known, set how far it may be zoomed. */
export type LightboxImage = { url: string; alt: string; width?: number; height?: number };

export type LightboxProps = {
  open: boolean;
  index: number;
  images: LightboxImage[];
  categoryName?: string | null;
  onClose: () => void;
  /** The slide now shown, so the gallery can follow it. */
  onView?: (index: number) => void;
};

const LABELS = {
  Previous: 'Image précédente',
  Next: 'Image suivante',
  Close: 'Fermer',
  Lightbox: 'Visionneuse d’images',
  'Photo gallery': 'Galerie du projet',
  Carousel: 'carrousel',
  Slide: 'image',
  'Zoom in': 'Zoom avant',
  'Zoom out': 'Zoom arrière',
  '{index} of {total}': '{index} sur {total}',
};

/** Width over height assumed for every image (the demo's and most scans' landscape spreads). */
const ASPECT = 3 / 2;

/** The optimiser's candidates of an image (its srcset), as the Zoom plugin wants them. */
function candidates(src: string, aspect: number): { src: string; width: number; height: number }[] {
  const { props } = getImageProps({ src, alt: '', fill: true, sizes: '100vw' });
  return (props.srcSet ?? '')
    .split(', ')
    .map((entry) => entry.trim().split(' '))
    .filter(([url, w]) => url && w?.endsWith('w'))
    .map(([url, w]) => {
      const width = Number.parseInt(w!, 10);
      return { src: url!, width, height: Math.round(width / aspect) };
    });
}

function LightboxSlide({
  slide,
  rect,
  zoom,
  categoryName,
}: {
  slide: SlideImage;
  rect: { width: number; height: number };
  zoom: number;
  categoryName?: string | null;
}) {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const src = failed ? defaultImageFor(categoryName) : slide.src;
  // next/image's optimiser (responsive srcset, modern formats) with an <img> sized by the image itself,
  // so the area around it stays backdrop: a click there closes the lightbox.
  // Zoomed in, the browser picks a candidate as wide as the image is drawn: a page's text stays sharp.
  const sizes = zoom > 1 ? `${Math.ceil(rect.width * zoom)}px` : '100vw';
  const { props } = getImageProps({ src, alt: slide.alt ?? '', fill: true, sizes });
  const { style: _fillStyle, ...img } = props;
  return (
    <div className="relative flex items-center justify-center" style={{ maxWidth: rect.width, maxHeight: rect.height }}>
      {!loaded && (
        <span
          aria-hidden="true"
          className="absolute h-10 w-10 animate-spin rounded-full border-4 border-white/20 border-t-white"
        />
      )}
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- optimised through getImageProps, which also sets alt */}
      <img
        {...img}
        key={src}
        className="yarl__slide_image"
        style={{ maxWidth: rect.width, maxHeight: rect.height, width: 'auto', height: 'auto', objectFit: 'contain' }}
        draggable={false}
        onLoad={() => setLoaded(true)}
        onError={() => (failed ? setLoaded(true) : setFailed(true))}
      />
      {failed && (
        <span className="absolute top-3 left-3 rounded-full bg-slate-900/80 px-2.5 py-1 text-xs font-medium text-white">
          Image par défaut
        </span>
      )}
    </div>
  );
}

export default function Lightbox({ open, index, images, categoryName, onClose, onView }: LightboxProps) {
  // The Zoom plugin reads the largest candidate's size to know how far a pinch or a double tap may
  // enlarge an image. Image sizes are not stored, so one ratio stands for all: only the zoom's upper
  // bound depends on it, and recomputing slides as images load would restart the carousel.
  const slides = useMemo(
    () =>
      images.map((i) => {
        const srcSet = candidates(i.url, i.width && i.height ? i.width / i.height : ASPECT);
        const largest = srcSet.at(-1);
        return { src: i.url, alt: i.alt, srcSet, width: largest?.width, height: largest?.height };
      }),
    [images],
  );
  const single = slides.length <= 1;
  // Inside the project modal the lightbox mounts in its <dialog>: everything outside it is inert.
  const modalRoot = useContext(ModalRootContext);
  return (
    <YARL
      portal={{ root: modalRoot }}
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      plugins={single ? [Zoom] : [Counter, Zoom]}
      zoom={{ doubleTapDelay: 300, scrollToZoom: true }}
      labels={LABELS}
      animation={{ fade: 250, swipe: 500 }}
      // Infinite, like the gallery's wrap-around: the same arrow does the same thing in both views.
      // A single image is finite so no useless arrows are shown.
      carousel={{ preload: 2, padding: '16px', spacing: '30%', finite: single }}
      controller={{ closeOnPullDown: true, closeOnBackdropClick: true }}
      styles={{ container: { backgroundColor: 'rgba(2, 6, 23, 0.94)' } }}
      render={{
        slide: ({ slide, rect, zoom }) => (
          <LightboxSlide slide={slide as SlideImage} rect={rect} zoom={zoom ?? 1} categoryName={categoryName} />
        ),
        ...(single ? { buttonPrev: () => null, buttonNext: () => null } : {}),
      }}
      on={{ view: ({ index: i }) => onView?.(i) }}
    />
  );
}

'use client';
// An optimised image filling its frame, with a still placeholder while it loads and, on error, the
// category's default image plus the « Image par défaut » badge.
//
// A plain <img> with next/image's attributes (lib/images/attributes.ts) rather than next/image itself:
// next/image is a ~7 KB gzip client component that every page showing a picture would load, and the
// site needs none of its other features (blur placeholders, custom loaders, static imports).
import { type ImgHTMLAttributes, useState } from 'react';
import { preload as preloadResource } from 'react-dom';
import { fillImageAttributes } from '@/lib/images/attributes';

// The category → default image rules load only when an image fails.
const loadDefaults = () => import('./default-image');

export type SmartImageProps = {
  src: string;
  alt: string;
  /** The image's rendered width per viewport, as in <img sizes>; the frame's whole width by default. */
  sizes?: string;
  className?: string;
  categoryName?: string | null;
  /** The page's main picture: fetched at once, its request announced in the document's head. */
  preload?: boolean;
  loading?: 'eager' | 'lazy';
  fetchPriority?: ImgHTMLAttributes<HTMLImageElement>['fetchPriority'];
};

export function SmartImage({
  src,
  alt,
  sizes,
  className,
  categoryName,
  preload = false,
  loading,
  fetchPriority,
}: SmartImageProps) {
  // State is keyed by the URL it concerns, so a new `src` starts over without an effect.
  const [failed, setFailed] = useState<{ src: string; fallback: string } | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [fallbackBroken, setFallbackBroken] = useState(false);

  const usingFallback = failed?.src === src;
  const shown = usingFallback ? failed.fallback : src;
  const isLoaded = loaded === shown;
  const image = fillImageAttributes(shown, sizes);
  const onError = () => {
    if (usingFallback) return setFallbackBroken(true);
    void loadDefaults().then(({ defaultImageFor }) => {
      const fallback = defaultImageFor(categoryName);
      if (fallback === src) setFallbackBroken(true);
      else setFailed({ src, fallback });
    });
  };

  if (preload && !usingFallback)
    preloadResource(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      fetchPriority,
    });

  return (
    <span className="img-fill" data-image-state={usingFallback ? 'fallback' : isLoaded ? 'loaded' : 'loading'}>
      {!isLoaded && <span aria-hidden="true" className="img-placeholder" />}
      {!(usingFallback && fallbackBroken) && (
        // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, without its client code (see above)
        <img
          key={shown}
          alt={alt}
          loading={loading ?? (preload ? undefined : 'lazy')}
          fetchPriority={fetchPriority}
          decoding="async"
          className={className}
          sizes={image.sizes}
          srcSet={image.srcSet}
          // Last, as next/image does: Safari starts fetching `src` as soon as it is set.
          src={image.src}
          // An image that loaded or failed before hydration fired its event before React listened:
          // read its state once mounted (a broken image is `complete` with no natural width).
          ref={(img) => {
            if (!img?.complete || loaded === shown) return;
            if (img.naturalWidth > 0) setLoaded(shown);
            else if (img.currentSrc || img.src) onError();
          }}
          onLoad={() => setLoaded(shown)}
          onError={onError}
        />
      )}
      {usingFallback && (
        <span className="absolute top-2 left-2 z-[1] rounded-full bg-slate-900/80 px-2.5 py-1 text-xs font-medium text-white shadow-sm">
          Image par défaut
        </span>
      )}
    </span>
  );
}

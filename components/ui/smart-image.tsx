'use client';
// next/image with a still placeholder while loading and, on error, the category's default image plus
// the « Image par défaut » badge.
import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';
import { defaultImageFor } from './default-image';

export type SmartImageProps = Omit<ImageProps, 'onError' | 'onLoad'> & {
  categoryName?: string | null;
  /** Classes for the wrapper (with `fill` it covers the positioned parent; otherwise it wraps the image). */
  wrapperClassName?: string;
};

const keyOf = (src: ImageProps['src']): string =>
  typeof src === 'string' ? src : 'default' in src ? src.default.src : src.src;

export function SmartImage({ categoryName, alt, src, fill, sizes, wrapperClassName, ...props }: SmartImageProps) {
  const original = keyOf(src);
  const fallback = defaultImageFor(categoryName);
  // State is keyed by the URL it concerns, so a new `src` starts over without an effect.
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [fallbackBroken, setFallbackBroken] = useState(false);

  const usingFallback = failed === original && original !== fallback;
  const shown = usingFallback ? fallback : original;
  const isLoaded = loaded === shown;

  return (
    <span
      // Short classes (app/globals.css): a card grid repeats this markup for every image.
      className={`${fill ? 'img-fill' : 'img-inline'} ${wrapperClassName ?? ''}`.trim()}
      data-image-state={usingFallback ? 'fallback' : isLoaded ? 'loaded' : 'loading'}
    >
      {!isLoaded && <span aria-hidden="true" className="img-placeholder" />}
      {!(usingFallback && fallbackBroken) && (
        <Image
          {...props}
          key={shown}
          src={usingFallback ? fallback : src}
          alt={alt}
          fill={fill}
          sizes={sizes ?? (fill ? '100vw' : undefined)}
          onLoad={() => setLoaded(shown)}
          onError={() => (usingFallback || original === fallback ? setFallbackBroken(true) : setFailed(original))}
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

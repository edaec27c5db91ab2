// The src / srcset / sizes of an optimised image that fills its frame, computed as next/image computes
// them (next/dist/shared/lib/get-img-props.js, default loader) without shipping next/image to the browser:
// next/image is a client component of ~7 KB gzip, loaded on every page that shows a picture, while the
// site's images need only these three attributes (tests/image-attributes.test.ts compares them with
// next/image's own getImageProps).
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './config';
import { siteThumbnailPath } from '@/lib/validation/text';

const ALL_SIZES = [...IMAGE_SIZES, ...IMAGE_DEVICE_SIZES].sort((a, b) => a - b);
const SMALLEST_DEVICE = Math.min(...IMAGE_DEVICE_SIZES);
const VIEWPORT_WIDTH = /(^|\s)(1?\d?\d)vw/g;

export type ImageAttributes = { src: string; srcSet?: string; sizes?: string };

/** Widths worth offering for `sizes`: from the smallest vw share of the smallest device width upwards. */
function widthsFor(sizes: string): number[] {
  const shares = [...sizes.matchAll(VIEWPORT_WIDTH)].map((m) => Number(m[2]));
  if (shares.length === 0) return ALL_SIZES;
  const smallest = Math.min(...shares) / 100;
  return ALL_SIZES.filter((w) => w >= SMALLEST_DEVICE * smallest);
}

const optimised = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;

/** Attributes of an image shown at `sizes` (a `fill` image in next/image's terms). */
export function fillImageAttributes(source: string, sizes = '100vw'): ImageAttributes {
  // A video thumbnail is resized from the site's own route (lib/validation/text.ts says why).
  const src = siteThumbnailPath(source);
  // Served as they are, like next/image does: data and blob URLs, and SVG (not sent through the optimiser).
  if (!src || src.startsWith('data:') || src.startsWith('blob:') || /\.svg(\?|$)/.test(src)) return { src };
  const widths = widthsFor(sizes);
  return {
    sizes,
    srcSet: widths.map((w) => `${optimised(src, w)} ${w}w`).join(', '),
    src: optimised(src, widths.at(-1) ?? SMALLEST_DEVICE),
  };
}

// The site's <img> attributes (lib/images/attributes.ts) against next/image's own computation, under
// the project's image settings: a page must ask the optimiser for exactly what next/image would.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { IMAGE_DEVICE_SIZES, IMAGE_SIZES } from '@/lib/images/config';
import { fillImageAttributes } from '@/lib/images/attributes';
import { nextConfig } from '@/next.config';

const require = createRequire(import.meta.url);
const { getImgProps } = require('next/dist/shared/lib/get-img-props');
const { prepareImageConfig, imageConfigDefault } = require('next/dist/shared/lib/image-config');
const defaultLoader = require('next/dist/shared/lib/image-loader').default;

// The configuration `next build` hands next/image: Next's defaults with the project's `images` settings.
const imgConf = prepareImageConfig({ ...imageConfigDefault, ...nextConfig.images });

function nextImage(src: string, sizes?: string) {
  const { props } = getImgProps({ src, alt: '', fill: true, sizes }, { imgConf, defaultLoader });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
}

describe('fillImageAttributes', () => {
  it('uses the widths next.config.ts gives the optimiser', () => {
    expect(nextConfig.images?.deviceSizes).toEqual(IMAGE_DEVICE_SIZES);
    expect(nextConfig.images?.imageSizes).toEqual(IMAGE_SIZES);
  });

  it.each([
    // Every `sizes` the site uses, and the default
    ['/storage/project-images/roman-1.jpg', '(min-width: 1024px) 390px, (min-width: 640px) 50vw, 100vw'],
    ['/storage/project-images/roman-1.jpg', '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw'],
    ['/storage/article-images/un-article.webp', '(min-width: 1024px) 1024px, 100vw'],
    ['/storage/project-images/a.jpg', '(min-width: 1024px) 860px, 100vw'],
    ['/storage/project-images/a.jpg', '(min-width: 768px) 120px, 25vw'],
    ['/images/defaults/magazines.jpg', undefined],
    ['/images/defaults/livres.jpg', '(min-width: 1024px) 200px'],
    // Remote images (Supabase Storage, video thumbnails) and characters that need encoding
    ['https://abc.supabase.co/storage/v1/object/public/project-images/x y.jpg', '100vw'],
    ['/storage/project-images/été & co?.png', '33vw'],
    // Served as they are
    ['/images/logo.svg', '100vw'],
    ['/images/logo.svg?v=2', '100vw'],
    ['data:image/png;base64,iVBORw0KGgo=', '100vw'],
  ])('%s at %s: the same as next/image', (src, sizes) => {
    expect(fillImageAttributes(src, sizes)).toEqual(nextImage(src, sizes));
  });

  it('asks for a video thumbnail through the site’s own route, which serves only its videos', () => {
    const sizes = '(min-width: 1024px) 1024px, 100vw';
    const attributes = fillImageAttributes('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', sizes);
    expect(attributes).toEqual(nextImage('/api/miniature/dQw4w9WgXcQ', sizes));
    expect(attributes.srcSet).not.toContain('ytimg');
    // Any other address of the host is not rewritten (and the optimiser refuses it: no remote pattern).
    expect(fillImageAttributes('https://i.ytimg.com/vi/x/other.jpg', sizes).src).toContain('i.ytimg.com');
  });
});

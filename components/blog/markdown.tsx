// Article body: markdown rendered to React elements in the shared prose style. Raw HTML in the
// source is dropped (skipHtml), dangerous URLs are neutralised by react-markdown's default
// transform, external links open safely, and only the site's own images are shown.
import Link from '@/components/ui/link';
import Markdown, { type Components, type Options } from 'react-markdown';
import { Prose } from '@/components/ui/prose';
import { fillImageAttributes } from '@/lib/images/attributes';
import { isSiteImage } from '@/lib/images/canonical';

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

export type BodyImageSizes = Record<string, { width: number; height: number }>;

/** The body's measure (Prose's max-w-3xl, 768 px): no candidate wider than the column is needed. */
const BODY_IMAGE_SIZES = '(min-width: 800px) 768px, 100vw';
/** The tallest a body image is shown (px): a portrait page stays readable without scrolling past it. */
const BODY_IMAGE_MAX_HEIGHT = 640;

/** A width cap that keeps the image at most BODY_IMAGE_MAX_HEIGHT tall, its ratio kept (no shift: width and height stay set). */
const heightCap = (size?: { width: number; height: number }) =>
  size && size.height > 0 && size.width > 0
    ? { maxWidth: `min(100%, ${Math.round((BODY_IMAGE_MAX_HEIGHT * size.width) / size.height)}px)` }
    : undefined;

function components(sizes: BodyImageSizes | undefined, zoomable: boolean): Components {
  return {
    // The page's title is the only h1.
    h1: ({ children }) => <h2>{children}</h2>,
    // An image alone in its paragraph is a figure; its Markdown title (`![alt](url "Légende")`) is its caption.
    p: ({ node, children }) => {
      const only = node?.children.length === 1 ? node.children[0] : null;
      if (!only || only.type !== 'element' || only.tagName !== 'img') return <p>{children}</p>;
      // Another site's image is left out (below): no caption standing alone either.
      if (typeof only.properties?.src !== 'string' || !isSiteImage(only.properties.src)) return null;
      const title = only.properties?.title;
      return (
        <figure>
          {children}
          {typeof title === 'string' && title.trim() && <figcaption className="text-center">{title.trim()}</figcaption>}
        </figure>
      );
    },
    a: ({ href, children }) => {
      if (!href) return <span>{children}</span>;
      if (isInternal(href)) return <Link href={href}>{children}</Link>;
      return (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    },
    img: ({ src, alt }) => {
      // Another site's image is refused when saving; one that slipped through is left out, not broken.
      if (typeof src !== 'string' || !isSiteImage(src)) return null;
      const size = sizes?.[src];
      // The optimiser's srcset, and the stored width and height so the text does not move as it loads.
      const image = (
        // eslint-disable-next-line @next/next/no-img-element -- attributes computed by fillImageAttributes (lib/images/attributes.ts says why)
        <img
          {...fillImageAttributes(src, BODY_IMAGE_SIZES)}
          alt={alt ?? ''}
          width={size?.width}
          height={size?.height}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto"
          style={heightCap(size)}
        />
      );
      if (!zoomable) return image;
      // A link to the full image: the lightbox opens it with zoom (ZoomableImages), and without script it
      // still opens the image.
      return (
        <a
          href={src}
          data-zoom=""
          className="block cursor-zoom-in"
          aria-label={alt ? `Agrandir l’image : ${alt}` : 'Agrandir l’image'}
        >
          {image}
        </a>
      );
    },
  };
}

const PREVIEW_COMPONENTS = components(undefined, false);

/**
 * A markdown body as the public article shows it (also the back office's preview). The public page
 * passes the typography plugin (server-only, lib/typography/rehype.ts), the body images' sizes and
 * `zoomable`; the editor's live preview does not.
 */
export function ArticleBody({
  markdown,
  className,
  rehypePlugins,
  imageSizes,
  zoomable = false,
}: {
  markdown: string;
  className?: string;
  rehypePlugins?: Options['rehypePlugins'];
  imageSizes?: BodyImageSizes;
  zoomable?: boolean;
}) {
  return (
    <Prose className={className}>
      <Markdown
        components={imageSizes || zoomable ? components(imageSizes, zoomable) : PREVIEW_COMPONENTS}
        rehypePlugins={rehypePlugins}
        skipHtml
      >
        {markdown}
      </Markdown>
    </Prose>
  );
}

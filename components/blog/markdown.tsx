// Article body: markdown rendered to React elements in the shared prose style. Raw HTML in the
// source is dropped (skipHtml), dangerous URLs are neutralised by react-markdown's default
// transform, and external links open safely.
import Link from '@/components/ui/link';
import Markdown, { type Components, type Options } from 'react-markdown';
import { Prose } from '@/components/ui/prose';

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

const components: Components = {
  // The page's title is the only h1.
  h1: ({ children }) => <h2>{children}</h2>,
  a: ({ href, children }) => {
    if (!href) return <span>{children}</span>;
    if (isInternal(href)) return <Link href={href}>{children}</Link>;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  },
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      // Body images have unknown dimensions: a plain lazy <img> keeps the layout simple.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" />
    ) : null,
};

/**
 * A markdown body as the public article shows it (also the back office's preview). The public page
 * passes the typography plugin (server-only, lib/typography/rehype.ts); the editor's live preview does not.
 */
export function ArticleBody({
  markdown,
  className,
  rehypePlugins,
}: {
  markdown: string;
  className?: string;
  rehypePlugins?: Options['rehypePlugins'];
}) {
  return (
    <Prose className={className}>
      <Markdown components={components} rehypePlugins={rehypePlugins} skipHtml>
        {markdown}
      </Markdown>
    </Prose>
  );
}

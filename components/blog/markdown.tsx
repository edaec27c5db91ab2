// Article body: markdown rendered to React elements. Raw HTML in the source is dropped (no
// rehype-raw, skipHtml), dangerous URLs are neutralised by react-markdown's default transform, and
// external links open safely.
import Link from 'next/link';
import Markdown, { type Components } from 'react-markdown';

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

const components: Components = {
  h1: ({ children }) => <h2 className="mt-12 text-3xl font-bold tracking-tight text-slate-900">{children}</h2>,
  h2: ({ children }) => <h2 className="mt-12 text-2xl font-bold tracking-tight text-slate-900">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-8 text-xl font-semibold text-slate-900">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-6 text-lg font-semibold text-slate-900">{children}</h4>,
  p: ({ children }) => <p className="mt-5 leading-8">{children}</p>,
  ul: ({ children }) => <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-brand-500">{children}</ul>,
  ol: ({ children }) => <ol className="mt-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-600">{children}</ol>,
  li: ({ children }) => <li className="pl-1 leading-7">{children}</li>,
  blockquote: ({ children }) => (
    <blockquote className="mt-6 border-l-4 border-brand-500 bg-brand-50/60 py-2 pl-5 pr-4 italic text-slate-700">{children}</blockquote>
  ),
  strong: ({ children }) => <strong className="font-semibold text-slate-900">{children}</strong>,
  code: ({ children }) => <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-800">{children}</code>,
  pre: ({ children }) => <pre className="mt-6 overflow-x-auto rounded-xl bg-slate-900 p-5 text-sm text-slate-100 [&_code]:bg-transparent [&_code]:p-0 [&_code]:text-inherit">{children}</pre>,
  hr: () => <hr className="my-10 border-slate-200" />,
  a: ({ href, children }) => {
    const className = 'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700';
    if (!href) return <span>{children}</span>;
    if (isInternal(href)) {
      return (
        <Link href={href} className={className}>
          {children}
        </Link>
      );
    }
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  },
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      // Body images have unknown dimensions: a plain lazy <img> keeps the layout simple.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" className="mt-6 w-full rounded-xl" />
    ) : null,
};

export function ArticleBody({ markdown }: { markdown: string }) {
  return (
    <div className="text-lg text-slate-700 [&>*:first-child]:mt-0">
      <Markdown components={components} skipHtml>
        {markdown}
      </Markdown>
    </div>
  );
}

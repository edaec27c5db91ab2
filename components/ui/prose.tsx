import type { ReactNode } from 'react';

// The one long-form text style: articles, the back office's markdown preview and the legal pages
// share it, so what an editor previews is what a visitor reads.
const proseClass = [
  'max-w-3xl text-lg text-slate-700 [&>*:first-child]:mt-0',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_p]:mt-5 [&_p]:leading-8',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:marker:text-brand-500',
  '[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_ol]:marker:font-semibold [&_ol]:marker:text-brand-600',
  '[&_li]:pl-1 [&_li]:leading-7 [&_li+li]:mt-2',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:bg-brand-50/60 [&_blockquote]:py-2 [&_blockquote]:pl-5 [&_blockquote]:pr-4 [&_blockquote]:italic',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] [&_code]:text-slate-800',
  '[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-5 [&_pre]:text-sm [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
  '[&_a]:rounded-sm [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:underline-offset-4 [&_a:hover]:decoration-brand-700 [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-brand-600',
  '[&_img]:mt-6 [&_img]:w-full [&_img]:rounded-xl',
].join(' ');

/** Long-form text: readable measure, spaced headings, lists, quotes, code and links. */
export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`${proseClass} ${className}`.trim()}>{children}</div>;
}

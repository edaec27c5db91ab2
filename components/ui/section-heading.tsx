import type { ReactNode } from 'react';

type Props = {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'left' | 'center';
  /** Heading level (default h2). */
  as?: 'h2' | 'h3';
  tone?: 'default' | 'light';
  className?: string;
};

export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  as: Tag = 'h2',
  tone = 'default',
  className = '',
}: Props) {
  const centered = align === 'center';
  const light = tone === 'light';
  return (
    <div className={`${centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'} ${className}`.trim()}>
      {eyebrow ? <p className={`eyebrow ${light ? 'text-brand-200' : 'text-brand-700'}`}>{eyebrow}</p> : null}
      <Tag id={id} className={`section-title ${light ? 'text-white' : 'text-slate-900'}`}>
        {title}
      </Tag>
      {description ? (
        <p className={`mt-4 text-lg text-pretty ${light ? 'text-brand-100' : 'text-slate-600'}`}>{description}</p>
      ) : null}
    </div>
  );
}

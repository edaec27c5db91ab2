import type { ReactNode } from 'react';

export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  // `wrap` (app/globals.css): the page width and gutters, in every section of every document.
  return <div className={`wrap ${className}`.trim()}>{children}</div>;
}

/** A page section with vertical rhythm; `tone` sets the background. */
export function Section({
  children,
  id,
  tone = 'white',
  className = '',
  labelledBy,
}: {
  children: ReactNode;
  id?: string;
  tone?: 'white' | 'muted' | 'brand' | 'dark';
  className?: string;
  labelledBy?: string;
}) {
  const tones = {
    white: 'bg-white',
    muted: 'bg-slate-50',
    brand: 'bg-brand-50',
    dark: 'bg-brand-900 text-white',
  } as const;
  return (
    <section
      {...(id ? { id } : {})}
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}
      className={`${tones[tone]} py-16 sm:py-20 ${className}`.trim()}
    >
      <Container>{children}</Container>
    </section>
  );
}

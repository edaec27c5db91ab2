// Hero of inner pages: breadcrumb, eyebrow, the page's single h1, text and actions. It slides
// under the fixed header (negative top margin) so the transparent header sits on its background.
import type { ReactNode } from 'react';
import type { Crumb } from '@/lib/seo/structured-data';
import { Breadcrumbs } from './breadcrumbs';
import { Container } from './container';

type Props = {
  title: ReactNode;
  eyebrow?: string;
  description?: ReactNode;
  breadcrumbs?: Crumb[];
  actions?: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
};

export function PageHero({ title, eyebrow, description, breadcrumbs, actions, aside, children }: Props) {
  return (
    <section className="relative -mt-16 overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-16 xl:-mt-20 xl:pt-20">
      <div
        aria-hidden="true"
        className="glow pointer-events-none absolute -top-32 -right-32 size-96 text-brand-100/70"
      />
      <Container className="relative py-12 sm:py-16 lg:py-20">
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} className="mb-8" /> : null}
        <div className={aside ? 'grid items-center gap-12 lg:grid-cols-[1fr_24rem]' : ''}>
          <div className="max-w-3xl">
            {eyebrow ? (
              <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
            ) : null}
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">{title}</h1>
            {description ? <div className="mt-6 text-lg text-pretty text-slate-700">{description}</div> : null}
            {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
            {children}
          </div>
          {aside}
        </div>
      </Container>
    </section>
  );
}

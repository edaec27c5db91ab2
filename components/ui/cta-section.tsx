// Closing call to action on a dark brand background, with an optional « why us » list.
import type { ReactNode } from 'react';
import { CheckCircleIcon } from '@/components/icons/frame';
import { Container } from './container';

type Props = {
  id?: string;
  title: string;
  description?: ReactNode;
  points?: string[];
  actions: ReactNode;
};

export function CtaSection({ id = 'cta-titre', title, description, points, actions }: Props) {
  return (
    <section aria-labelledby={id} className="relative overflow-hidden bg-brand-800 py-16 text-white sm:py-20">
      <div
        aria-hidden="true"
        className="glow pointer-events-none absolute -top-24 -left-24 size-80 text-brand-600/40"
      />
      <div
        aria-hidden="true"
        className="glow pointer-events-none absolute -right-24 -bottom-24 size-80 text-brand-900/60"
      />
      <Container className="relative">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {title}
            </h2>
            {description ? <div className="mt-4 text-lg text-brand-100">{description}</div> : null}
            <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
          </div>
          {points?.length ? (
            <ul className="grid gap-4 sm:grid-cols-2">
              {points.map((point) => (
                <li key={point} className="flex items-start gap-3 rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
                  <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-accent-500" />
                  <span className="font-medium">{point}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Container>
    </section>
  );
}

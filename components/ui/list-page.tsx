// Building blocks of the blog and tutorials list pages: the hero with its « Accueil › … »
// breadcrumb, the muted section holding the list, the three-column card grid, and the related items
// under a detail page.
import type { ReactNode } from 'react';
import type { Crumb } from '@/lib/seo/structured-data';
import { PageHero } from './page-hero';

type HeroProps = { eyebrow: string; title: string; lead: string; crumb: Crumb };

export function ListHero({ eyebrow, title, lead, crumb }: HeroProps) {
  return (
    <PageHero
      eyebrow={eyebrow}
      title={title}
      description={lead}
      breadcrumbs={[{ name: 'Accueil', path: '/' }, crumb]}
    />
  );
}

export function ListSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="bg-slate-50 py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

type GridProps<T> = { items: T[]; render: (item: T, index: number) => ReactNode; className?: string };

/** One card per item, keyed by its id. */
export function CardGrid<T extends { id: string }>({ items, render, className = '' }: GridProps<T>) {
  return (
    <ul className={`${className} grid gap-8 sm:grid-cols-2 lg:grid-cols-3`.trim()}>
      {items.map((item, index) => (
        <li key={item.id}>{render(item, index)}</li>
      ))}
    </ul>
  );
}

/** « Articles similaires », « Autres tutoriels »: more of the same kind under a detail page, if any. */
export function RelatedSection<T extends { id: string }>({
  id,
  title,
  ...grid
}: { id: string; title: string } & GridProps<T>) {
  if (grid.items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        <CardGrid className="mt-8" {...grid} />
      </div>
    </section>
  );
}

// Key facts card beside a service page's hero (from price, delay, revisions…).
import type { ComponentType, SVGProps } from 'react';

export type Fact = { icon: ComponentType<SVGProps<SVGSVGElement>>; label: string; value: string };

export function HeroFacts({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <aside aria-label={title} className="rounded-3xl bg-white p-8 shadow-xl ring-1 shadow-brand-900/10 ring-slate-200">
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{title}</p>
      <dl className="mt-6 space-y-5">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="flex items-center gap-3 text-sm text-slate-600">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <fact.icon className="size-5" />
              </span>
              {fact.label}
            </dt>
            <dd className="mt-1 pl-12 font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

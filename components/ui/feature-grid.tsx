// Grid of icon cards (benefits, reasons, values), each entering 0.1 s after the previous one.
import type { ComponentType, SVGProps } from 'react';
import { Reveal } from './motion';

export type Feature = { title: string; text: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

export function FeatureGrid({ features, columns = 3 }: { features: Feature[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ul className={`grid gap-6 ${cols}`}>
      {features.map((f, i) => (
        <Reveal as="li" index={i} key={i} className="panel">
          <span className="icon-tile">
            <f.icon className="size-6" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-slate-900">{f.title}</h3>
          <p className="mt-2 text-slate-600">{f.text}</p>
        </Reveal>
      ))}
    </ul>
  );
}

'use client';
// The numbered steps of a process. A client component: pages' RSC payloads carry the steps' texts,
// not their markup again.
import { Reveal } from '@/components/ui/motion';

export type Step = { title: string; text: string };

export function ProcessSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, i) => (
        <Reveal as="li" index={i} key={step.title} className="panel relative">
          <span
            aria-hidden="true"
            className="flex size-11 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <span className="sr-only">Étape {i + 1}&nbsp;: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-600">{step.text}</p>
        </Reveal>
      ))}
    </ol>
  );
}

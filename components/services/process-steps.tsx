// Numbered process (e.g. analysis → template → layout → delivery), alone or as a page section.
import type { ComponentProps } from 'react';
import { Reveal } from '@/components/ui/motion';
import { TitledSection } from '@/components/ui/titled-section';

export type Step = { title: string; text: string };

export function ProcessSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, i) => (
        <Reveal as="li" index={i} key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white">
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <span className="sr-only">Étape {i + 1} : </span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-600">{step.text}</p>
        </Reveal>
      ))}
    </ol>
  );
}

type SectionProps = { steps: Step[]; description?: string; tone?: ComponentProps<typeof TitledSection>['tone'] };

/** « Méthode » section of a service page: the four steps of its process. */
export function ProcessSection({ steps, description, tone }: SectionProps) {
  return (
    <TitledSection id="processus-titre" eyebrow="Méthode" title="Notre processus en 4 étapes" description={description} tone={tone}>
      <ProcessSteps steps={steps} />
    </TitledSection>
  );
}

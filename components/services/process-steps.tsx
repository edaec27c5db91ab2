// Numbered process (e.g. analysis → template → layout → delivery), alone or as a page section.
import type { ComponentProps } from 'react';
import { TitledSection } from '@/components/ui/titled-section';
import { ProcessSteps, type Step } from './process-steps-list';
import { withTypography } from '@/lib/typography/tree';

export { ProcessSteps, type Step };

type SectionProps = { steps: Step[]; description?: string; tone?: ComponentProps<typeof TitledSection>['tone'] };

/** « Méthode » section of a service page: the four steps of its process. */
function ProcessSectionUntypeset({ steps, description, tone }: SectionProps) {
  return (
    <TitledSection
      id="processus-titre"
      eyebrow="Méthode"
      title="Notre processus en 4 étapes"
      description={description}
      tone={tone}
    >
      <ProcessSteps steps={steps} />
    </TitledSection>
  );
}

/** ProcessSection, with French typography on its copy (lib/typography/tree.tsx). */
export const ProcessSection = withTypography(ProcessSectionUntypeset);

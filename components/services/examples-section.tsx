// « Portfolio » section of a service page: its example projects or the « en préparation » text.
import type { ComponentProps } from 'react';
import { TitledSection } from '@/components/ui/titled-section';
import { ServiceProjects, type ServiceProjectsSource } from './service-projects';

type Props = {
  source: ServiceProjectsSource;
  title: string;
  emptyText: string;
  tone?: ComponentProps<typeof TitledSection>['tone'];
};

export function ExamplesSection({ source, title, emptyText, tone }: Props) {
  return (
    <TitledSection id="exemples-titre" eyebrow="Portfolio" title={title} tone={tone}>
      <ServiceProjects source={source} emptyText={emptyText} />
    </TitledSection>
  );
}

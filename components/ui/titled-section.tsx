// A page section opened by a centred SectionHeading, its body below (spaced by « mt-12 » unless
// told otherwise) and optional trailing blocks (quote box, cross link…).
import type { ComponentProps, ReactNode } from 'react';
import { Section } from './container';
import { SectionHeading } from './section-heading';

type Props = {
  /** Id of the heading, which labels the section. */
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  tone?: ComponentProps<typeof Section>['tone'];
  bodyClassName?: string;
  children: ReactNode;
  /** Rendered after the body, e.g. a QuoteBox or a CrossLink. */
  after?: ReactNode;
};

export function TitledSection({
  id,
  eyebrow,
  title,
  description,
  tone,
  bodyClassName = 'mt-12',
  children,
  after,
}: Props) {
  return (
    <Section tone={tone} labelledBy={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} description={description} />
      <div className={bodyClassName}>{children}</div>
      {after}
    </Section>
  );
}

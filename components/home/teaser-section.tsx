// Home section previewing the latest items of a list (blog, tutorials): heading on the left, a
// link to the full list, then the items. They come from cached reads, so they are part of the
// prerendered document, in place (no Suspense boundary: React moves a boundary's content after the
// footer once the document passes 12.8 KB, where it shows only once a script has run).
import type { ComponentProps, ReactNode } from 'react';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Section } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

type Props = {
  id: string;
  tone: ComponentProps<typeof Section>['tone'];
  eyebrow: string;
  title: string;
  description: string;
  link: { href: string; label: string };
  children: ReactNode;
};

export function TeaserSection({ id, tone, eyebrow, title, description, link, children }: Props) {
  return (
    <Section tone={tone} labelledBy={id}>
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id={id} align="left" eyebrow={eyebrow} title={title} description={description} />
        <ArrowLink href={link.href}>{link.label}</ArrowLink>
      </div>
      <div className="mt-12">{children}</div>
    </Section>
  );
}

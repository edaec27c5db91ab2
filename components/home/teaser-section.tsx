// Home section previewing the latest items of a list (blog, tutorials): heading on the left, a
// link to the full list, then the items. They come from cached reads, so they are part of the
// prerendered document, in place (no Suspense boundary: React moves a boundary's content after the
// footer once the document passes 12.8 KB, where it shows only once a script has run).
import type { ReactNode } from 'react';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Section } from '@/components/ui/container';
import { RevealList } from '@/components/ui/reveal-list';
import { SectionHeading } from '@/components/ui/section-heading';
import { SECTION_COPY } from '@/lib/copy/sections';
import { withTypography } from '@/lib/typography/tree';

type Props = { section: keyof typeof SECTION_COPY; children: ReactNode };

function TeaserSectionUntypeset({ section, children }: Props) {
  const { id, tone, eyebrow, title, description, link } = SECTION_COPY[section].teaser;
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

/** TeaserSection, with French typography on its copy (lib/typography/tree.tsx). */
export const TeaserSection = withTypography(TeaserSectionUntypeset, 'children');

/** Three articles in a row on a laptop, four tutorials (their cards are smaller). */
const GRID = {
  blog: 'grid gap-6 md:grid-cols-2 lg:grid-cols-3',
  tutorials: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** The teaser's cards, entering one after the other, or a sentence when there is none yet. */
export function TeaserGrid<T extends { id: string }>({
  section,
  items,
  card,
}: {
  section: Props['section'];
  items: readonly T[];
  card: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-center text-slate-600">{SECTION_COPY[section].teaser.empty}</p>;
  return <RevealList items={items} className={GRID[section]} render={card} />;
}

// The frame of an article's or a tutorial's page: the preview banner for an admin, the structured
// data with its breadcrumb (Accueil › the section › the item), the page itself, more of the same
// kind, and the newsletter; and the heading both pages share.
import type { ReactNode } from 'react';
import { BlogCard } from '@/components/blog/blog-card';
import { NewsletterSection } from '@/components/blog/newsletter-section';
import { PreviewBanner } from '@/components/preview/preview-banner';
import { TutorialCard } from '@/components/tutorials/tutorial-card';
import { TagList } from '@/components/blog/tag-list';
import { CategoryPill } from '@/components/ui/category-pill';
import { RelatedSection } from '@/components/ui/list-page';
import { KINDS } from '@/lib/kinds';
import type { EditorialKind } from '@/lib/data/entries';
import type { BlogPostSummary, Publication, Tutorial } from '@/lib/data/types';
import { breadcrumbJsonLd, itemCrumbs, JsonLd, type JsonLdObject } from '@/lib/seo';

type RelatedItem = { post: BlogPostSummary; tutorial: Tutorial };

/** The heading of « more of the same », and where the newsletter's sign-ups say they came from. */
const MORE = {
  post: { id: 'related-title', title: 'Articles similaires', source: 'article' },
  tutorial: { id: 'more-tutorials', title: 'Autres tutoriels', source: 'tutoriel' },
} as const;

function RelatedCard({ kind, item }: { kind: EditorialKind; item: RelatedItem[EditorialKind] }) {
  return kind === 'post' ? (
    <BlogCard post={item as BlogPostSummary} headingLevel={3} />
  ) : (
    <TutorialCard tutorial={item as Tutorial} headingLevel={3} />
  );
}

export function ItemFrame<K extends EditorialKind>({
  kind,
  item,
  preview,
  data,
  related,
  children,
}: {
  kind: K;
  item: Publication & { slug: string; title: string };
  /** An admin's preview (the banner says so), not the public page. */
  preview: boolean;
  /** The item's own structured data (an article, a video). */
  data: JsonLdObject;
  related: RelatedItem[K][];
  children: ReactNode;
}) {
  const { section, sectionName } = KINDS[kind];
  const path = `${section}/${item.slug}`;
  const { source, ...more } = MORE[kind];
  return (
    <>
      {preview && <PreviewBanner path={path} status={item.status} />}
      <JsonLd
        data={[data, breadcrumbJsonLd(itemCrumbs({ name: sectionName, path: section }, { name: item.title, path }))]}
      />
      {children}
      <RelatedSection {...more} items={related} render={(r) => <RelatedCard kind={kind} item={r} />} />
      <NewsletterSection source={source} page={path} />
    </>
  );
}

/** The article's heading is larger and follows a back link; a tutorial's follows its video. */
const HEADING = {
  post: { row: 'mt-8', title: 'lg:text-5xl', lead: 'text-xl text-slate-600' },
  tutorial: { row: '', title: '', lead: 'text-lg whitespace-pre-line text-slate-700' },
} as const;

/** The category (or a default word) and the kind's own meta line, the title, its summary, its tags. */
export function ItemHeading({
  kind,
  category,
  meta,
  title,
  lead,
  tags,
}: {
  kind: EditorialKind;
  category: string | null;
  meta: ReactNode;
  title: string;
  lead: string;
  tags: readonly string[];
}) {
  const look = HEADING[kind];
  return (
    <>
      <div className={`${look.row} flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600`}>
        {category && <CategoryPill tone="solid">{category}</CategoryPill>}
        {meta}
      </div>
      <h1 className={`mt-5 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl ${look.title}`}>
        {title}
      </h1>
      <p className={`mt-5 leading-relaxed ${look.lead}`}>{lead}</p>
      <TagList tags={tags} className="mt-6" />
    </>
  );
}

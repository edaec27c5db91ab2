'use client';
// List card of the blog and the tutorials: image linking to the item, a meta line, the title,
// text, tags and a call to action. « video » cards have a 16:9 dark backdrop for thumbnails.
// A client component so that each page's RSC payload carries its data, not its whole markup again.
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { ArrowRightIcon } from '@/components/icons/frame';
import { TagList } from '@/components/blog/tag-list';
import { SmartImage } from './smart-image';

// Component classes (app/globals.css): each card's classes are written in the client bundle and in
// every list document, a component class's rules once in the stylesheet.
const MEDIA = { article: 'card-media card-media-article', video: 'card-media card-media-video' } as const;

/** The call to action at the bottom; screen readers hear it with the title. */
const CTA = { article: 'Lire l’article', video: 'Regarder le tutoriel' } as const;

/** How a list shows a card. */
export type CardOptions = {
  /** 3 under a section's own heading. */
  headingLevel?: 2 | 3;
  /** The first card of a list: its image is fetched at once (it is often the largest paint on a phone). */
  eager?: boolean;
};

type Props = CardOptions & {
  variant: keyof typeof MEDIA;
  href: string;
  title: string;
  imageUrl: string;
  categoryName: string | null;
  /** Drawn over the image (e.g. the video duration). */
  overlay?: ReactNode;
  /** Category, date, author or duration, above the title. */
  meta: ReactNode;
  text: string;
  tags: readonly string[];
};

export function EntryCard({
  variant,
  href,
  title,
  headingLevel = 2,
  imageUrl,
  categoryName,
  overlay,
  meta,
  text,
  tags,
  eager = false,
}: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group card">
      <Link href={href} tabIndex={-1} aria-hidden="true" className={MEDIA[variant]}>
        <SmartImage
          src={imageUrl}
          alt=""
          sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
          className="card-image"
          categoryName={categoryName}
          loading={eager ? 'eager' : undefined}
          fetchPriority={eager ? 'high' : undefined}
        />
        {overlay}
      </Link>
      <div className="card-body">
        {meta}
        <Heading className="card-title">
          <Link href={href} className="card-title-link">
            {title}
          </Link>
        </Heading>
        <p className="card-text">{text}</p>
        <TagList tags={tags} className="mt-4" />
        <div className="mt-auto pt-6">
          <Link href={href} className="card-more">
            {CTA[variant]}
            <span className="sr-only">&nbsp;: {title}</span>
            <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
          </Link>
        </div>
      </div>
    </article>
  );
}

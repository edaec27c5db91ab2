'use client';
// Card of the home teasers: image zooming on hover, a meta line, the title (its link covers the
// whole card) and a short text. « article » cards are blog posts, « video » cards tutorials.
// A client component so that the home page's RSC payload carries its data, not its markup again.
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { SmartImage } from '@/components/ui/smart-image';

const VARIANTS = {
  article: {
    media: 'relative aspect-[3/2] overflow-hidden bg-slate-100',
    sizes: '(min-width: 1024px) 390px, (min-width: 768px) 50vw, 100vw',
    body: 'flex flex-1 flex-col p-6',
    heading: 'mt-3 text-lg font-semibold text-slate-900',
    text: 'mt-2 line-clamp-3 text-slate-600',
  },
  video: {
    media: 'relative aspect-video overflow-hidden bg-slate-900',
    sizes: '(min-width: 1024px) 290px, (min-width: 640px) 50vw, 100vw',
    body: 'flex flex-1 flex-col p-5',
    heading: 'mt-2 font-semibold text-slate-900',
    text: 'mt-2 line-clamp-2 text-sm text-slate-600',
  },
} as const;

type Props = {
  variant: keyof typeof VARIANTS;
  href: string;
  title: string;
  imageUrl: string;
  categoryName: string | null;
  /** Line above the title (category, date…). */
  meta: ReactNode;
  text: string;
  /** Drawn over the image (e.g. the video duration). */
  overlay?: ReactNode;
};

export function TeaserCard({ variant, href, title, imageUrl, categoryName, meta, text, overlay }: Props) {
  const v = VARIANTS[variant];
  return (
    <article className="teaser-card group">
      <div className={v.media}>
        <SmartImage src={imageUrl} alt="" sizes={v.sizes} className="card-image" categoryName={categoryName} />
        {overlay}
      </div>
      <div className={v.body}>
        {meta}
        <h3 className={v.heading}>
          <Link href={href} className="cover-link">
            {title}
          </Link>
        </h3>
        <p className={v.text}>{text}</p>
      </div>
    </article>
  );
}

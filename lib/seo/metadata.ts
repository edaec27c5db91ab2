// Page metadata: title with the brand suffix, description, keywords, canonical URL, Open Graph
// and Twitter cards with a generated share image.
import type { Metadata } from 'next';
import { company } from '@/lib/content/company';
import { siteUrl } from '@/lib/env';
import { typeset } from '@/lib/typography/french';
import { OG_SIZE, ogImagePath } from './og';

export const BRAND = company.name;

/** Adds « | <brand> » unless the title already names the brand. */
export function withBrand(title: string): string {
  return title.toLocaleLowerCase('fr').includes(BRAND.toLocaleLowerCase('fr')) ? title : `${title} | ${BRAND}`;
}

export type ShareImage = string | { url: string; width?: number; height?: number; alt?: string };

export type MetadataInput = {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Path of the page (« /services »); the canonical URL is built from SITE_URL. */
  path: string;
  /** Share image; defaults to the page's generated card (lib/seo/og.ts), else the site's. */
  image?: ShareImage;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  authors?: string[];
  noIndex?: boolean;
};

export function buildMetadata(given: MetadataInput): Metadata {
  // French typography in <title>, the description and the share cards (typeset once per string).
  const input = { ...given, title: typeset(given.title), description: typeset(given.description) };
  const title = withBrand(input.title);
  const url = siteUrl(input.path);
  const raw = input.image ?? ogImagePath(input.path);
  const image =
    typeof raw === 'string'
      ? { url: raw, ...(input.image ? {} : OG_SIZE), alt: input.title }
      : { alt: input.title, ...raw };
  const type = input.type ?? 'website';

  return {
    title: { absolute: title },
    description: input.description,
    keywords: input.keywords ? [...input.keywords] : undefined,
    alternates: { canonical: url },
    robots: input.noIndex ? { index: false, follow: true } : undefined,
    openGraph: {
      type,
      locale: 'fr_FR',
      siteName: BRAND,
      title,
      description: input.description,
      url,
      images: [image],
      ...(type === 'article'
        ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime, authors: input.authors }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: input.description,
      images: [image],
    },
  };
}

// Page metadata: title with the brand suffix, description, keywords, canonical URL, Open Graph
// and Twitter cards with a generated share image.
import type { Metadata } from 'next';
import { KINDS, type EntryKind } from '@/lib/kinds';
import { company } from '@/lib/copy/company';
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

/**
 * A detail page's metadata from what its slug found: « … non trouvé » and not indexed when nothing,
 * the item's own metadata otherwise, never indexed nor followed in an admin's preview.
 */
export function itemMetadata<T>(
  found: { item: T | null; preview: boolean },
  missing: string,
  build: (item: T) => MetadataInput,
): Metadata {
  if (!found.item) return { title: missing, robots: { index: false, follow: true } };
  const metadata = buildMetadata(withSearchFields(build(found.item), found.item));
  return found.preview ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

/** The item's own search-engine fields (« Référencement » in its form), where given, over the defaults. */
export function withSearchFields(input: MetadataInput, item: unknown): MetadataInput {
  const seo = item as { seoTitle?: string | null; seoDescription?: string | null; seoImage?: string | null };
  return {
    ...input,
    title: seo.seoTitle || input.title,
    description: seo.seoDescription || input.description,
    image: seo.seoImage || input.image,
  };
}

type KindItem = { slug: string; title: string; tags?: readonly string[] };

/**
 * What any detail page says of its item, read through its kind's description (lib/kinds.ts):
 * its title, its summary as the description, its tags as keywords, its path, its image to share.
 */
export function itemPage(kind: EntryKind, item: KindItem): MetadataInput {
  const spec = KINDS[kind];
  const values = item as KindItem & Record<string, unknown>;
  const image = spec.fields.find((f) => f.column === spec.file)!.key;
  return {
    title: item.title,
    description: String(values[spec.summary]),
    keywords: item.tags,
    path: `${spec.section}/${item.slug}`,
    image: String(values[image]),
  };
}

// JSON-LD builders (schema.org). Absolute URLs come from SITE_URL.
import { company, type SiteDetails } from '@/lib/copy/company';
import { siteUrl } from '@/lib/env';
import type { MetadataInput, ShareImage } from './metadata';

export type JsonLdObject = { '@context'?: string; '@type': string | string[]; [key: string]: unknown };

const CONTEXT = 'https://schema.org';
const ORG_ID = () => siteUrl('/#organization');
const SITE_ID = () => siteUrl('/#website');
const abs = (url: string) => (/^https?:\/\//.test(url) ? url : siteUrl(url));
const orgRef = () => ({ '@id': ORG_ID() });

/** The studio as search engines read it: its details as « Réglages » holds them (an empty one is left out). */
export function organizationJsonLd(site: SiteDetails): JsonLdObject {
  const contact = { ...(site.phone && { telephone: site.phone }), ...(site.email && { email: site.email }) };
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': ORG_ID(),
    name: company.name,
    url: siteUrl('/'),
    logo: siteUrl('/icons/icon-512.png'),
    description: company.tagline,
    ...contact,
    foundingDate: String(company.foundingYear),
    ...(site.address.line && {
      address: {
        '@type': 'PostalAddress',
        ...(site.address.city && { addressLocality: site.address.city }),
        addressCountry: site.address.countryCode ?? site.address.country,
      },
    }),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        ...contact,
        availableLanguage: ['French'],
        areaServed: ['FR', 'BE', 'CH'],
      },
    ],
    sameAs: site.socials.map((s) => s.url),
  };
}

export function websiteJsonLd(): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': SITE_ID(),
    name: company.name,
    url: siteUrl('/'),
    inLanguage: 'fr-FR',
    publisher: orgRef(),
    potentialAction: {
      '@type': 'SearchAction',
      // Built by hand: URL() would percent-encode the braces of the template.
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl('/recherche')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export type OfferInput = { name: string; price: number; unit?: string; description?: string };

export function serviceJsonLd(input: {
  name: string;
  description: string;
  path: string;
  serviceType?: string;
  offers: OfferInput[];
}): JsonLdObject {
  const url = siteUrl(input.path);
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: input.name,
    description: input.description,
    serviceType: input.serviceType ?? input.name,
    url,
    provider: { '@type': 'Organization', '@id': ORG_ID(), name: company.name, url: siteUrl('/') },
    areaServed: { '@type': 'Place', name: 'Europe' },
    availableLanguage: 'French',
    offers: input.offers.map((o) => ({
      '@type': 'Offer',
      name: o.name,
      ...(o.description ? { description: o.description } : {}),
      price: o.price.toFixed(2),
      priceCurrency: 'EUR',
      url,
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: o.price.toFixed(2),
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: true,
        ...(o.unit ? { unitText: o.unit } : {}),
      },
    })),
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(items: Crumb[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: siteUrl(item.path),
    })),
  };
}

/**
 * A list page (/blog, /tutoriels): a CollectionPage of the site whose main entity is the list of the items it
 * shows, in order, each with its address.
 */
export function collectionPageJsonLd(page: {
  name: string;
  description: string;
  path: string;
  items: Crumb[];
}): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: siteUrl(page.path),
    inLanguage: 'fr-FR',
    isPartOf: { '@id': SITE_ID() },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: page.items.length,
      itemListElement: page.items.map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: item.name,
        url: siteUrl(item.path),
      })),
    },
  };
}

/** A list page's blocks: its CollectionPage and its trail (Accueil › the list). */
export const listPageJsonLd = (page: {
  name: string;
  description: string;
  path: string;
  crumb: string;
  items: Crumb[];
}) => [
  collectionPageJsonLd(page),
  breadcrumbJsonLd([
    { name: 'Accueil', path: '/' },
    { name: page.crumb, path: page.path },
  ]),
];

/** Accueil › a section › one of its items: the trail of a detail page. */
export const itemCrumbs = (section: Crumb, item: Crumb): Crumb[] => [{ name: 'Accueil', path: '/' }, section, item];

/** The share image's address, whichever way the page gives it. */
const imageOf = (image: ShareImage | undefined) => (typeof image === 'string' ? image : (image?.url ?? ''));

/** An article from its page's description (the one its metadata is built from), with its section. */
export function articleJsonLd(page: MetadataInput & { section?: string | null }): JsonLdObject {
  const published = page.publishedTime ?? '';
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: page.title.slice(0, 110),
    description: page.description,
    image: [abs(imageOf(page.image))],
    datePublished: published,
    dateModified: page.modifiedTime ?? published,
    author: page.authors?.length
      ? { '@type': 'Person', name: page.authors[0] }
      : { '@type': 'Organization', name: company.name },
    publisher: {
      '@type': 'Organization',
      '@id': ORG_ID(),
      name: company.name,
      logo: { '@type': 'ImageObject', url: siteUrl('/icons/icon-512.png') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': siteUrl(page.path) },
    inLanguage: 'fr-FR',
    ...(page.keywords?.length ? { keywords: page.keywords.join(', ') } : {}),
    ...(page.section ? { articleSection: page.section } : {}),
  };
}

/** « 12:34 » or « 1:02:03 » → ISO 8601 duration (« PT12M34S »); undefined when unreadable. */
export function isoDuration(duration: string | null | undefined): string | undefined {
  if (!duration) return undefined;
  const parts = duration
    .trim()
    .split(':')
    .map((p) => Number(p));
  if (parts.length < 2 || parts.length > 3 || parts.some((n) => !Number.isInteger(n) || n < 0)) return undefined;
  const [h, m, s] = parts.length === 3 ? parts : [0, ...parts];
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** A video from its page's description (its image is the thumbnail), with what only a video has. */
export function videoJsonLd(
  page: MetadataInput,
  video: { uploadDate: string; duration?: string | null; embedUrl?: string },
): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: page.title,
    description: page.description,
    thumbnailUrl: [abs(imageOf(page.image))],
    uploadDate: video.uploadDate,
    url: siteUrl(page.path),
    inLanguage: 'fr-FR',
    publisher: orgRef(),
    ...(isoDuration(video.duration) ? { duration: isoDuration(video.duration) } : {}),
    ...(video.embedUrl ? { embedUrl: video.embedUrl } : {}),
  };
}

export function creativeWorkJsonLd(input: {
  title: string;
  description: string;
  path: string;
  image: string;
  genre?: string | null;
  client?: string | null;
  dateCreated?: string;
}): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'CreativeWork',
    name: input.title,
    description: input.description,
    image: abs(input.image),
    url: siteUrl(input.path),
    creator: orgRef(),
    inLanguage: 'fr-FR',
    ...(input.genre ? { genre: input.genre } : {}),
    ...(input.client ? { sourceOrganization: { '@type': 'Organization', name: input.client } } : {}),
    ...(input.dateCreated ? { dateCreated: input.dateCreated } : {}),
  };
}

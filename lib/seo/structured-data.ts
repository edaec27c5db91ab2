// JSON-LD builders (schema.org). Absolute URLs come from SITE_URL.
import { company } from '@/lib/content/company';
import { siteUrl } from '@/lib/env';

export type JsonLdObject = { '@context'?: string; '@type': string | string[]; [key: string]: unknown };

const CONTEXT = 'https://schema.org';
const ORG_ID = () => siteUrl('/#organization');
const SITE_ID = () => siteUrl('/#website');
const abs = (url: string) => (/^https?:\/\//.test(url) ? url : siteUrl(url));
const orgRef = () => ({ '@id': ORG_ID() });

export function organizationJsonLd(): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': ORG_ID(),
    name: company.name,
    url: siteUrl('/'),
    logo: siteUrl('/icons/icon-512.png'),
    description: company.tagline,
    email: company.email,
    telephone: company.phone,
    foundingDate: String(company.foundingYear),
    address: {
      '@type': 'PostalAddress',
      addressLocality: company.address.city,
      addressCountry: company.address.countryCode,
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: company.phone,
        email: company.email,
        availableLanguage: ['French'],
        areaServed: ['FR', 'BE', 'CH'],
      },
    ],
    sameAs: company.socials.map((s) => s.url),
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

export function articleJsonLd(input: {
  title: string;
  description: string;
  path: string;
  image: string;
  datePublished: string;
  dateModified?: string;
  author?: string | null;
  keywords?: string[];
  section?: string | null;
}): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: input.title.slice(0, 110),
    description: input.description,
    image: [abs(input.image)],
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: input.author ? { '@type': 'Person', name: input.author } : { '@type': 'Organization', name: company.name },
    publisher: {
      '@type': 'Organization',
      '@id': ORG_ID(),
      name: company.name,
      logo: { '@type': 'ImageObject', url: siteUrl('/icons/icon-512.png') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': siteUrl(input.path) },
    inLanguage: 'fr-FR',
    ...(input.keywords?.length ? { keywords: input.keywords.join(', ') } : {}),
    ...(input.section ? { articleSection: input.section } : {}),
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

export function videoJsonLd(input: {
  title: string;
  description: string;
  path: string;
  thumbnailUrl: string;
  uploadDate: string;
  duration?: string | null;
  embedUrl?: string;
}): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: input.title,
    description: input.description,
    thumbnailUrl: [abs(input.thumbnailUrl)],
    uploadDate: input.uploadDate,
    url: siteUrl(input.path),
    inLanguage: 'fr-FR',
    publisher: orgRef(),
    ...(isoDuration(input.duration) ? { duration: isoDuration(input.duration) } : {}),
    ...(input.embedUrl ? { embedUrl: input.embedUrl } : {}),
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

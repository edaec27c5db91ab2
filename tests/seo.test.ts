import { siteDetails } from '@/lib/copy/company';
import { defaultSettings } from '@/lib/data/settings';
import { describe, expect, it } from 'vitest';
import { siteUrl } from '@/lib/env';
import { buildMetadata, itemMetadata, itemPage, withBrand } from '@/lib/seo/metadata';
import { postInput, TEST_IMAGE, tutorialInput } from './support/builders';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { ogImagePath, shareCard, shareCardKeys, SITE_CARD } from '@/lib/seo/og';
import { PAGES } from '@/lib/copy/pages';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  collectionPageJsonLd,
  isoDuration,
  organizationJsonLd,
  serviceJsonLd,
  videoJsonLd,
  websiteJsonLd,
} from '@/lib/seo/structured-data';

describe('title suffix rule', () => {
  it('adds the brand unless the title already names it (any case)', () => {
    expect(withBrand('Mise en page Word')).toBe('Mise en page Word | Studio Graphique Madagascar');
    expect(withBrand('Studio Graphique Madagascar — Accueil')).toBe('Studio Graphique Madagascar — Accueil');
    expect(withBrand('Bienvenue chez studio graphique madagascar')).toBe('Bienvenue chez studio graphique madagascar');
  });
});

describe('buildMetadata', () => {
  const meta = buildMetadata({ title: 'Contact', description: 'Écrivez-nous.', keywords: ['devis'], path: '/contact' });

  it('absolute title, description, keywords, canonical from SITE_URL', () => {
    expect(meta.title).toEqual({ absolute: 'Contact | Studio Graphique Madagascar' });
    expect(meta.description).toBe('Écrivez-nous.');
    expect(meta.keywords).toEqual(['devis']);
    expect(meta.alternates?.canonical).toBe(siteUrl('/contact'));
  });

  it('Open Graph and Twitter cards with a generated share image by default', () => {
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      locale: 'fr_FR',
      url: siteUrl('/contact'),
      title: 'Contact | Studio Graphique Madagascar',
    });
    const images = meta.openGraph?.images as { url: string; width: number; height: number }[];
    expect(images[0]).toMatchObject({ url: '/api/og/contact', width: 1200, height: 630 });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Contact | Studio Graphique Madagascar' });
  });

  it('a given image and the article type', () => {
    const article = buildMetadata({
      title: 'Un article',
      description: 'd',
      path: '/blog/un-article',
      image: '/storage/blog-images/a.jpg',
      type: 'article',
      publishedTime: '2026-11-01',
    });
    expect(article.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-11-01',
      images: [{ url: '/storage/blog-images/a.jpg' }],
    });
  });

  it('share images: one per known page, titles from the page, never from a URL', () => {
    expect(ogImagePath('/services/saisie-ocr')).toBe('/api/og/services-saisie-ocr');
    expect(shareCard('services-saisie-ocr')).toEqual({ title: PAGES.textEntry.title, kicker: 'Services' });
    expect(ogImagePath('/')).toBe('/api/og');
    // A page without its own card (an article, a search) gets the site card.
    expect(ogImagePath('/recherche')).toBe('/api/og');
    expect(ogImagePath('/blog/un-article')).toBe('/api/og');
    expect(shareCard('inconnue')).toBeUndefined();
    expect(shareCard('')).toBeUndefined();
    expect(SITE_CARD.title).toBe('Studio Graphique Madagascar');
    for (const page of Object.values(PAGES))
      expect(ogImagePath(page.path), page.path).toMatch(/^\/api\/og(\/[a-z0-9-]+)?$/);
    expect(shareCardKeys()).toEqual(expect.arrayContaining(['services', 'contact', 'blog', 'tutoriels', 'portfolio']));
  });
});

describe('JSON-LD', () => {
  it('a list page is a CollectionPage of the site listing its items in order, with their addresses', () => {
    const page = collectionPageJsonLd({
      name: 'Blog',
      description: 'Conseils',
      path: '/blog',
      items: [
        { name: 'Premier', path: '/blog/premier' },
        { name: 'Second', path: '/blog/second' },
      ],
    });
    expect(page).toMatchObject({
      '@type': 'CollectionPage',
      url: siteUrl('/blog'),
      isPartOf: { '@id': siteUrl('/#website') },
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Premier', url: siteUrl('/blog/premier') },
          { '@type': 'ListItem', position: 2, name: 'Second', url: siteUrl('/blog/second') },
        ],
      },
    });
  });

  it('escapes « < » so no </script> can end the block', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>', note: 'a\u2028b' });
    expect(out).not.toContain('<');
    expect(out).toContain('\\u003c/script>');
    expect(out).not.toContain('\u2028');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>', note: 'a\u2028b' });
  });

  it('Organization: French customer service, Antananarivo, socials', () => {
    const org = organizationJsonLd(siteDetails(defaultSettings()));
    expect(org).toMatchObject({
      '@type': 'Organization',
      address: { '@type': 'PostalAddress', addressLocality: 'Antananarivo', addressCountry: 'MG' },
      contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', availableLanguage: ['French'] }],
    });
    expect(org.sameAs).toHaveLength(4);
  });

  it('WebSite with a SearchAction to /recherche?q=', () => {
    expect(websiteJsonLd()).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${siteUrl('/recherche')}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('Service with EUR offers, area Europe', () => {
    const s = serviceJsonLd({
      name: 'Mise en page Word',
      description: 'd',
      path: '/services/mise-en-page-word',
      offers: [
        { name: 'Essentielle', price: 39 },
        { name: 'OCR', price: 0.3, unit: 'les 1 000 caractères' },
      ],
    });
    expect(s).toMatchObject({
      '@type': 'Service',
      areaServed: { '@type': 'Place', name: 'Europe' },
      provider: { name: 'Studio Graphique Madagascar' },
      offers: [
        { '@type': 'Offer', price: '39.00', priceCurrency: 'EUR' },
        {
          '@type': 'Offer',
          price: '0.30',
          priceCurrency: 'EUR',
          priceSpecification: { unitText: 'les 1 000 caractères' },
        },
      ],
    });
  });

  it('BreadcrumbList positions and absolute URLs', () => {
    const b = breadcrumbJsonLd([
      { name: 'Accueil', path: '/' },
      { name: 'Services', path: '/services' },
    ]);
    expect(b.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: siteUrl('/') },
      { '@type': 'ListItem', position: 2, name: 'Services', item: siteUrl('/services') },
    ]);
  });

  it('a detail page is described from its kind: summary, tags, section path, image field', () => {
    expect(itemPage('post', postInput('un-article', { excerpt: 'Le résumé', tags: ['epub'] }))).toEqual({
      title: 'Zéphyrin un-article',
      description: 'Le résumé',
      keywords: ['epub'],
      path: '/blog/un-article',
      image: TEST_IMAGE,
    });
    const tutorial = itemPage('tutorial', tutorialInput('un-tuto', { thumbnail: '/storage/miniature.jpg' }));
    expect(tutorial).toMatchObject({ description: 'Tutoriel zéphyrin', path: '/tutoriels/un-tuto' });
    expect(tutorial.image).toBe('/storage/miniature.jpg');
  });

  it('an item’s own search-engine fields replace its title, summary and image in the metadata, and only there', () => {
    const post = postInput('un-article', { excerpt: 'Le résumé' });
    const plain = itemMetadata({ item: post, preview: false }, 'absent', (p) => itemPage('post', p));
    expect(plain.title).toEqual({ absolute: withBrand('Zéphyrin un-article') });
    expect(plain.description).toBe('Le résumé');
    const own = itemMetadata(
      {
        item: {
          ...post,
          seoTitle: 'Mise en page d’un roman',
          seoDescription: 'Ce que coûte et demande un roman.',
          seoImage: '/storage/partage.jpg',
        },
        preview: false,
      },
      'absent',
      (p) => itemPage('post', p),
    );
    expect(own.title).toEqual({ absolute: withBrand('Mise en page d’un roman') });
    expect(own.description).toBe('Ce que coûte et demande un roman.');
    expect(JSON.stringify(own.openGraph)).toContain('/storage/partage.jpg');
    expect(JSON.stringify(plain.openGraph)).not.toContain('/storage/partage.jpg');
    // The page's own heading and structured data keep the item's title.
    expect(itemPage('post', { ...post, seoTitle: 'Autre' } as never).title).toBe('Zéphyrin un-article');
  });

  it('BlogPosting and VideoObject for teammates', () => {
    const a = articleJsonLd({
      title: 'T',
      description: 'D',
      path: '/blog/t',
      image: '/storage/x.jpg',
      publishedTime: '2026-11-01',
      authors: ['Claire'],
    });
    expect(a).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'T',
      author: { '@type': 'Person', name: 'Claire' },
      image: [siteUrl('/storage/x.jpg')],
    });
    const v = videoJsonLd(
      { title: 'V', description: 'D', path: '/tutoriels/v', image: 'https://i.ytimg.com/vi/x/hqdefault.jpg' },
      { uploadDate: '2026-11-01', duration: '12:34' },
    );
    expect(v).toMatchObject({
      '@type': 'VideoObject',
      duration: 'PT12M34S',
      thumbnailUrl: ['https://i.ytimg.com/vi/x/hqdefault.jpg'],
    });
    expect(isoDuration('1:02:03')).toBe('PT1H2M3S');
    expect(isoDuration('5:00')).toBe('PT5M');
    expect(isoDuration('abc')).toBeUndefined();
  });
});

import { defaultSettings } from '@/lib/data/settings';
import { describe, expect, it } from 'vitest';
import { company, phoneDigits, siteDetails, whatsappLink } from '@/lib/copy/company';
import { SERVICE_LINKS } from '@/lib/copy/navigation';
import { searchablePages } from '@/lib/copy/pages';
import { BOOK_PLANS, MAGAZINE_PLANS, PRICES, TEXT_ENTRY_PLANS, WORD_PLANS, fromPrice } from '@/lib/copy/pricing';
import { HOME_SERVICES, MENU_SERVICES } from '@/lib/copy/services';
import { STATISTICS, TESTIMONIALS } from '@/lib/copy/testimonials';
import { formatNumber, formatPrice } from '@/lib/format/number';
import { DEFAULT_PRICE_TABLE } from '@/lib/copy/pricing';
import { SERVICES, servicePriceText } from '@/lib/copy/services';
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatShortDateTime,
  DEFAULT_TIME_ZONE,
  setStudioTimeZone,
  studioLocalToIso,
  studioTimeZone,
  studioTimeZoneLabel,
  formatSpreadsheetDateTime,
  studioToday,
} from '@/lib/dates';
import { isActivePath, MAIN_NAV, searchHref } from '@/lib/copy/navigation';

// Intl puts no-break spaces before « € » and between thousands: compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('French price formatting', () => {
  it('whole amounts have no decimals, others two, with a comma', () => {
    expect(plain(formatPrice(125))).toBe('125 €');
    expect(plain(formatPrice(0.5))).toBe('0,50 €');
    expect(plain(formatPrice(0.3))).toBe('0,30 €');
    expect(plain(formatPrice(6))).toBe('6 €');
    expect(plain(formatPrice(1250))).toBe('1 250 €');
    expect(formatPrice(125)).toMatch(/^125\u00a0€$/);
  });

  it('writes exactly what Intl writes for fr-FR euros (it is not used in the browser: see format.ts)', () => {
    const options = { style: 'currency', currency: 'EUR' } as const;
    const whole = new Intl.NumberFormat('fr-FR', { ...options, maximumFractionDigits: 0 });
    const withCents = new Intl.NumberFormat('fr-FR', { ...options, minimumFractionDigits: 2 });
    for (let cents = 1; cents <= 200_000; cents += cents < 10_000 ? 1 : 997) {
      const amount = cents / 100;
      const expected = (Number.isInteger(amount) ? whole : withCents).format(amount);
      expect(formatPrice(amount), String(amount)).toBe(expected);
    }
    for (const amount of [0, 7, 99, 1_000, 12_345, 999_999, 1_234_567])
      expect(formatPrice(amount)).toBe(whole.format(amount));
    expect(() => formatPrice(-1)).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
  });

  it('« from » texts', () => {
    expect(plain(fromPrice(125))).toBe('À partir de 125 €');
    expect(plain(fromPrice(6, '/ page'))).toBe('À partir de 6 € / page');
  });

  it('numbers and long dates', () => {
    expect(plain(formatNumber(1_000_000))).toBe('1 000 000');
    expect(formatLongDate('2026-11-21')).toBe('21 novembre 2026');
    expect(formatLongDate('2027-01-01')).toBe('1 janvier 2027');
    expect(formatLongDate(new Date(2026, 7, 5))).toBe('5 août 2026');
    expect(() => formatLongDate('hier')).toThrow(RangeError);
    expect(() => formatLongDate('2026-13-01')).toThrow(RangeError);
  });

  it('long dates are what Intl writes for fr-FR, every day of four years (it is not used in the browser)', () => {
    const intl = new Intl.DateTimeFormat('fr-FR', { year: 'numeric', month: 'long', day: 'numeric' });
    for (let day = new Date(2024, 0, 1); day.getFullYear() < 2028; day.setDate(day.getDate() + 1)) {
      const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
      expect(formatLongDate(new Date(day)), iso).toBe(intl.format(day));
      expect(formatLongDate(iso), iso).toBe(intl.format(day));
    }
  });

  it('instants in the studio’s time zone (Paris), whatever the machine’s', () => {
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('22 novembre 2026');
    expect(plain(formatDateTime('2026-11-21T23:30:00Z'))).toBe('22 novembre 2026 à 00:30');
    expect(plain(formatDateTime('2026-07-01T07:30:00Z'))).toBe('1 juillet 2026 à 09:30');
    expect(formatShortDateTime('2026-07-01T07:30:00Z')).toBe('01/07/2026 à 09:30');
    expect(formatSpreadsheetDateTime('2026-12-31T23:05:00Z')).toBe('01/01/2027 00:05');
    expect(studioToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
  });

  it('the zone chosen in « Réglages » moves every time shown and typed; an unknown one is Paris', () => {
    try {
      setStudioTimeZone('Indian/Antananarivo');
      expect(studioTimeZoneLabel()).toBe('heure de Madagascar');
      expect(formatShortDateTime('2026-07-01T07:30:00Z')).toBe('01/07/2026 à 10:30');
      expect(studioLocalToIso('2026-11-24T09:00')).toBe('2026-11-24T06:00:00.000Z');
      expect(studioToday(new Date('2026-11-21T21:30:00Z'))).toBe('2026-11-22');
      setStudioTimeZone('Mars/Olympus');
      expect(studioTimeZone()).toBe('Europe/Paris');
      expect(studioLocalToIso('2026-11-24T09:00')).toBe('2026-11-24T08:00:00.000Z');
    } finally {
      setStudioTimeZone(DEFAULT_TIME_ZONE);
    }
  });
});

describe('prices and plans', () => {
  it('holds every price of the spec', () => {
    expect(PRICES.book).toEqual({ simple: 125, complex: 200 });
    expect(PRICES.magazine).toEqual({ simple: 6, standard: 8, advanced: 10 });
    expect(PRICES.word).toEqual({ essentielle: 39, premium: 69, kdp: 99 });
    expect(PRICES.textEntry).toEqual({ manual: 0.5, ocr: 0.3 });
    expect(BOOK_PLANS.map((p) => p.price)).toEqual([125, 200]);
    expect(MAGAZINE_PLANS.map((p) => p.price)).toEqual([6, 8, 10]);
    expect(WORD_PLANS.map((p) => [p.name, p.price])).toEqual([
      ['Essentielle', 39],
      ['Premium', 69],
      ['Amazon KDP', 99],
    ]);
    expect(TEXT_ENTRY_PLANS.map((p) => plain(formatPrice(p.price)))).toEqual(['0,50 €', '0,30 €']);
  });

  it('book inclusions: 3 and 5 revisions with their delays', () => {
    expect(BOOK_PLANS[0]!.includes).toEqual(
      expect.arrayContaining(['Jusqu’à 3 révisions', 'Délai de 5 à 7 jours ouvrés']),
    );
    expect(BOOK_PLANS[1]!.includes).toEqual(
      expect.arrayContaining(['Jusqu’à 5 révisions', 'Délai de 7 à 10 jours ouvrés']),
    );
  });

  it('testimonials rated 5, 5, 4 and the statistics strip', () => {
    expect(TESTIMONIALS.map((t) => t.rating)).toEqual([5, 5, 4]);
    expect(STATISTICS.map((s) => s.value)).toEqual(['100+', '50+', '30+', '95%']);
  });

  it('service cards: three on the home page, four in the menu, each with three features', () => {
    expect(HOME_SERVICES.map((s) => s.href)).toEqual([
      '/services/mise-en-page',
      '/services/mise-en-page-magazine',
      '/services/mise-en-page-word',
    ]);
    expect(MENU_SERVICES.map((s) => s.navLabel)).toEqual([
      'Mise en page de livres',
      'Mise en page magazine',
      'Mise en page Word',
      'Saisie et OCR',
    ]);
    // The header and footer menus keep their own copy of these links (client bundles stay light).
    expect(SERVICE_LINKS).toEqual(MENU_SERVICES.map((s) => ({ href: s.href, label: s.navLabel })));
    for (const s of HOME_SERVICES) expect(s.features).toHaveLength(3);
    // Card badges come from the price table: the spec's by default, the edited one once saved.
    const badges = Object.values(SERVICES).map((s) => plain(servicePriceText(s, DEFAULT_PRICE_TABLE)));
    expect(badges).toEqual([
      'À partir de 125 €',
      'À partir de 6 € / page',
      'À partir de 39 €',
      'À partir de 0,30 € / 1 000 caractères',
      'À partir de 90 €',
    ]);
    const edited = {
      ...DEFAULT_PRICE_TABLE,
      magazine: DEFAULT_PRICE_TABLE.magazine.map((p) => ({ ...p, price: 7.5 })),
    };
    expect(plain(servicePriceText(SERVICES.magazine, edited))).toBe('À partir de 7,50 € / page');
  });
});

describe('company details', () => {
  it('messaging-app link from the phone digits', () => {
    expect(phoneDigits('+261 34 12 345 67')).toBe('261341234567');
    expect(phoneDigits('00261 (0)34-12-345-67')).toBe('2610341234567');
    expect(whatsappLink('+261 34 12 345 67')).toBe('https://wa.me/261341234567');
    expect(whatsappLink('+261 34 12 345 67', 'Bonjour & merci')).toBe(
      'https://wa.me/261341234567?text=Bonjour%20%26%20merci',
    );
  });

  it('defaults: name, tagline, address, four socials, the legal notice, the WhatsApp line from the phone', () => {
    expect(company.name).toBe('Studio Graphique Madagascar');
    expect(company.tagline).toBe(
      'Votre partenaire de confiance pour l’externalisation graphique à Madagascar. Services premium pour éditeurs, auteurs et entreprises en Europe.',
    );
    const site = siteDetails(defaultSettings());
    expect(site.address).toMatchObject({ city: 'Antananarivo', country: 'Madagascar', countryCode: 'MG' });
    expect(site.socials.map((s) => s.name)).toEqual(['Facebook', 'Twitter', 'Instagram', 'LinkedIn']);
    expect(site.emailHref).toBe(`mailto:${site.email}`);
    expect(site.whatsappUrl).toBe(`https://wa.me/${phoneDigits(site.phone!)}`);
    expect(site.legal.capital).toBe('1 000 000 Ar');
    expect(site.delays).toEqual({ quote: '24h', email: '24h', whatsapp: '2h' });
  });

  it('an empty detail disappears; a WhatsApp line of its own wins over the phone', () => {
    const site = siteDetails({ ...defaultSettings(), email: '', twitter: '', city: '', whatsapp: '+33 6 12 34 56 78' });
    expect(site.email).toBeNull();
    expect(site.emailHref).toBeNull();
    expect(site.socials.map((s) => s.name)).toEqual(['Facebook', 'Instagram', 'LinkedIn']);
    expect(site.address.line).toBe('Madagascar');
    expect(site.quoteWhatsappUrl).toMatch(/^https:\/\/wa\.me\/33612345678\?text=/);
    expect(site.phoneHref).toBe('tel:+261341234567');
    expect(siteDetails({ ...defaultSettings(), phone: '', whatsapp: '' }).whatsappUrl).toBeNull();
  });
});

describe('navigation and search', () => {
  it('header search: blank ignored, trimmed and encoded', () => {
    expect(searchHref('')).toBeNull();
    expect(searchHref('   \t ')).toBeNull();
    expect(searchHref('  mise en page & PAO ')).toBe('/recherche?q=mise%20en%20page%20%26%20PAO');
    expect(searchHref('réalisation')).toBe('/recherche?q=r%C3%A9alisation');
  });

  it('current page marks', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/services', '/')).toBe(false);
    expect(isActivePath('/services/saisie-ocr', '/services')).toBe(true);
    expect(isActivePath('/servicesx', '/services')).toBe(false);
    expect(isActivePath(null, '/')).toBe(false);
  });

  it('main navigation: the spec routes, Services with four sub-pages', () => {
    expect(MAIN_NAV.map((i) => i.href)).toEqual([
      '/',
      '/services',
      '/portfolio',
      '/blog',
      '/tutoriels',
      '/a-propos',
      '/contact',
    ]);
    expect(MAIN_NAV[1]!.children).toHaveLength(4);
  });

  it('searchable pages: services and static pages with metadata', () => {
    const paths = searchablePages.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/services',
        '/services/mise-en-page',
        '/services/saisie-ocr',
        '/services/conception-graphique',
        '/a-propos',
        '/contact',
        '/mentions-legales',
      ]),
    );
    for (const p of searchablePages) {
      expect(p.title.length).toBeGreaterThan(0);
      expect(p.description.length).toBeGreaterThan(50);
      expect(p.keywords.length).toBeGreaterThan(0);
    }
  });
});

describe('first-run defaults from the environment', () => {
  it('take the NEXT_PUBLIC_COMPANY_* values and refuse invalid ones, naming the variable', async () => {
    const { vi } = await import('vitest');
    vi.stubEnv('NEXT_PUBLIC_COMPANY_PHONE', '+33 6 12 34 56 78');
    expect(siteDetails(defaultSettings()).whatsappUrl).toBe('https://wa.me/33612345678');
    vi.stubEnv('NEXT_PUBLIC_COMPANY_EMAIL', 'pas-un-email');
    expect(() => defaultSettings()).toThrow(/NEXT_PUBLIC_COMPANY_EMAIL/);
    vi.stubEnv('NEXT_PUBLIC_COMPANY_EMAIL', '');
    vi.stubEnv('NEXT_PUBLIC_COMPANY_LINKEDIN_URL', 'javascript:alert(1)');
    expect(() => defaultSettings()).toThrow(/LINKEDIN/);
    vi.unstubAllEnvs();
  });
});

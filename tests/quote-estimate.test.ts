// « Estimer mon devis »: the arithmetic against the published price table, the ?devis= state, and the
// two hand-off links exactly as built (RFC 6068 for e-mail, wa.me for WhatsApp).
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TABLE, PRICES } from '@/lib/copy/pricing';
import {
  defaultQuote as defaultQuoteIn,
  estimate as estimateIn,
  parseQuote as parseQuoteIn,
  quoteCatalog,
  quoteMailto as quoteMailtoIn,
  quoteMessage as quoteMessageIn,
  quotePrices,
  quantityProblem,
  quoteWhatsapp as quoteWhatsappIn,
  serializeQuote,
  type QuoteState,
} from '@/lib/quote/estimate';
import type { ServiceId } from '@/lib/copy/services';

// The estimator reads the price table the pages show: the spec's here, an edited one below.
const catalog = quoteCatalog(quotePrices(DEFAULT_PRICE_TABLE));
const QUOTE_SERVICES = catalog;
const estimate = (s: QuoteState) => estimateIn(catalog, s);
const parseQuote = (v: string | null, f: ServiceId) => parseQuoteIn(catalog, v, f);
const defaultQuote = (s: ServiceId) => defaultQuoteIn(catalog, s);
const quoteMailto = (e: string, s: QuoteState, p: string) => quoteMailtoIn(catalog, e, s, p);
const quoteWhatsapp = (ph: string, s: QuoteState, p: string) => quoteWhatsappIn(catalog, ph, s, p);
const quoteMessage = (s: QuoteState, p: string, eol: string) => quoteMessageIn(catalog, s, p, eol);

const PAGE = 'https://studio.example/services/mise-en-page-magazine?devis=magazine.standard.48';

describe('estimate', () => {
  it('multiplies the published price by the quantity, for every plan of every service', () => {
    for (const service of QUOTE_SERVICES) {
      for (const plan of service.plans) {
        const e = estimate({ service: service.id, plan: plan.id, quantity: 7 });
        expect(e.total, `${service.id}.${plan.id}`).toBeCloseTo(plan.price * 7, 2);
      }
    }
    expect(estimate({ service: 'magazine', plan: 'standard', quantity: 48 }).total).toBe(PRICES.magazine.standard * 48);
  });

  it('says « à partir de … € TTC » with the unit and the published delay', () => {
    const book = estimate({ service: 'book', plan: 'complex', quantity: 2 });
    expect(book.totalText).toBe('À partir de 400\u00a0€ TTC');
    expect(book.quantityText).toBe('2\u00a0ouvrages');
    expect(book.delay).toBe('7 à 10 jours ouvrés');
    const ocr = estimate({ service: 'text-entry', plan: 'ocr', quantity: 3 });
    // Cents as integers: 0.30 € × 3 is 0.90 €, not 0.8999…
    expect(ocr.total).toBe(0.9);
    expect(ocr.totalText).toBe('À partir de 0,90\u00a0€ TTC');
    expect(ocr.quantityText).toBe('3\u00a0milliers de caractères');
    expect(estimate({ service: 'word', plan: 'kdp', quantity: 1 }).quantityText).toBe('1\u00a0document');
  });

  it('follows the price table it is given: an edited price and delay change the estimate', () => {
    const edited = {
      ...DEFAULT_PRICE_TABLE,
      magazine: DEFAULT_PRICE_TABLE.magazine.map((p) =>
        p.id === 'standard' ? { ...p, price: 8.5, delay: '4 jours' } : p,
      ),
    };
    const e = estimateIn(quoteCatalog(quotePrices(edited)), { service: 'magazine', plan: 'standard', quantity: 10 });
    expect(e.total).toBe(85);
    expect(e.delay).toBe('4 jours');
    // A plan without a delay says the quote sets it.
    expect(estimate({ service: 'magazine', plan: 'standard', quantity: 10 }).delay).toBe(
      'précisé dans le devis, selon la pagination',
    );
  });
});

describe('a typed quantity', () => {
  it('is priced only as a whole number from 1 to the unit’s maximum; anything else gets a French message', () => {
    const pages = catalog.find((s) => s.id === 'magazine')!.plans[0]!;
    expect(quantityProblem(pages, '48')).toBeNull();
    expect(quantityProblem(pages, '5000')).toBeNull();
    for (const typed of ['99999', '5001', '-3', '0', '', ' ', '2.5', '1e3', 'dix'])
      expect(quantityProblem(pages, typed), typed).toBe('Saisissez un nombre entier de 1 à 5\u202f000.');
  });
});

describe('?devis= state', () => {
  it('round-trips and starts from the page’s most requested plan', () => {
    const state = { service: 'magazine' as const, plan: 'advanced', quantity: 120 };
    expect(parseQuote(serializeQuote(state), 'book')).toEqual(state);
    expect(defaultQuote('word')).toEqual({ service: 'word', plan: 'premium', quantity: 1 });
  });

  it('falls back on anything unknown or out of bounds', () => {
    expect(parseQuote(null, 'book')).toEqual(defaultQuote('book'));
    expect(parseQuote('pirate.x.1', 'book')).toEqual(defaultQuote('book'));
    expect(parseQuote('word.inconnue.3', 'book')).toEqual(defaultQuote('word'));
    expect(parseQuote('magazine.simple.0', 'book').quantity).toBe(1);
    expect(parseQuote('magazine.simple.9999999', 'book').quantity).toBe(5000);
    expect(parseQuote('magazine.simple.-4', 'book').quantity).toBe(32);
    expect(parseQuote('magazine.simple.1e3', 'book').quantity).toBe(32);
  });
});

describe('hand-off links', () => {
  const state = { service: 'magazine' as const, plan: 'standard', quantity: 48 };

  it('builds a mailto: with subject and body per RFC 6068 (spaces %20, lines %0D%0A)', () => {
    const href = quoteMailto('contact@studio.example', state, PAGE);
    const [address, query] = href.split('?') as [string, string];
    expect(address).toBe('mailto:contact@studio.example');
    expect(href).not.toContain('+');
    expect(query).toMatch(/^subject=[^&]+&body=[^&]+$/);
    expect(query).toContain('%20');
    expect(query).toContain('%0D%0A');
    const params = Object.fromEntries(query.split('&').map((p) => p.split('=').map(decodeURIComponent)));
    expect(params.subject).toBe('Demande de devis\u00a0: Mise en page magazine');
    expect(params.body).toBe(quoteMessage(state, PAGE, '\r\n'));
    expect(params.body).toContain('Je souhaite un devis pour\u00a0: Mise en page magazine, formule Standard.');
    expect(params.body).toContain('Quantité\u00a0: 48\u00a0pages.');
    expect(params.body).toContain('Estimation\u00a0: à partir de 384\u00a0€ TTC (8\u00a0€ par page).');
    expect(params.body).toContain(`Estimation faite sur\u00a0: ${PAGE}`);
  });

  it('builds https://wa.me/<digits>?text=<the same summary>', () => {
    const href = quoteWhatsapp('+261 34 12 345 67', state, PAGE);
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/261341234567');
    expect(url.searchParams.get('text')).toBe(quoteMessage(state, PAGE, '\n'));
  });
});

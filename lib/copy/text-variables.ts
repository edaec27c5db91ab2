// The variables of « Textes du site » (lib/copy/site-texts.ts), replaced at render: the studio's name
// and reply delays (« Réglages »), and on a service page its starting price and delay (« Tarifs »), so a
// text never repeats a figure the owner changes elsewhere.
import { company, type SiteDetails } from './company';
import { formatPrice } from '@/lib/format/number';
import { DELAYS, delayOf, planIn, priceOf, type PriceTable } from './pricing';
import type { TextPageId } from './site-texts';

export type TextVariables = Readonly<Record<string, string>>;

/** The variables every page knows. */
export function siteVariables(site: SiteDetails): TextVariables {
  return {
    '{studio}': company.name,
    '{délai devis}': site.delays.quote,
    '{délai e-mail}': site.delays.email,
    '{délai WhatsApp}': site.delays.whatsapp,
  };
}

/** `value` (a text, a list, cards, a page's texts) with every known variable replaced. */
export function fillTexts<T>(value: T, variables: TextVariables): T {
  if (typeof value === 'string') return value.replace(/\{[^{}]*\}/g, (t) => variables[t] ?? t) as T;
  if (Array.isArray(value)) return value.map((v) => fillTexts(v, variables)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillTexts(v, variables)])) as T;
  return value;
}

/** `{prix}` and `{délai}` of the pages that know them: the price the page's hero quotes, its delay. */
export function pageVariables(page: TextPageId, table: PriceTable): TextVariables {
  const book = planIn(table.book, 'simple');
  switch (page) {
    case 'home':
      return { '{prix}': `${formatPrice(book.price)} ${book.unit}` };
    case 'book':
      return { '{prix}': formatPrice(book.price), '{délai}': DELAYS.book };
    case 'magazine':
      return { '{prix}': formatPrice(priceOf(table.magazine, 'simple')), '{délai}': delayOf(table.magazine) };
    case 'word':
      return { '{prix}': formatPrice(priceOf(table.word, 'essentielle')), '{délai}': delayOf(table.word) };
    case 'text-entry':
      return { '{prix}': formatPrice(priceOf(table['text-entry'], 'ocr')), '{délai}': delayOf(table['text-entry']) };
    case 'graphic':
      return { '{prix}': formatPrice(priceOf(table.graphic, 'cover')), '{délai}': delayOf(table.graphic) };
    default:
      return {};
  }
}

/** Every variable a page knows, with today's values. */
export const variablesOf = (page: TextPageId, site: SiteDetails, table: PriceTable): TextVariables => ({
  ...siteVariables(site),
  ...pageVariables(page, table),
});

// The variables of « Textes du site » (lib/content/site-texts.ts), replaced at render: the studio's name
// and reply delays (« Réglages »), and on a service page its starting price and delay (« Tarifs »), so a
// text never repeats a figure the owner changes elsewhere.
import { company, type SiteDetails } from './company';

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

// The kinds of field « Textes du site » knows and the variables a text may hold (./site-texts.ts describes the
// pages with them). Relative imports only: the seed reads the pages' defaults.

/** A one-line text, a paragraph, a fixed number of cards (title and text), or a list of lines. */
export type TextFieldSpec =
  | { key: string; label: string; kind: 'line' | 'paragraph'; optional?: boolean }
  | { key: string; label: string; kind: 'cards' }
  | { key: string; label: string; kind: 'list'; min: number; max: number };

export type Card = { title: string; text: string };
export type TextValue = string | string[] | Card[];

/** The variables a text may hold, replaced at render by the value « Réglages » or « Tarifs » give. */
export const GLOBAL_VARIABLES = ['{studio}', '{délai devis}', '{délai e-mail}', '{délai WhatsApp}'] as const;
/** Service pages (and the home page, for the books' price) also know their own price and delay. */
export const SERVICE_VARIABLES = ['{prix}', '{délai}'] as const;

export const line = (key: string, label: string, optional = false) => ({ key, label, kind: 'line' as const, optional });
export const paragraph = (key: string, label: string, optional = false) => ({
  key,
  label,
  kind: 'paragraph' as const,
  optional,
});
export const cards = (key: string, label: string) => ({ key, label, kind: 'cards' as const });
export const list = (key: string, label: string, min: number, max: number) => ({
  key,
  label,
  kind: 'list' as const,
  min,
  max,
});

/** Every page's own words for search engines and shared links; empty, the page's title and description stay. */
export const searchFields = [
  line('seoTitle', 'Moteurs de recherche : titre', true),
  paragraph('seoDescription', 'Moteurs de recherche : description', true),
];
export const NO_SEARCH_TEXTS = { seoTitle: '', seoDescription: '' };

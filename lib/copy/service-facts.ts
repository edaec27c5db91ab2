// The services' fixed facts (delivery delays, included revisions, reply promises, text entry's figures),
// quoted by the price plans (./pricing.ts) and the first-run page texts (./site-texts.ts). No import: the
// seed reads them through site-texts.ts, with Node and without the app's aliases.

export const DELAYS = {
  book: '5 à 10 jours ouvrés',
  bookSimple: '5 à 7 jours ouvrés',
  bookComplex: '7 à 10 jours ouvrés',
  word: '3 à 5 jours ouvrés',
  textEntry: '2 à 5 jours',
  graphic: '3 à 7 jours ouvrés',
} as const;

export const REVISIONS = { bookSimple: 3, bookComplex: 5 } as const;

/** Response promises: quote, e-mail, messaging app. */
export const RESPONSE_TIMES = { quote: '24h', email: '24h', whatsapp: '2h' } as const;

export const TEXT_ENTRY_FACTS = {
  formats: ['Word', 'TXT', 'RTF'],
  accuracy: 'Précision supérieure à 99 %',
  confidentiality: 'Accords de confidentialité (NDA) proposés',
} as const;

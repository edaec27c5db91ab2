// Category name → default stock image shown when a picture fails to load.
// Pure and framework-free so it can be unit-tested.

export type DefaultImageKey =
  'livres' | 'magazines' | 'brochures' | 'conception-graphique' | 'edition-numerique' | 'generique';

/** Lower case, accents stripped, punctuation folded to single spaces: « Édition  Numérique » → "edition numerique". */
export function normalizeCategory(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// First match wins. Order matters: « Mise en page magazine » is a magazine, « Livre numérique » is digital
// publishing, « Catalogue » is a printed brochure-like document before being graphic design.
const RULES: ReadonlyArray<readonly [DefaultImageKey, RegExp]> = [
  ['magazines', /\b(magazines?|revues?|journa(l|ux)|presse|periodiques?)\b/],
  ['brochures', /\b(brochures?|catalogues?|plaquettes?|depliants?|flyers?|prospectus|leaflets?)\b/],
  ['edition-numerique', /\b(numeriques?|e ?books?|epub|ebook|digital|kindle|kdp|saisie|ocr)\b/],
  ['livres', /\b(livres?|books?|romans?|mise en page|word|manuscrits?|edition)\b/],
  [
    'conception-graphique',
    /\b(conception|graphiques?|graphisme|design|couvertures?|logos?|identite|affiches?|illustrations?)\b/,
  ],
];

/** Which default image fits a category; unknown or missing → 'generique'. */
export function defaultImageKey(categoryName: string | null | undefined): DefaultImageKey {
  if (!categoryName) return 'generique';
  const name = normalizeCategory(categoryName);
  for (const [key, pattern] of RULES) if (pattern.test(name)) return key;
  return 'generique';
}

export function defaultImageFor(categoryName: string | null | undefined): string {
  return `/images/defaults/${defaultImageKey(categoryName)}.jpg`;
}

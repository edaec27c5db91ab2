// The spec's prices (EUR, tax included, « à partir de »), delays and inclusions of every plan: the values
// the price table in the database was seeded with (migration 20261127070000_service_prices.sql). The
// site shows the database's table, which admins edit on « Tarifs » (lib/data/pricing.ts); these stay as
// the defaults it falls back to if it cannot be read. Graphic-design prices are not in the spec: they are
// our own « from » prices for covers, brochures and catalogues.
import { formatPrice } from '@/lib/format/number';
import { DELAYS, REVISIONS, TEXT_ENTRY_FACTS } from './service-facts.ts';

export const PRICES = {
  book: { simple: 125, complex: 200 },
  magazine: { simple: 6, standard: 8, advanced: 10 },
  word: { essentielle: 39, premium: 69, kdp: 99 },
  textEntry: { manual: 0.5, ocr: 0.3 },
  // Our own plans (the studio published none for this service): covers, brochures, catalogues.
  graphic: { cover: 90, brochure: 150, cataloguePage: 25 },
} as const;

export const UNITS = {
  work: 'par ouvrage',
  page: 'par page',
  document: 'par document',
  thousandChars: 'les 1\u202f000 caractères',
} as const;

export { DELAYS, REVISIONS, RESPONSE_TIMES, TEXT_ENTRY_FACTS } from './service-facts.ts';

export const WORD_DELIVERY = { formats: ['.docx', '.pdf'], channel: 'par e-mail' } as const;

/** « À partir de 125 € », « À partir de 6 € / page ». */
export function fromPrice(amount: number, unit?: string): string {
  return `À partir de ${formatPrice(amount)}${unit ? ` ${unit}` : ''}`;
}

export type Plan = {
  id: string;
  name: string;
  price: number;
  unit: string;
  description: string;
  includes: string[];
  highlighted?: boolean;
  /** The plan's delay (« 5 à 7 jours ouvrés »); none when the quote sets it. */
  delay?: string | null;
};

export const BOOK_PLANS: Plan[] = [
  {
    id: 'simple',
    name: 'Mise en page simple',
    price: PRICES.book.simple,
    unit: UNITS.work,
    description: 'Romans, récits et essais au texte courant, avec peu d’éléments graphiques.',
    includes: [
      `Jusqu’à ${REVISIONS.bookSimple} révisions`,
      `Délai de ${DELAYS.bookSimple}`,
      'Maquette intérieure sur mesure',
      'PDF prêt pour l’impression',
    ],
  },
  {
    id: 'complex',
    name: 'Mise en page complexe',
    price: PRICES.book.complex,
    unit: UNITS.work,
    description: 'Beaux livres, manuels et ouvrages illustrés : tableaux, notes, encadrés et images.',
    includes: [
      `Jusqu’à ${REVISIONS.bookComplex} révisions`,
      `Délai de ${DELAYS.bookComplex}`,
      'Tableaux, notes, index et illustrations',
      'PDF imprimeur et fichiers sources',
    ],
    highlighted: true,
  },
];

export const MAGAZINE_PLANS: Plan[] = [
  {
    id: 'simple',
    name: 'Simple',
    price: PRICES.magazine.simple,
    unit: UNITS.page,
    description: 'Texte et titres',
    includes: ['Mise en colonnes et hiérarchie des titres', 'Corrections typographiques', 'PDF prêt pour l’impression'],
  },
  {
    id: 'standard',
    name: 'Standard',
    price: PRICES.magazine.standard,
    unit: UNITS.page,
    description: 'Texte et images',
    includes: ['Tout le niveau Simple', 'Intégration et recadrage des images', 'Légendes et encadrés'],
    highlighted: true,
  },
  {
    id: 'advanced',
    name: 'Avancée',
    price: PRICES.magazine.advanced,
    unit: UNITS.page,
    description: 'Graphiques et charte graphique',
    includes: ['Tout le niveau Standard', 'Infographies et graphiques', 'Respect de votre charte graphique'],
  },
];

export const WORD_PLANS: Plan[] = [
  {
    id: 'essentielle',
    name: 'Essentielle',
    price: PRICES.word.essentielle,
    unit: UNITS.document,
    description: 'Un document Word propre, structuré et facile à modifier.',
    includes: ['Styles de titres et de paragraphes', 'Table des matières automatique', 'Livraison .docx et .pdf'],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: PRICES.word.premium,
    unit: UNITS.document,
    description: 'L’offre Essentielle, avec une couverture simple.',
    includes: ['Tout Essentielle', 'Couverture simple', 'En-têtes et pieds de page soignés'],
    highlighted: true,
  },
  {
    id: 'kdp',
    name: 'Amazon KDP',
    price: PRICES.word.kdp,
    unit: UNITS.document,
    description: 'L’offre Premium, avec la vérification des fichiers pour la plateforme d’autoédition Amazon KDP.',
    includes: ['Tout Premium', 'Vérification des fichiers pour Amazon KDP', 'Format et marges conformes à KDP'],
  },
];

export const TEXT_ENTRY_PLANS: Plan[] = [
  {
    id: 'manual',
    name: 'Saisie manuelle',
    price: PRICES.textEntry.manual,
    unit: UNITS.thousandChars,
    description: 'Manuscrits, documents anciens ou difficiles à lire, saisis à la main.',
    includes: [
      'Saisie par des opérateurs francophones',
      'Relecture et contrôle qualité',
      `Livraison en ${TEXT_ENTRY_FACTS.formats.join(', ')}`,
    ],
  },
  {
    id: 'ocr',
    name: 'OCR avec vérification humaine',
    price: PRICES.textEntry.ocr,
    unit: UNITS.thousandChars,
    description: 'Documents imprimés numérisés par reconnaissance de caractères, puis vérifiés ligne à ligne.',
    includes: [
      'Reconnaissance optique de caractères (OCR)',
      'Vérification humaine complète',
      TEXT_ENTRY_FACTS.accuracy,
    ],
    highlighted: true,
  },
];

export const GRAPHIC_PLANS: Plan[] = [
  {
    id: 'cover',
    name: 'Couverture de livre',
    price: PRICES.graphic.cover,
    unit: UNITS.work,
    description: 'Première et quatrième de couverture, dos calculé selon la pagination.',
    includes: ['Deux pistes graphiques', 'Jusqu’à 3 révisions', 'Fichiers imprimeur et visuel web'],
  },
  {
    id: 'brochure',
    name: 'Brochure ou dépliant',
    price: PRICES.graphic.brochure,
    unit: UNITS.document,
    description: 'Plaquette commerciale, dépliant ou livret jusqu’à 8 pages.',
    includes: ['Création selon votre charte', 'Jusqu’à 3 révisions', 'PDF imprimeur et version web'],
    highlighted: true,
  },
  {
    id: 'catalogue',
    name: 'Catalogue',
    price: PRICES.graphic.cataloguePage,
    unit: UNITS.page,
    description: 'Catalogues produits et tarifs, gabarits réutilisables d’une édition à l’autre.',
    includes: ['Gabarits de pages produits', 'Intégration des fiches et des visuels', 'Fichiers sources livrés'],
  },
];

/** Every service's plans, in order: what the service pages, summaries, JSON-LD and the estimator show. */
export type PriceTable = Record<'book' | 'magazine' | 'word' | 'text-entry' | 'graphic', Plan[]>;

function withDelay(plan: Plan, delay: string | null): Plan {
  return { ...plan, highlighted: plan.highlighted ?? false, delay };
}

/** The spec's table, with each plan's delay (the database's seed and fallback). */
export const DEFAULT_PRICE_TABLE: PriceTable = {
  book: BOOK_PLANS.map((p) => withDelay(p, p.id === 'complex' ? DELAYS.bookComplex : DELAYS.bookSimple)),
  magazine: MAGAZINE_PLANS.map((p) => withDelay(p, null)),
  word: WORD_PLANS.map((p) => withDelay(p, DELAYS.word)),
  'text-entry': TEXT_ENTRY_PLANS.map((p) => withDelay(p, DELAYS.textEntry)),
  graphic: GRAPHIC_PLANS.map((p) => withDelay(p, DELAYS.graphic)),
};

/** A service's plan by id (the first one if it is gone). */
export const planIn = (plans: Plan[], id: string): Plan => plans.find((p) => p.id === id) ?? plans[0]!;
/** A plan's amount. */
export const priceOf = (plans: Plan[], id: string): number => planIn(plans, id).price;
/** A plan's delay (the first plan's when no id), or '' when the quote sets it. */
export const delayOf = (plans: Plan[], id?: string): string => (id ? planIn(plans, id) : plans[0]!).delay ?? '';

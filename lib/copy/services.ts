// Service cards and the facts each service page shares (title, description, link, badges, features).
import { UNITS, fromPrice, type PriceTable } from './pricing';

export type ServiceId = 'book' | 'magazine' | 'word' | 'text-entry' | 'graphic';

export type Service = {
  id: ServiceId;
  title: string;
  /** Label in menus and footers. */
  navLabel: string;
  description: string;
  href: string;
  category: string;
  /** The plan whose amount the service's card shows as its « à partir de » (the price table's). */
  pricePlan: string;
  features: [string, string, string];
  keywords: string[];
};

/** Unit shown on the price badge: « / page » and « / 1 000 caractères »; none for a whole work or document. */
const BADGE_UNITS: Partial<Record<string, string>> = {
  [UNITS.page]: '/ page',
  [UNITS.thousandChars]: '/ 1 000 caractères',
};

/** The menu label defaults to the title. */
const make = ({ navLabel, ...s }: Omit<Service, 'navLabel'> & { navLabel?: string }): Service => ({
  ...s,
  navLabel: navLabel ?? s.title,
});

/** A service card's badge from the price table: « À partir de 6 € / page ». */
export function servicePriceText(service: Service, table: PriceTable): string {
  const plans = table[service.id];
  const plan = plans.find((p) => p.id === service.pricePlan) ?? plans[0]!;
  return fromPrice(plan.price, BADGE_UNITS[plan.unit]);
}

export const SERVICES: Record<ServiceId, Service> = {
  book: make({
    id: 'book',
    title: 'Mise en page de livres',
    description:
      'Romans, essais, beaux livres et manuels : une mise en page professionnelle, prête pour l’impression et le numérique.',
    href: '/services/mise-en-page',
    category: 'Édition',
    pricePlan: 'simple',
    features: ['Maquette intérieure sur mesure', 'Jusqu’à 5 révisions incluses', 'PDF prêt pour l’imprimeur'],
    keywords: ['mise en page livre', 'maquette livre', 'mise en page roman', 'InDesign', 'édition', 'autoédition'],
  }),
  magazine: make({
    id: 'magazine',
    title: 'Mise en page magazine',
    description:
      'Magazines, revues et bulletins mis en page dans le respect de votre charte graphique, numéro après numéro.',
    href: '/services/mise-en-page-magazine',
    category: 'Presse',
    pricePlan: 'simple',
    features: [
      'Gabarits et charte graphique',
      'Intégration des textes et des images',
      'Fichiers prêts pour l’impression',
    ],
    keywords: ['mise en page magazine', 'maquette revue', 'PAO', 'presse', 'charte graphique'],
  }),
  word: make({
    id: 'word',
    title: 'Mise en page Word',
    description:
      'Des documents Word structurés et élégants, faciles à modifier, prêts pour l’impression ou Amazon KDP.',
    href: '/services/mise-en-page-word',
    category: 'Bureautique',
    pricePlan: 'essentielle',
    features: ['Styles et table des matières', 'Livraison .docx et .pdf', 'Option Amazon KDP'],
    keywords: ['mise en page Word', 'document Word', 'Amazon KDP', 'autoédition', 'docx'],
  }),
  'text-entry': make({
    id: 'text-entry',
    title: 'Saisie de texte et OCR',
    navLabel: 'Saisie et OCR',
    description:
      'Saisie manuelle et reconnaissance de caractères (OCR) avec vérification humaine, pour des textes fidèles à plus de 99 %.',
    href: '/services/saisie-ocr',
    category: 'Saisie',
    pricePlan: 'ocr',
    features: ['Précision supérieure à 99 %', 'Formats Word, TXT et RTF', 'Confidentialité garantie'],
    keywords: ['saisie de texte', 'OCR', 'numérisation', 'retranscription', 'saisie manuscrit'],
  }),
  graphic: make({
    id: 'graphic',
    title: 'Conception graphique',
    description:
      'Couvertures de livres, brochures et catalogues : des visuels soignés qui donnent envie d’ouvrir vos publications.',
    href: '/services/conception-graphique',
    category: 'Création',
    pricePlan: 'cover',
    features: ['Couvertures de livres', 'Brochures et dépliants', 'Catalogues produits'],
    keywords: ['conception graphique', 'couverture de livre', 'brochure', 'catalogue', 'graphiste Madagascar'],
  }),
};

/** The three cards of the home page, in order. */
export const HOME_SERVICES: Service[] = [SERVICES.book, SERVICES.magazine, SERVICES.word];

/** The four sub-pages of the Services menu, in order. */
export const MENU_SERVICES: Service[] = [SERVICES.book, SERVICES.magazine, SERVICES.word, SERVICES['text-entry']];

// Title, description and keywords of the service and static pages: used for their metadata and
// as the site search's list of pages (searchablePages).
import { company } from './company';
import { DEFAULT_PRICE_TABLE, RESPONSE_TIMES, priceOf, type PriceTable } from './pricing';
import { formatPrice } from '@/lib/format/number';
import { SERVICES } from './services';

export type PageInfo = { path: string; title: string; description: string; keywords: string[] };
/** The reply delays the owner sets in « Réglages » (the spec's by default: RESPONSE_TIMES). */
export type Delays = { quote: string; email: string; whatsapp: string };

const euros = (plans: PriceTable[keyof PriceTable], id: string) => formatPrice(priceOf(plans, id));

/**
 * The service pages' entries, whose descriptions quote prices: from the price table the pages show
 * (their generateMetadata passes the database's), the spec's for the search's list of pages.
 */
export function pricedPages(t: PriceTable, delays: Delays = RESPONSE_TIMES) {
  return {
    services: {
      path: '/services',
      title: 'Nos services de mise en page et de saisie',
      description: `Mise en page de livres dès ${euros(t.book, 'simple')}, magazines dès ${euros(t.magazine, 'simple')} la page, Word dès ${euros(t.word, 'essentielle')}, conception graphique et saisie OCR. Tarifs transparents, réponse sous ${delays.quote}.`,
      keywords: ['services de mise en page', 'tarifs mise en page', 'externalisation PAO', 'devis mise en page'],
    },
    book: {
      path: SERVICES.book.href,
      title: 'Mise en page de livres',
      description: `Mise en page professionnelle de romans, essais et beaux livres dès ${euros(t.book, 'simple')} par ouvrage. Jusqu’à 5 révisions, livraison en 5 à 10 jours ouvrés.`,
      keywords: SERVICES.book.keywords,
    },
    magazine: {
      path: SERVICES.magazine.href,
      title: 'Mise en page de magazines',
      description: `Mise en page de magazines, revues et bulletins dès ${euros(t.magazine, 'simple')} la page, dans le respect de votre charte graphique. Devis gratuit sous ${RESPONSE_TIMES.quote}.`,
      keywords: SERVICES.magazine.keywords,
    },
    word: {
      path: SERVICES.word.href,
      title: 'Mise en page Word',
      description: `Mise en page de documents Word dès ${euros(t.word, 'essentielle')} : styles, table des matières, couverture et fichiers Amazon KDP. Livraison .docx et .pdf en 3 à 5 jours ouvrés.`,
      keywords: SERVICES.word.keywords,
    },
    textEntry: {
      path: SERVICES['text-entry'].href,
      title: 'Saisie de texte et OCR',
      description: `Saisie manuelle dès ${euros(t['text-entry'], 'manual')} et OCR avec vérification humaine dès ${euros(t['text-entry'], 'ocr')} les 1 000 caractères. Précision supérieure à 99 %, formats Word, TXT et RTF.`,
      keywords: SERVICES['text-entry'].keywords,
    },
    graphic: {
      path: SERVICES.graphic.href,
      title: 'Conception graphique : couvertures, brochures et catalogues',
      description: `Création de couvertures de livres dès ${euros(t.graphic, 'cover')}, de brochures dès ${euros(t.graphic, 'brochure')} et de catalogues dès ${euros(t.graphic, 'catalogue')} la page, par une équipe de graphistes à Madagascar.`,
      keywords: SERVICES.graphic.keywords,
    },
  } as const satisfies Record<string, PageInfo>;
}

/** The pages whose descriptions quote the reply delays: their generateMetadata passes the settings' delays. */
export const DELAYED_PAGES = {
  home: (d: Delays) => ({
    path: '/',
    title: `${company.name} — Mise en page et saisie de textes`,
    description: `Mise en page de livres, magazines et documents Word, conception graphique et saisie OCR depuis Madagascar pour les éditeurs, auteurs et entreprises d’Europe. Devis gratuit sous ${d.quote}.`,
    keywords: ['externalisation graphique', 'mise en page', 'Madagascar', 'éditeurs', 'auteurs', 'saisie OCR', 'PAO'],
  }),
  contact: (d: Delays) => ({
    path: '/contact',
    title: 'Contact et devis gratuit',
    description: `Contactez-nous par e-mail (réponse sous ${d.email}) ou WhatsApp (réponse sous ${d.whatsapp}) pour un devis gratuit et sans engagement.`,
    keywords: ['contact', 'devis gratuit', 'devis mise en page', 'WhatsApp'],
  }),
} satisfies Record<string, (d: Delays) => PageInfo>;

export const PAGES = {
  home: DELAYED_PAGES.home(RESPONSE_TIMES),
  ...pricedPages(DEFAULT_PRICE_TABLE),
  about: {
    path: '/a-propos',
    title: 'À propos',
    description: `Depuis ${company.foundingYear}, ${company.name} accompagne éditeurs, auteurs et entreprises européens dans la mise en page et la saisie de leurs publications, depuis Antananarivo.`,
    keywords: ['à propos', 'studio graphique Antananarivo', 'équipe mise en page', 'externalisation Madagascar'],
  },
  contact: DELAYED_PAGES.contact(RESPONSE_TIMES),
  legal: {
    path: '/mentions-legales',
    title: 'Mentions légales',
    description: `Mentions légales du site ${company.name} : éditeur, siège social à Antananarivo, directeur de la publication, hébergeur et propriété intellectuelle.`,
    keywords: ['mentions légales', 'éditeur du site', 'hébergeur'],
  },
  privacy: {
    path: '/politique-de-confidentialite',
    title: 'Politique de confidentialité',
    description:
      'Quelles données nous collectons, pourquoi, comment nous les protégeons et comment exercer vos droits RGPD.',
    keywords: ['politique de confidentialité', 'RGPD', 'données personnelles', 'cookies'],
  },
  confirmation: {
    path: '/newsletter/confirmation',
    title: 'Confirmer votre inscription à la newsletter',
    description: 'Confirmez votre adresse pour recevoir la lettre d’information du studio.',
    keywords: ['newsletter', 'confirmation'],
  },
  unsubscribe: {
    path: '/newsletter/desinscription',
    title: 'Se désinscrire de la newsletter',
    description: 'Retirez votre adresse e-mail de la lettre d’information du studio, en un clic et sans justification.',
    keywords: ['newsletter', 'désinscription'],
  },
} as const satisfies Record<string, PageInfo>;

/**
 * Service and static pages for the site search (path, title, description, keywords), their prices and delays
 * those of `table` and `delays` (the database's, so a snippet says what the pages say).
 */
export function searchablePagesWith(table: PriceTable, delays: Delays = RESPONSE_TIMES): PageInfo[] {
  const priced = pricedPages(table, delays);
  return [
    priced.services,
    priced.book,
    priced.magazine,
    priced.word,
    priced.textEntry,
    priced.graphic,
    PAGES.about,
    PAGES.contact,
    PAGES.legal,
    PAGES.privacy,
  ].map((p) => ({ ...p, keywords: [...p.keywords] }));
}

/** The same with the spec's prices (tests, and a database never seeded). */
export const searchablePages: PageInfo[] = searchablePagesWith(DEFAULT_PRICE_TABLE);

// « Textes du site »: the marketing copy of the home page, the about page and the service pages, the heroes of the
// lists, contact, search and 404 pages, and every indexed page's words for search engines, as data
// the owner edits in the back office (lib/data/texts.ts stores it; the pages read it through one cached
// read). One description per page: its fields (kind, label) and their first-run text, today's copy word
// for word. The icons and the layout stay in the code, so a list of cards keeps its number of cards.
// Relative imports only: the seed (db/seed, run by Node without the app's aliases) reads the defaults.
import { HERO_DEFAULTS, PAGES_WITH_HEROES } from './hero-texts.ts';
import { SERVICE_DEFAULTS, SERVICE_TEXT_PAGES } from './service-texts.ts';
import {
  cards,
  GLOBAL_VARIABLES,
  line,
  list,
  NO_SEARCH_TEXTS,
  paragraph,
  searchFields,
  SERVICE_VARIABLES,
  type TextFieldSpec,
  type TextValue,
} from './text-fields.ts';

export const TEXT_PAGES = {
  home: {
    label: 'Accueil',
    path: '/',
    variables: [...GLOBAL_VARIABLES, '{prix}'],
    fields: [
      line('eyebrow', 'Bandeau au-dessus du titre'),
      line('headline', 'Titre'),
      line('highlight', 'Fin du titre, mise en couleur', true),
      paragraph('lead', 'Introduction'),
      line('whyTitle', 'Encadré « Pourquoi nous choisir » : titre'),
      cards('why', 'Encadré « Pourquoi nous choisir » : raisons'),
      ...searchFields,
    ],
  },
  about: {
    label: 'À propos',
    path: '/a-propos',
    variables: GLOBAL_VARIABLES,
    fields: [
      line('title', 'Titre de la page'),
      paragraph('lead', 'Introduction'),
      line('missionTitle', 'Mission : titre'),
      list('mission', 'Mission : paragraphes (un par ligne)', 1, 4),
      line('valuesTitle', 'Valeurs : titre'),
      cards('values', 'Valeurs'),
      line('expertiseTitle', 'Expertise : titre'),
      paragraph('expertiseLead', 'Expertise : description'),
      list('expertise', 'Expertise : points (un par ligne)', 1, 8),
      line('commitmentsTitle', 'Engagements : titre'),
      cards('commitments', 'Engagements'),
      line('closing', 'Phrase sous les engagements', true),
      line('ctaTitle', 'Appel final : titre'),
      ...searchFields,
    ],
  },
  services: {
    label: 'Services (vue d’ensemble)',
    path: '/services',
    variables: GLOBAL_VARIABLES,
    fields: [
      line('title', 'Titre de la page'),
      paragraph('lead', 'Introduction'),
      line('pricingTitle', 'Tarifs : titre'),
      paragraph('pricingDescription', 'Tarifs : description'),
      line('benefitsTitle', 'Avantages : titre'),
      cards('benefits', 'Avantages de l’externalisation'),
      line('reasonsTitle', 'Raisons : titre'),
      cards('reasons', 'Raisons de nous choisir'),
      line('ctaTitle', 'Appel final : titre'),
      ...searchFields,
    ],
  },
  ...SERVICE_TEXT_PAGES,
  ...PAGES_WITH_HEROES,
} as const satisfies Record<
  string,
  { label: string; path: string; variables: readonly string[]; fields: TextFieldSpec[] }
>;

export { GLOBAL_VARIABLES, SERVICE_VARIABLES };
export type { Card, TextFieldSpec, TextValue } from './text-fields.ts';

export type TextPageId = keyof typeof TEXT_PAGES;
export const TEXT_PAGE_IDS = Object.keys(TEXT_PAGES) as TextPageId[];

/** Today's copy: what the seed writes and what the site shows until the owner saves. */
export const DEFAULT_TEXTS = {
  home: {
    ...NO_SEARCH_TEXTS,
    eyebrow: 'Studio d’externalisation graphique à Madagascar',
    headline: 'Mise en page professionnelle pour',
    highlight: 'éditeurs, auteurs et entreprises',
    lead: 'Livres, magazines, documents Word, conception graphique et saisie OCR : une équipe francophone dédiée, des tarifs transparents et un devis gratuit sous {délai devis}.',
    whyTitle: 'Pourquoi nous choisir ?',
    why: [
      {
        title: 'Qualité éditoriale',
        text: 'Des maquettistes formés aux règles typographiques de l’édition française.',
      },
      { title: 'Tarifs transparents', text: 'Des prix clairs, à partir de {prix}, sans frais cachés.' },
      { title: 'Réactivité', text: 'Un devis sous {délai devis} et une réponse WhatsApp sous {délai WhatsApp}.' },
    ],
  },
  about: {
    ...NO_SEARCH_TEXTS,
    title: 'Votre partenaire graphique à Madagascar',
    lead: 'Depuis 2019, {studio} accompagne les éditeurs, les auteurs et les entreprises d’Europe dans la mise en page, la conception graphique et la saisie de leurs publications, depuis Antananarivo.',
    missionTitle: 'Rendre la mise en page professionnelle accessible',
    mission: [
      'Nous croyons que chaque texte mérite une mise en page soignée, qu’il soit publié par une grande maison d’édition ou par un auteur indépendant.',
      'Notre studio réunit des maquettistes, des graphistes et des opérateurs de saisie francophones qui travaillent exclusivement pour des clients européens, avec des tarifs transparents et des délais tenus.',
    ],
    valuesTitle: 'Excellence et innovation',
    values: [
      {
        title: 'Excellence',
        text: 'Chaque page est relue et contrôlée : nous visons un travail irréprochable, conforme aux exigences des éditeurs les plus attentifs.',
      },
      {
        title: 'Innovation',
        text: 'Nous suivons l’évolution des outils (InDesign, OCR, formats numériques) pour vous proposer les méthodes les plus efficaces.',
      },
    ],
    expertiseTitle: 'Le savoir-faire de l’édition',
    expertiseLead: 'Nos équipes sont formées aux exigences de l’édition francophone, du manuscrit au fichier final.',
    expertise: [
      'Règles typographiques françaises : espaces insécables, guillemets, césures, veuves et orphelines',
      'Préparation de fichiers pour l’imprimeur et pour les plateformes d’autoédition',
      'Mise en page de romans, essais, beaux livres, magazines, documents Word et catalogues',
      'Saisie et OCR avec relecture humaine, pour des textes fidèles aux originaux',
    ],
    commitmentsTitle: 'Travailler avec nous',
    commitments: [
      {
        title: 'Standards internationaux',
        text: 'Nos fichiers respectent les normes des imprimeurs européens et des grandes plateformes de diffusion.',
      },
      {
        title: 'Équipe dédiée',
        text: 'Un chef de projet et des maquettistes attitrés suivent votre projet du premier au dernier fichier.',
      },
      {
        title: 'Communication fluide',
        text: 'Par e-mail ou WhatsApp, en français, avec un décalage horaire de seulement une à deux heures avec Paris.',
      },
    ],
    closing: 'Plus de 5 ans d’expérience au service de l’édition européenne.',
    ctaTitle: 'Parlons de votre prochain projet',
  },
  services: {
    ...NO_SEARCH_TEXTS,
    title: 'Mise en page, conception graphique et saisie pour l’édition',
    lead: 'Des prestations complètes pour les éditeurs, les auteurs et les entreprises, réalisées à Madagascar par une équipe francophone, à des tarifs transparents.',
    pricingTitle: 'Des prix clairs, annoncés d’avance',
    pricingDescription:
      'Tarifs TTC indicatifs. Le prix final dépend du volume et de la complexité de votre projet : demandez un devis, il est gratuit.',
    benefitsTitle: 'Les avantages d’externaliser votre mise en page',
    benefits: [
      {
        title: 'Des coûts maîtrisés',
        text: 'Des tarifs compétitifs face à une production en interne, sans compromis sur la qualité.',
      },
      {
        title: 'Du temps gagné',
        text: 'Vos équipes se concentrent sur l’éditorial pendant que nous produisons les maquettes.',
      },
      {
        title: 'Une expertise dédiée',
        text: 'Des maquettistes spécialisés, formés aux usages de l’édition francophone.',
      },
      {
        title: 'Une capacité flexible',
        text: 'Nous absorbons vos pics d’activité : rentrée littéraire, bouclages, salons.',
      },
      {
        title: 'Une qualité constante',
        text: 'Gabarits, feuilles de style et contrôles systématiques à chaque livraison.',
      },
      {
        title: 'Le décalage horaire en votre faveur',
        text: 'Avec une à deux heures d’avance sur Paris, vos fichiers avancent dès le matin.',
      },
    ],
    reasonsTitle: 'Trois raisons de nous choisir',
    reasons: [
      {
        title: 'Une équipe francophone',
        text: 'Des interlocuteurs qui maîtrisent le français et ses règles typographiques.',
      },
      {
        title: 'Confidentialité garantie',
        text: 'Vos manuscrits restent confidentiels ; accords de confidentialité sur demande.',
      },
      {
        title: 'Plus de 5 ans d’expérience',
        text: 'Plus de 100 livres, 50 brochures et 30 magazines livrés à des clients européens.',
      },
    ],
    ctaTitle: 'Confiez-nous votre prochain projet',
  },
  ...SERVICE_DEFAULTS,
  ...HERO_DEFAULTS,
} satisfies Record<TextPageId, Record<string, TextValue>>;

export type SiteTexts = { [P in TextPageId]: (typeof DEFAULT_TEXTS)[P] };

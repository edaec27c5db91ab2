// « Textes du site » for the pages whose words there are their hero and their search-engine words: the lists,
// contact, search and 404 pages, and the legal pages (search words only). Part of TEXT_PAGES and DEFAULT_TEXTS
// (./site-texts.ts). Relative imports only: the seed reads the defaults.
import { GLOBAL_VARIABLES, line, NO_SEARCH_TEXTS, paragraph, searchFields, type TextFieldSpec } from './text-fields.ts';

/** A page whose only words here are its hero: the line above its title, the title, the text below it. */
const heroFields: TextFieldSpec[] = [
  line('eyebrow', 'Bandeau au-dessus du titre'),
  line('title', 'Titre de la page'),
  paragraph('lead', 'Introduction'),
];

/** The lists, contact, search, 404 and legal pages: their hero (except the legal pages) and search words. */
export const PAGES_WITH_HEROES = {
  portfolio: {
    label: 'Portfolio',
    path: '/portfolio',
    variables: GLOBAL_VARIABLES,
    fields: [...heroFields, ...searchFields],
  },
  blog: { label: 'Blog', path: '/blog', variables: GLOBAL_VARIABLES, fields: [...heroFields, ...searchFields] },
  tutorials: {
    label: 'Tutoriels',
    path: '/tutoriels',
    variables: GLOBAL_VARIABLES,
    fields: [...heroFields, ...searchFields],
  },
  contact: {
    label: 'Contact',
    path: '/contact',
    variables: GLOBAL_VARIABLES,
    fields: [...heroFields, ...searchFields],
  },
  search: {
    label: 'Recherche',
    path: '/recherche',
    variables: GLOBAL_VARIABLES,
    fields: [line('eyebrow', 'Bandeau au-dessus du titre'), line('title', 'Titre de la page')],
  },
  notFound: {
    label: 'Page introuvable (404)',
    path: '/404',
    variables: GLOBAL_VARIABLES,
    fields: [line('title', 'Titre de la page'), paragraph('lead', 'Introduction')],
  },
  legal: { label: 'Mentions légales', path: '/mentions-legales', variables: GLOBAL_VARIABLES, fields: searchFields },
  privacy: {
    label: 'Politique de confidentialité',
    path: '/politique-de-confidentialite',
    variables: GLOBAL_VARIABLES,
    fields: searchFields,
  },
};

/** Their first-run texts: the words these pages had in the code, word for word. */
export const HERO_DEFAULTS = {
  portfolio: {
    ...NO_SEARCH_TEXTS,
    eyebrow: 'Portfolio',
    title: 'Nos réalisations',
    lead: 'Livres, magazines, brochures, documents Word, éditions numériques et saisie de textes : une sélection de projets menés pour des éditeurs, des auteurs et des entreprises en Europe.',
  },
  blog: {
    ...NO_SEARCH_TEXTS,
    eyebrow: 'Blog',
    title: 'Conseils et coulisses de l’édition',
    lead: 'Mise en page, typographie, autoédition, numérisation : nos retours d’expérience et bonnes pratiques pour réussir vos publications.',
  },
  tutorials: {
    ...NO_SEARCH_TEXTS,
    eyebrow: 'Tutoriels vidéo',
    title: 'Apprenez les gestes des pros de la mise en page',
    lead: 'Des vidéos courtes et concrètes pour maîtriser InDesign, Word, l’EPUB et la préparation de fichiers pour l’impression.',
  },
  contact: {
    ...NO_SEARCH_TEXTS,
    eyebrow: 'Contact',
    title: 'Demandez votre devis gratuit',
    lead: 'Décrivez-nous votre projet par e-mail ou sur WhatsApp : nous vous répondons rapidement avec un devis détaillé, gratuit et sans engagement.',
  },
  search: { eyebrow: 'Recherche', title: 'Rechercher sur le site' },
  notFound: { title: 'Page non trouvée', lead: 'La page que vous recherchez n’existe pas ou a été déplacée.' },
  legal: NO_SEARCH_TEXTS,
  privacy: NO_SEARCH_TEXTS,
};

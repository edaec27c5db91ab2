// « Textes du site » for the five service pages: their fields (one template, components/services/service-page.tsx,
// with each page's own blocks) and their first-run texts. Part of TEXT_PAGES and DEFAULT_TEXTS (./site-texts.ts).
// Relative imports only: the seed reads the defaults.
import { DELAYS, REVISIONS, TEXT_ENTRY_FACTS } from './service-facts.ts';
import {
  cards,
  GLOBAL_VARIABLES,
  line,
  NO_SEARCH_TEXTS,
  paragraph,
  searchFields,
  SERVICE_VARIABLES,
  type TextFieldSpec,
} from './text-fields.ts';

/** The fields every service page has (its hero, the prices' section, the closing contact box). */
const serviceFields = (extra: TextFieldSpec[]): TextFieldSpec[] => [
  line('title', 'Titre de la page'),
  paragraph('lead', 'Introduction'),
  ...extra,
  line('pricingEyebrow', 'Tarifs : surtitre'),
  line('pricingTitle', 'Tarifs : titre'),
  paragraph('pricingDescription', 'Tarifs : description'),
  line('contactTitle', 'Encadré de contact : titre'),
];
const stepsFields = [
  paragraph('stepsDescription', 'Processus : description', true),
  cards('steps', 'Les quatre étapes'),
];
const examplesFields = [
  line('examplesTitle', 'Portfolio : titre'),
  line('examplesEmpty', 'Portfolio : texte sans projet'),
];
const featuresFields = [
  line('featuresEyebrow', 'Avantages : surtitre'),
  line('featuresTitle', 'Avantages : titre'),
  cards('features', 'Avantages'),
];
const quoteFields = [paragraph('quoteText', 'Encadré « Devis personnalisé » : texte', true)];
export const SERVICE_TEXT_PAGES = {
  book: {
    label: 'Mise en page de livres',
    path: '/services/mise-en-page',
    variables: [...GLOBAL_VARIABLES, ...SERVICE_VARIABLES],
    fields: [...serviceFields([...stepsFields, ...examplesFields, ...featuresFields]), ...searchFields],
  },
  magazine: {
    label: 'Mise en page de magazines',
    path: '/services/mise-en-page-magazine',
    variables: [...GLOBAL_VARIABLES, ...SERVICE_VARIABLES],
    fields: [...serviceFields([...stepsFields, ...examplesFields, ...quoteFields, ...featuresFields]), ...searchFields],
  },
  word: {
    label: 'Mise en page Word',
    path: '/services/mise-en-page-word',
    variables: [...GLOBAL_VARIABLES, ...SERVICE_VARIABLES],
    fields: [...serviceFields([...examplesFields]), ...searchFields],
  },
  'text-entry': {
    label: 'Saisie de texte et OCR',
    path: '/services/saisie-ocr',
    variables: [...GLOBAL_VARIABLES, ...SERVICE_VARIABLES],
    fields: [...serviceFields([...stepsFields, ...quoteFields, ...featuresFields]), ...searchFields],
  },
  graphic: {
    label: 'Conception graphique',
    path: '/services/conception-graphique',
    variables: [...GLOBAL_VARIABLES, ...SERVICE_VARIABLES],
    fields: [...serviceFields([...stepsFields, ...examplesFields, ...quoteFields, ...featuresFields]), ...searchFields],
  },
};

const REASONS_BOOK_REVISIONS = `Jusqu’à ${REVISIONS.bookSimple} ou ${REVISIONS.bookComplex} révisions selon la formule, pour un résultat qui vous ressemble.`;

export const SERVICE_DEFAULTS = {
  book: {
    ...NO_SEARCH_TEXTS,
    title: 'Mise en page professionnelle de vos livres',
    lead: 'Romans, essais, biographies, beaux livres ou manuels : nous transformons votre manuscrit en un ouvrage élégant et lisible, prêt pour l’impression ou la publication numérique.',
    stepsDescription: 'Une méthode éprouvée, du manuscrit au fichier imprimeur.',
    steps: [
      {
        title: 'Analyse du manuscrit',
        text: 'Nous étudions votre texte, votre public et vos contraintes d’impression pour définir la structure de l’ouvrage.',
      },
      {
        title: 'Création du gabarit',
        text: 'Format, marges, typographies, styles de titres : nous créons une maquette que vous validez avant la production.',
      },
      {
        title: 'Mise en page',
        text: 'Le texte est composé page à page : veuves et orphelines, césures, notes et illustrations sont traitées avec soin.',
      },
      {
        title: 'Livraison',
        text: 'Vous recevez le PDF prêt pour l’imprimeur et les fichiers sources, après vos relectures et corrections.',
      },
    ],
    examplesTitle: 'Exemples de livres mis en page',
    examplesEmpty: 'Projets livres en préparation',
    featuresEyebrow: 'Pourquoi nous',
    featuresTitle: 'Six raisons de nous confier votre livre',
    features: [
      {
        title: 'Savoir-faire éditorial',
        text: 'Nous appliquons les règles typographiques françaises : espaces insécables, guillemets, césures.',
      },
      {
        title: 'Maquette sur mesure',
        text: 'Chaque livre a son identité : pas de modèle générique, une mise en page adaptée à votre texte.',
      },
      { title: 'Révisions incluses', text: REASONS_BOOK_REVISIONS },
      { title: 'Délais tenus', text: `Un planning clair et une livraison en ${DELAYS.book}.` },
      {
        title: 'Confidentialité',
        text: 'Vos manuscrits inédits sont traités en toute discrétion et ne sont jamais diffusés.',
      },
      {
        title: 'Accompagnement humain',
        text: 'Un interlocuteur unique, joignable par e-mail et WhatsApp tout au long du projet.',
      },
    ],
    pricingEyebrow: 'Tarifs',
    pricingTitle: 'Mise en page simple ou complexe',
    pricingDescription:
      'Tarifs TTC de départ, par ouvrage ; le devis précise le prix selon le nombre de pages et d’éléments.',
    contactTitle: 'Un livre à mettre en page ?',
  },
  magazine: {
    ...NO_SEARCH_TEXTS,
    title: 'Mise en page de magazines et de revues',
    lead: 'Magazines d’entreprise, revues associatives, bulletins municipaux ou titres de presse : nous mettons en page vos publications dans le respect de votre charte graphique.',
    stepsDescription: '',
    steps: [
      {
        title: 'Analyse du contenu',
        text: 'Chemin de fer, rubriques, volume de textes et d’images : nous faisons le point avec votre rédaction.',
      },
      {
        title: 'Création du design',
        text: 'Grille, typographies, couleurs de rubriques : un design fidèle à votre charte, validé avec vous.',
      },
      {
        title: 'Mise en page',
        text: 'Articles, visuels, légendes et encadrés sont montés page à page, dans le respect du calibrage.',
      },
      {
        title: 'Livraison',
        text: 'PDF prêt pour l’imprimeur, version web et fichiers sources, après vos corrections.',
      },
    ],
    examplesTitle: 'Magazines réalisés',
    examplesEmpty: 'Projets magazines en préparation',
    quoteText:
      'Nombre de pages, périodicité, délais : chaque publication est différente. Décrivez-nous la vôtre, nous vous proposons un tarif adapté.',
    featuresEyebrow: 'Avantages',
    featuresTitle: 'Pourquoi externaliser votre magazine ?',
    features: [
      {
        title: 'Une identité cohérente',
        text: 'Vos gabarits et styles garantissent une identité constante, numéro après numéro.',
      },
      {
        title: 'Des bouclages sereins',
        text: 'Une équipe disponible pour absorber les derniers articles et les corrections de dernière minute.',
      },
      {
        title: 'Un budget maîtrisé',
        text: 'Une tarification à la page, dès {prix}, sans abonnement ni frais cachés.',
      },
    ],
    pricingEyebrow: 'Tarifs',
    pricingTitle: 'Tarifs de mise en page magazine',
    pricingDescription: 'Tarifs TTC de départ, par page ; le devis précise le prix selon la richesse du contenu.',
    contactTitle: 'Un magazine à mettre en page ?',
  },
  word: {
    ...NO_SEARCH_TEXTS,
    title: 'Mise en page de vos documents Word',
    lead: 'Un fichier Word propre, structuré et élégant, que vous pouvez continuer à modifier vous-même : idéal pour l’autoédition, Amazon KDP, les mémoires et les documents d’entreprise.',
    examplesTitle: 'Quelques documents mis en page',
    examplesEmpty: 'Projets en préparation',
    pricingEyebrow: 'Formules',
    pricingTitle: 'Trois formules selon votre projet',
    pricingDescription:
      'Tarifs TTC de départ, par document ; le devis précise le prix selon la longueur et la mise en forme attendue.',
    contactTitle: 'Un document Word à mettre en forme ?',
  },
  'text-entry': {
    ...NO_SEARCH_TEXTS,
    title: 'Saisie de texte et OCR',
    lead: 'Manuscrits, tapuscrits, archives ou livres épuisés : nous transformons vos documents papier ou numérisés en textes fiables et modifiables, vérifiés par des opérateurs humains.',
    stepsDescription: '',
    steps: [
      {
        title: 'Analyse des documents',
        text: 'Nous examinons vos originaux (manuscrits, imprimés, scans) pour choisir entre saisie manuelle et OCR.',
      },
      {
        title: 'Traitement',
        text: 'Saisie par nos opérateurs ou reconnaissance optique de caractères, selon la lisibilité des documents.',
      },
      {
        title: 'Vérification',
        text: 'Chaque page est relue et comparée à l’original pour corriger la moindre erreur.',
      },
      {
        title: 'Livraison',
        text: `Vos textes sont livrés aux formats ${TEXT_ENTRY_FACTS.formats.join(', ')}, prêts à être mis en page.`,
      },
    ],
    quoteText:
      'Envoyez-nous quelques pages de vos documents : nous évaluons leur lisibilité et vous proposons la solution la plus économique.',
    featuresEyebrow: 'Avantages',
    featuresTitle: 'Six bonnes raisons de nous confier vos saisies',
    features: [
      { title: 'Précision', text: `${TEXT_ENTRY_FACTS.accuracy}, grâce à une double vérification humaine.` },
      { title: 'Tarifs compétitifs', text: 'À partir de {prix} les 1 000 caractères avec l’OCR vérifié.' },
      { title: 'Rapidité', text: 'Des délais de {délai} selon le volume.' },
      { title: 'Confidentialité', text: `${TEXT_ENTRY_FACTS.confidentiality} pour vos documents sensibles.` },
      {
        title: 'Opérateurs francophones',
        text: 'Une équipe qui lit et comprend le français, accents et ponctuation compris.',
      },
      {
        title: 'Gros volumes',
        text: 'Archives, registres, thèses ou fonds anciens : nous traitons les projets de toute taille.',
      },
    ],
    pricingEyebrow: 'Tarifs',
    pricingTitle: 'Saisie manuelle ou OCR vérifié',
    pricingDescription:
      'Tarifs TTC de départ pour 1 000 caractères ; le devis précise le prix selon l’état et la langue des documents.',
    contactTitle: 'Des documents à saisir ?',
  },
  graphic: {
    ...NO_SEARCH_TEXTS,
    title: 'Conception graphique : couvertures, brochures et catalogues',
    lead: 'Une couverture qui donne envie d’ouvrir le livre, une brochure qui présente clairement votre offre, un catalogue facile à parcourir : nos graphistes créent des supports à votre image.',
    stepsDescription: '',
    steps: [
      {
        title: 'Brief créatif',
        text: 'Public, ton, références, contraintes techniques : nous cadrons ensemble votre projet.',
      },
      { title: 'Pistes graphiques', text: 'Nous vous présentons des propositions visuelles à commenter et à affiner.' },
      {
        title: 'Finalisation',
        text: 'La piste retenue est déclinée sur tous les formats et corrigée jusqu’à validation.',
      },
      { title: 'Livraison', text: 'Fichiers prêts pour l’imprimeur, versions web et fichiers sources.' },
    ],
    examplesTitle: 'Exemples de créations',
    examplesEmpty: 'Projets en préparation',
    quoteText: '',
    featuresEyebrow: 'Créations',
    featuresTitle: 'Ce que nous concevons',
    features: [
      {
        title: 'Couvertures de livres',
        text: 'Première et quatrième de couverture, dos calculé, visuels pour les librairies en ligne.',
      },
      { title: 'Brochures et dépliants', text: 'Plaquettes commerciales, programmes, livrets et dépliants pliés.' },
      {
        title: 'Catalogues',
        text: 'Catalogues produits et tarifs, avec des gabarits réutilisables d’une édition à l’autre.',
      },
    ],
    pricingEyebrow: 'Tarifs',
    pricingTitle: 'Tarifs de conception graphique',
    pricingDescription: 'Tarifs TTC de départ ; le devis précise le prix selon le format et le nombre de pages.',
    contactTitle: 'Un projet graphique en tête ?',
  },
};

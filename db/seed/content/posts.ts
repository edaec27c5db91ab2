import fs from 'node:fs';
import type { BlogSeed } from './types.ts';

/** An article's markdown body, kept as its own file (content/posts/{slug}.md) so it reads as an article. */
function body(slug: string): string {
  return fs.readFileSync(new URL(`./posts/${slug}.md`, import.meta.url), 'utf8').replace(/\n$/, '');
}

export const BLOG_POSTS: BlogSeed[] = [
  {
    slug: 'realisation-magazine-trimestriel-64-pages',
    title: "Retour sur la réalisation d'un magazine trimestriel de 64 pages",
    excerpt:
      "Grille, styles, flux de corrections : les coulisses de la refonte d'un magazine économique bouclé en quatre jours.",
    author: 'Hery Rakotomalala',
    category: 'magazines',
    tags: ['magazine', 'mise en page', 'indesign'],
    daysAgo: 6,
    kind: 'magazine',
    content: body('realisation-magazine-trimestriel-64-pages'),
  },
  {
    slug: 'preparer-son-manuscrit-avant-la-mise-en-page',
    title: 'Comment préparer son manuscrit avant la mise en page',
    excerpt:
      "Quelques réflexes simples dans Word permettent de gagner du temps, d'éviter des erreurs et de réduire le coût de la mise en page.",
    author: 'Fanja Razafindrakoto',
    category: 'livres',
    tags: ['mise en page', 'manuscrit', 'autoédition'],
    daysAgo: 33,
    kind: 'book',
    content: body('preparer-son-manuscrit-avant-la-mise-en-page'),
  },
  {
    slug: 'autoedition-kdp-erreurs-de-fichier-frequentes',
    title: 'Autoédition sur Amazon KDP : les 7 erreurs de fichier les plus fréquentes',
    excerpt:
      'Marges, fond perdu, polices non incorporées… Voici les motifs de refus les plus courants et comment les éviter dès la mise en page.',
    author: 'Sophie Lemaire',
    category: 'livres',
    tags: ['kdp', 'autoédition', 'impression'],
    daysAgo: 61,
    kind: 'word',
    content: body('autoedition-kdp-erreurs-de-fichier-frequentes'),
  },
  {
    slug: 'epub-recomposable-ou-mise-en-page-fixe',
    title: 'EPUB recomposable ou mise en page fixe : que choisir ?',
    excerpt:
      "Roman, livre illustré, manuel scolaire : le bon format numérique dépend avant tout du contenu et de l'usage du lecteur.",
    author: 'Tiana Ravelojaona',
    category: 'numerique',
    tags: ['epub', 'livre numérique', 'accessibilité'],
    daysAgo: 92,
    kind: 'digital',
    content: body('epub-recomposable-ou-mise-en-page-fixe'),
  },
  {
    slug: 'ocr-pourquoi-la-relecture-humaine-reste-indispensable',
    title: 'OCR : pourquoi la relecture humaine reste indispensable',
    excerpt:
      'Les logiciels de reconnaissance de caractères progressent vite, mais une relecture humaine fait toute la différence sur la qualité finale.',
    author: 'Hery Rakotomalala',
    category: 'saisie',
    tags: ['ocr', 'saisie', 'qualité'],
    daysAgo: 124,
    kind: 'ocr',
    content: body('ocr-pourquoi-la-relecture-humaine-reste-indispensable'),
  },
  {
    slug: 'choisir-la-typographie-d-un-roman',
    title: "Choisir la typographie d'un roman : nos critères",
    excerpt:
      'Police, corps, interlignage, justification : les choix typographiques qui rendent une lecture longue agréable.',
    author: 'Fanja Razafindrakoto',
    category: 'livres',
    tags: ['typographie', 'mise en page', 'roman'],
    daysAgo: 151,
    kind: 'book',
    content: body('choisir-la-typographie-d-un-roman'),
  },
  {
    slug: 'word-ou-indesign-quel-outil-pour-votre-livre',
    title: 'Word ou InDesign : quel outil pour votre livre ?',
    excerpt:
      'Les deux logiciels permettent de produire un livre de qualité, mais ils ne répondent pas aux mêmes besoins.',
    author: 'Sophie Lemaire',
    category: 'livres',
    tags: ['word', 'indesign', 'mise en page'],
    daysAgo: 183,
    kind: 'word',
    content: body('word-ou-indesign-quel-outil-pour-votre-livre'),
  },
  {
    slug: 'regles-d-or-d-une-couverture-de-livre',
    title: "Les règles d'or d'une couverture de livre qui se vend",
    excerpt:
      'Une couverture se juge en une seconde, souvent sous forme de vignette. Voici les principes que nous appliquons.',
    author: 'Hery Rakotomalala',
    category: 'livres',
    tags: ['couverture', 'autoédition', 'typographie'],
    daysAgo: 214,
    kind: 'design',
    content: body('regles-d-or-d-une-couverture-de-livre'),
  },
  {
    slug: 'concevoir-une-grille-de-mise-en-page-pour-magazine',
    title: 'Concevoir une grille de mise en page pour un magazine',
    excerpt:
      "La grille est la structure invisible d'un magazine réussi. Comment la construire et quand s'en affranchir.",
    author: 'Tiana Ravelojaona',
    category: 'magazines',
    tags: ['magazine', 'grille', 'indesign'],
    daysAgo: 246,
    kind: 'magazine',
    content: body('concevoir-une-grille-de-mise-en-page-pour-magazine'),
  },
  {
    slug: 'preparer-ses-fichiers-pour-l-imprimeur',
    title: "Préparer ses fichiers pour l'imprimeur : la check-list complète",
    excerpt:
      "Fond perdu, profils colorimétriques, PDF/X : tout ce qu'il faut vérifier avant d'envoyer un fichier en impression.",
    author: 'Sophie Lemaire',
    category: 'magazines',
    tags: ['impression', 'pdf', 'indesign'],
    daysAgo: 279,
    kind: 'brochure',
    content: body('preparer-ses-fichiers-pour-l-imprimeur'),
  },
  {
    slug: 'rendre-un-livre-numerique-accessible',
    title: 'Rendre un livre numérique accessible : les bonnes pratiques',
    excerpt:
      'Structure, textes alternatifs, ordre de lecture : comment produire des EPUB utilisables par tous les lecteurs.',
    author: 'Tiana Ravelojaona',
    category: 'numerique',
    tags: ['accessibilité', 'epub', 'livre numérique'],
    daysAgo: 311,
    kind: 'digital',
    content: body('rendre-un-livre-numerique-accessible'),
  },
  {
    slug: 'vendre-son-livre-numerique-formats-et-plateformes',
    title: 'Vendre son livre numérique : formats et plateformes',
    excerpt:
      'EPUB, Kindle, PDF : quels formats préparer et où distribuer son livre numérique quand on est auteur indépendant ?',
    author: 'Sophie Lemaire',
    category: 'numerique',
    tags: ['livre numérique', 'kdp', 'autoédition'],
    daysAgo: 349,
    kind: 'digital',
    content: body('vendre-son-livre-numerique-formats-et-plateformes'),
  },
  {
    slug: 'metadonnees-livre-numerique',
    title: "Les métadonnées d'un livre numérique, ces grandes oubliées",
    excerpt:
      "Titre, auteur, ISBN, mots-clés : des informations souvent négligées qui conditionnent pourtant la visibilité d'un livre.",
    author: 'Tiana Ravelojaona',
    category: 'numerique',
    tags: ['epub', 'métadonnées', 'livre numérique'],
    daysAgo: 388,
    kind: 'digital',
    content: body('metadonnees-livre-numerique'),
  },
  {
    slug: 'numeriser-des-archives-recherche-plein-texte',
    title: 'Numériser des archives : de la numérisation à la recherche plein texte',
    excerpt:
      "Registres, bulletins, manuscrits : les étapes d'un projet de numérisation d'archives réussi, de la prise de vue au PDF interrogeable.",
    author: 'Hery Rakotomalala',
    category: 'saisie',
    tags: ['ocr', 'archives', 'numérisation'],
    daysAgo: 441,
    kind: 'ocr',
    content: body('numeriser-des-archives-recherche-plein-texte'),
  },
  {
    slug: 'externaliser-la-saisie-de-documents-a-madagascar',
    title: "Externaliser la saisie de documents à Madagascar : ce qu'il faut savoir",
    excerpt:
      'Coûts, délais, confidentialité, qualité : les questions à se poser avant de confier la saisie de ses documents à un prestataire.',
    author: 'Fanja Razafindrakoto',
    category: 'saisie',
    tags: ['saisie', 'externalisation', 'ocr'],
    daysAgo: 512,
    kind: 'ocr',
    content: body('externaliser-la-saisie-de-documents-a-madagascar'),
  },
];

// Demo content: French categories, projects with galleries, blog posts, tutorials and two accounts,
// rich enough to exercise every screen (pagination, galleries, single-image view, empty category).
// Plain erasable TypeScript so Node 22 runs it directly (npm run db:seed) as well as Vitest.
import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import type postgres from 'postgres';
import { BLOG_BUCKET, PROJECT_BUCKET, generateImages, publicUrl } from './seed-images.ts';
import type { ImageKind, ImageSpec } from './seed-images.ts';

// accounts: false seeds the content only (a database outside local development: nobody gets a
// password from a seed there; create the first administrator with npm run user:create).
export type SeedOptions = { adminEmail?: string; adminPassword?: string; userPassword?: string; accounts?: boolean };
export type SeedResult = { adminEmail: string; adminPassword: string };

export const DEFAULT_ADMIN_EMAIL = 'admin@studio-graphique.mg';
export const DEFAULT_USER_EMAIL = 'client@studio-graphique.mg';

const DAY = 24 * 60 * 60 * 1000;

type CategoryKey = 'livres' | 'magazines' | 'word' | 'brochures' | 'design' | 'numerique' | 'saisie' | 'catalogues';

const CATEGORIES: { key: CategoryKey; name: string; daysAgo: number }[] = [
  { key: 'livres', name: 'Mise en page de livres', daysAgo: 720 },
  { key: 'magazines', name: 'Magazines', daysAgo: 719 },
  { key: 'word', name: 'Mise en page Word', daysAgo: 718 },
  { key: 'brochures', name: 'Brochures', daysAgo: 717 },
  { key: 'design', name: 'Conception graphique', daysAgo: 716 },
  { key: 'numerique', name: 'Édition numérique', daysAgo: 715 },
  { key: 'saisie', name: 'Saisie et OCR', daysAgo: 600 },
  // Deliberately without any project: exercises the empty states.
  { key: 'catalogues', name: 'Catalogues', daysAgo: 30 },
];

/** A deterministic UUID-shaped id derived from a key (md5, version nibble set to 4-like layout). */
export function stableUuid(key: string): string {
  const h = crypto.createHash('md5').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type ProjectSeed = {
  slug: string;
  title: string;
  cover: string; // short title drawn on the first image
  category: CategoryKey;
  client: string | null;
  date: string | null;
  description: string;
  challenge: string;
  solution: string;
  results: string;
  link?: string;
  kind: ImageKind;
  images: number;
  noAlt?: number[]; // image positions left without alt text (the UI falls back to the title)
  daysAgo: number;
};

// Array order is the portfolio rank (display_order 1..N).
const PROJECTS: ProjectSeed[] = [
  {
    slug: 'magazine-horizons-ocean-indien',
    title: 'Magazine trimestriel « Horizons Océan Indien »',
    cover: 'Horizons Océan Indien',
    category: 'magazines',
    client: 'Horizons Média',
    date: 'Octobre 2026',
    description:
      "Nouvelle maquette et mise en page d'un magazine économique et culturel de 64 pages, publié chaque trimestre.",
    challenge:
      'La rédaction souhaitait moderniser son magazine sans dérouter ses lecteurs fidèles, avec des délais très serrés : les derniers articles arrivent souvent trois jours seulement avant le bouclage.',
    solution:
      'Nous avons conçu une nouvelle charte éditoriale : grille de 12 colonnes, deux familles de caractères, rubriques identifiées par une couleur. Une bibliothèque de styles et de gabarits InDesign permet désormais de monter un numéro complet en quatre jours.',
    results:
      "Trois numéros livrés dans les temps depuis la refonte. La régie publicitaire a constaté une hausse du nombre d'annonceurs grâce aux nouveaux emplacements premium.",
    link: 'https://horizons-ocean-indien.example/magazine',
    kind: 'magazine',
    images: 5,
    daysAgo: 28,
  },
  {
    slug: 'roman-le-souffle-des-hautes-terres',
    title: 'Roman « Le Souffle des Hautes Terres »',
    cover: 'Le Souffle des Hautes Terres',
    category: 'livres',
    client: 'Éditions Ravinala',
    date: 'Septembre 2026',
    description:
      "Mise en page complète d'un roman de 320 pages au format 14 × 21 cm, de la maquette intérieure aux fichiers prêts pour l'imprimeur.",
    challenge:
      "Le manuscrit, livré sous Word, comportait de nombreux dialogues, des passages en malgache et des notes de bas de page. L'éditeur voulait une lecture confortable sans dépasser 320 pages, pour tenir son budget d'impression.",
    solution:
      'Nous avons créé un gabarit InDesign sur mesure : Garamond en corps 11,5 sur 15, marges optiques, lettrines en ouverture de chapitre et styles dédiés aux dialogues. Les veuves et orphelines ont été traitées page par page et les passages en malgache ont reçu une typographie distincte mais discrète.',
    results:
      "Livraison en 8 jours ouvrés avec deux tours de corrections. Le PDF/X-1a a été validé du premier coup par l'imprimeur et le tirage de 1 500 exemplaires est sorti pour la rentrée littéraire.",
    kind: 'book',
    images: 5,
    daysAgo: 62,
  },
  {
    slug: 'these-sciences-environnement',
    title: "Thèse de doctorat en sciences de l'environnement",
    cover: 'Thèse de doctorat',
    category: 'word',
    client: 'Dr Nirina Andrianjafy',
    date: 'Juillet 2026',
    description:
      "Mise en forme sous Word d'une thèse de 280 pages, conforme aux normes de présentation de l'école doctorale.",
    challenge:
      'Le document de travail mélangeait des styles incohérents, des numérotations saisies à la main et une centaine de figures et de tableaux sans légendes automatiques. Il fallait une version conforme dix jours avant le dépôt.',
    solution:
      'Nous avons reconstruit le document sur un modèle Word propre : titres hiérarchisés, numérotation automatique des chapitres, légendes et listes des figures générées, bibliographie homogène et table des matières dynamique.',
    results:
      "La thèse a été acceptée sans aucune remarque de forme. Le doctorant dispose en plus d'un modèle réutilisable pour ses articles scientifiques.",
    kind: 'word',
    images: 1,
    daysAgo: 130,
  },
  {
    slug: 'guide-permaculture-tropicale',
    title: 'Guide pratique de la permaculture tropicale',
    cover: 'Permaculture tropicale',
    category: 'livres',
    client: 'Association Tany Maitso',
    date: 'Juin 2026',
    description:
      'Guide illustré de 180 pages mêlant textes techniques, schémas, tableaux de cultures et encadrés pratiques.',
    challenge:
      'Plus de 120 photos de terrain de qualité inégale, 40 schémas et des tableaux de rotation des cultures devaient cohabiter sans alourdir la lecture. Le guide devait aussi rester lisible une fois imprimé en noir et blanc, pour une diffusion en zone rurale.',
    solution:
      'Nous avons défini une grille à deux colonnes avec une marge extérieure réservée aux encadrés et aux légendes. Les photos ont été retouchées et converties en niveaux de gris optimisés, et les schémas redessinés en vectoriel avec des trames plutôt que des couleurs.',
    results:
      "Un guide cohérent, imprimé à 3 000 exemplaires et distribué dans une trentaine de communes. L'association réutilise désormais le gabarit pour ses fiches techniques.",
    link: 'https://tany-maitso.example/guide-permaculture',
    kind: 'book',
    images: 4,
    daysAgo: 160,
  },
  {
    slug: 'identite-visuelle-cooperative-vanille',
    title: "Identité visuelle d'une coopérative de vanille",
    cover: 'Vanilla Sava',
    category: 'design',
    client: 'Coopérative Vanilla Sava',
    date: 'Mars 2025',
    description:
      "Création du logo, de la charte graphique et des étiquettes d'une coopérative de producteurs de vanille de la région SAVA.",
    challenge:
      "La coopérative exporte vers l'Europe et devait se démarquer avec une image haut de gamme, tout en restant fidèle à son ancrage local et à ses producteurs.",
    solution:
      "Nous avons proposé trois pistes créatives, puis affiné celle retenue : un logo inspiré de la fleur de vanille, une palette chaude et une charte de 20 pages couvrant étiquettes, cartons d'expédition et documents commerciaux.",
    results:
      "Les nouvelles étiquettes sont en rayon dans deux épiceries fines en France, et les acheteurs citent l'image de marque comme un gage de confiance.",
    kind: 'design',
    images: 4,
    daysAgo: 610,
  },
  {
    slug: 'brochure-touristique-madagascar-autrement',
    title: 'Brochure touristique « Madagascar autrement »',
    cover: 'Madagascar autrement',
    category: 'brochures',
    client: 'Lemur Trails Voyages',
    date: 'Janvier 2026',
    description: "Brochure bilingue de 24 pages présentant douze circuits d'écotourisme, en français et en anglais.",
    challenge:
      "L'agence voulait une brochure à distribuer sur les salons européens, avec des cartes lisibles et des tarifs faciles à mettre à jour à chaque saison.",
    solution:
      "Nous avons réalisé une mise en page bilingue sur calques séparés, des cartes d'itinéraires vectorielles et un tableau de prix isolé sur une page détachable, modifiable sans toucher au reste du document.",
    results:
      "La brochure a été imprimée à 5 000 exemplaires pour trois salons. La mise à jour des tarifs de la saison suivante a pris moins d'une heure.",
    link: 'https://lemur-trails.example/brochure',
    kind: 'brochure',
    images: 4,
    daysAgo: 310,
  },
  {
    slug: 'livre-recettes-saveurs-ocean-indien',
    title: "Livre de recettes « Saveurs de l'océan Indien »",
    cover: "Saveurs de l'océan Indien",
    category: 'livres',
    client: 'Chef Mialy Andriamanana',
    date: 'Novembre 2025',
    description: 'Beau livre culinaire de 144 pages : 60 recettes, photographies pleine page et index par ingrédient.',
    challenge:
      "Chaque recette devait tenir sur une double page avec sa photographie, quelle que soit la longueur de la liste d'ingrédients. Le chef voulait un rendu comparable aux livres de cuisine vendus en librairie en France.",
    solution:
      'Nous avons conçu trois gabarits de double page selon la longueur des recettes, avec une hiérarchie claire : ingrédients en colonne étroite, étapes numérotées, astuce du chef en encadré. La chromie des photos a été harmonisée et un index croisé généré automatiquement.',
    results:
      "Le livre a été imprimé en quadrichromie sur papier couché mat. Il est vendu dans les restaurants du chef et chez plusieurs libraires d'Antananarivo et de La Réunion.",
    kind: 'book',
    images: 6,
    noAlt: [3],
    daysAgo: 380,
  },
  {
    slug: 'manuscrit-kdp-reussir-sa-reconversion',
    title: 'Manuscrit KDP « Réussir sa reconversion »',
    cover: 'Réussir sa reconversion',
    category: 'word',
    client: 'Claire Dumont, autrice',
    date: 'Mai 2026',
    description:
      "Préparation d'un essai de 210 pages pour l'impression à la demande et le format Kindle sur Amazon KDP.",
    challenge:
      "L'autrice avait déjà essuyé deux refus de fichier sur la plateforme : marges insuffisantes, polices non incorporées et images en basse résolution.",
    solution:
      "Nous avons mis en page le manuscrit dans Word au format 15,24 × 22,86 cm, avec des marges adaptées au nombre de pages, des en-têtes alternés et des images remplacées en 300 dpi. Le fichier a été contrôlé dans l'outil de prévisualisation de KDP avant l'envoi.",
    results: 'Fichier accepté du premier coup : le livre broché et la version Kindle ont été publiés la même semaine.',
    kind: 'word',
    images: 3,
    daysAgo: 190,
  },
  {
    slug: 'conversion-epub-fonds-editorial',
    title: "Conversion EPUB d'un fonds de 12 titres",
    cover: 'Fonds numérique',
    category: 'numerique',
    client: 'Éditions Mahery',
    date: 'Mai 2025',
    description:
      'Conversion de douze livres imprimés en EPUB 3 recomposables, validés pour les principales librairies numériques.',
    challenge:
      "Seuls les PDF d'impression étaient disponibles, avec des césures, des en-têtes et des notes qui devaient disparaître ou être restructurés dans le flux numérique.",
    solution:
      'Extraction et nettoyage du texte, balisage sémantique, notes converties en notes de fin liées, métadonnées complètes et couverture adaptée. Chaque fichier a été validé avec EPUBCheck et testé sur liseuse, tablette et smartphone.',
    results: "Les douze titres sont en vente en version numérique et aucun distributeur n'a signalé d'anomalie.",
    kind: 'digital',
    images: 3,
    daysAgo: 560,
  },
  {
    slug: 'journal-interne-le-lien',
    title: 'Journal interne « Le Lien »',
    cover: 'Le Lien',
    category: 'magazines',
    client: 'Groupe Fanilo',
    date: 'Avril 2026',
    description:
      "Journal d'entreprise bimestriel de 16 pages destiné à 1 200 collaborateurs, en version imprimée et en PDF interactif.",
    challenge:
      'Les contenus venaient de huit filiales, dans des formats très variés et avec des photos prises au téléphone. Le journal devait respecter la charte du groupe tout en restant vivant.',
    solution:
      'Nous avons créé des gabarits de rubriques (portrait, chiffres clés, agenda), retouché les photos et produit un PDF interactif avec sommaire cliquable pour la diffusion par e-mail.',
    results:
      'Six numéros réalisés en un an. Le service communication estime gagner deux jours de travail par numéro grâce aux gabarits.',
    kind: 'magazine',
    images: 3,
    daysAgo: 220,
  },
  {
    slug: 'numerisation-archives-fitadidiana',
    title: "Numérisation et OCR d'archives historiques",
    cover: 'Archives',
    category: 'saisie',
    client: "Centre d'archives Fitadidiana",
    date: 'Octobre 2025',
    description:
      'Saisie et OCR de 2 400 pages de registres et de bulletins du XXe siècle, livrés en Word et en PDF interrogeable.',
    challenge:
      'Des documents jaunis, des caractères de machine à écrire effacés et des passages manuscrits que la reconnaissance automatique ne pouvait pas lire seule.',
    solution:
      'OCR sur les pages dactylographiées, double saisie manuelle des passages manuscrits, puis relecture humaine appuyée sur un glossaire des noms propres et des lieux.',
    results:
      'Une précision supérieure à 99,5 % mesurée sur un échantillon de contrôle. Les chercheurs interrogent désormais tout le fonds en recherche plein texte.',
    kind: 'ocr',
    images: 3,
    daysAgo: 410,
  },
  {
    slug: 'recueil-poesie-bilingue',
    title: 'Recueil de poésie bilingue français-malgache',
    cover: 'Tononkalo',
    category: 'livres',
    client: 'Hanitra Rasoanaivo, autrice',
    date: 'Février 2026',
    description:
      "Mise en page d'un recueil de 96 pages présentant chaque poème en vis-à-vis, en français et en malgache.",
    challenge:
      "Les deux versions d'un même poème n'ont jamais la même longueur. Elles devaient pourtant rester face à face, page de gauche et page de droite, sans couper une strophe.",
    solution:
      'Nous avons construit une maquette en pages appariées, avec des blocs de texte liés par strophe, un interlignage légèrement variable et des blancs calculés pour aligner le début de chaque strophe. Une typographie humaniste a été choisie pour bien rendre les diacritiques malgaches.',
    results:
      'Le recueil est publié en autoédition et en impression à la demande. Les fichiers intérieur et couverture ont été acceptés par la plateforme dès le premier envoi.',
    kind: 'book',
    images: 3,
    daysAgo: 280,
  },
  {
    slug: 'couvertures-collection-jeunesse',
    title: "Couvertures d'une collection jeunesse",
    cover: 'Les Explorateurs du Sud',
    category: 'design',
    client: 'Éditions Ravinala',
    date: 'Décembre 2025',
    description:
      'Conception graphique de six couvertures pour une collection de romans jeunesse, avec une identité de collection reconnaissable.',
    challenge:
      'Créer une unité visuelle forte entre six titres aux univers très différents, pour des lecteurs de 9 à 12 ans.',
    solution:
      'Un véritable système de couverture : bandeau de collection, typographie de titre commune, illustrations cadrées selon la même grille et une couleur dominante par titre.',
    results:
      "La collection se reconnaît d'un coup d'œil en librairie ; l'éditeur a prolongé la série avec trois nouveaux titres.",
    kind: 'book',
    images: 3,
    daysAgo: 345,
  },
  {
    slug: 'magazine-culturel-lakana',
    title: 'Magazine culturel « Lakana »',
    cover: 'Lakana',
    category: 'magazines',
    client: 'Association Lakana',
    date: null,
    description:
      'Numéro spécial de 48 pages consacré aux musiques traditionnelles malgaches, avec interviews et reportages photo.',
    challenge:
      "Un numéro très visuel, avec de grandes photos de concerts prises en faible lumière, et un budget d'impression limité.",
    solution:
      'Une mise en page aérée, une typographie de titrage expressive, un traitement des photos sombres adapté au papier non couché et un nombre de pages en quadrichromie optimisé.',
    results:
      "Le numéro s'est épuisé en six semaines pendant la saison des festivals ; une réimpression a été lancée avec les mêmes fichiers.",
    kind: 'magazine',
    images: 4,
    noAlt: [2],
    daysAgo: 450,
  },
  {
    slug: 'livre-numerique-apprendre-le-malgache',
    title: 'Livre numérique enrichi pour apprendre le malgache',
    cover: 'Miteny malagasy',
    category: 'numerique',
    client: 'Institut de langues Fianarana',
    date: null,
    description: 'EPUB 3 à mise en page fixe, avec audio intégré pour la prononciation et exercices interactifs.',
    challenge:
      'Associer plus de 400 fichiers audio aux mots et aux phrases correspondants, tout en gardant un fichier léger et compatible avec les lecteurs courants.',
    solution:
      "Une mise en page fixe pensée pour la tablette, la synchronisation du texte et de l'audio (Media Overlays), une compression audio optimisée et une navigation par leçon.",
    results:
      "Le livre sert de support aux cours de l'institut et se vend en ligne auprès des apprenants de la diaspora.",
    link: 'https://fianarana.example/livre-numerique',
    kind: 'digital',
    images: 4,
    daysAgo: 95,
  },
  {
    slug: 'plaquette-ong-rano-madio',
    title: "Plaquette institutionnelle de l'ONG Rano Madio",
    cover: 'Rano Madio',
    category: 'brochures',
    client: 'ONG Rano Madio',
    date: 'Août 2025',
    description: "Dépliant trois volets et rapport d'activité synthétique pour une ONG d'accès à l'eau potable.",
    challenge:
      "Présenter des chiffres d'impact convaincants pour les bailleurs de fonds, dans un format court et économique à imprimer.",
    solution:
      'Des infographies simples (puits construits, familles desservies), des photos de terrain mises en valeur et un texte resserré autour de trois messages clés.',
    results:
      "La plaquette accompagne désormais chaque dossier de financement de l'ONG et a été déclinée en version numérique pour son site.",
    kind: 'brochure',
    images: 2,
    daysAgo: 470,
  },
  {
    slug: 'saisie-recueil-contes-traditionnels',
    title: "Saisie d'un recueil de contes traditionnels",
    cover: 'Angano',
    category: 'saisie',
    client: 'Éditions Mahery',
    date: 'Juillet 2025',
    description:
      "Saisie manuelle de 350 pages de contes recueillis à la main dans les années 1970, en vue d'une réédition.",
    challenge:
      'Une écriture manuscrite difficile, une orthographe malgache ancienne à conserver et de nombreuses annotations en marge.',
    solution:
      "Saisie par deux opérateurs bilingues, règles de transcription validées avec l'éditeur et annotations conservées sous forme de commentaires Word.",
    results: 'Le texte a été livré en Word et en RTF en trois semaines, prêt pour la mise en page de la réédition.',
    kind: 'ocr',
    images: 2,
    daysAgo: 500,
  },
];

const IMAGE_VIEWS: Record<ImageKind, string[]> = {
  book: [
    'couverture',
    'double page intérieure',
    'ouverture de chapitre',
    'détail typographique',
    'pages liminaires',
    'quatrième de couverture',
  ],
  magazine: ['couverture du numéro', 'double page reportage', 'rubrique actualités', 'page interview', 'sommaire'],
  word: ['page de titre et sommaire', 'chapitre mis en forme', 'tableaux et figures légendés'],
  brochure: ['volet de couverture', 'pages intérieures', 'carte des circuits', 'page des tarifs'],
  design: ['logo et palette', 'déclinaison papeterie', 'étiquettes produit', 'extrait de la charte graphique'],
  digital: ['affichage sur tablette', 'affichage sur smartphone', 'table des matières interactive', 'page enrichie'],
  ocr: ['document original et texte saisi', 'contrôle qualité', 'fichier livré'],
  generic: ["vue d'ensemble", 'détail'],
};

type BlogSeed = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: CategoryKey;
  tags: string[];
  daysAgo: number;
  kind: ImageKind;
  content: string;
};

const BLOG_POSTS: BlogSeed[] = [
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
    content: `## Un défi de calendrier avant tout

Quand la rédaction d'un magazine trimestriel nous a confié sa refonte, la contrainte principale n'était pas esthétique : les derniers articles arrivent souvent **trois jours avant le bouclage**. Il fallait donc une maquette belle, mais surtout rapide à produire.

## Les choix de conception

Nous avons construit la nouvelle maquette autour de trois principes :

- une **grille de 12 colonnes**, assez souple pour les pages d'actualité comme pour les grands reportages ;
- deux familles de caractères seulement, une linéale pour les titres et une sérif pour le texte courant ;
- une couleur par rubrique, reprise dans les folios et les filets.

## Des gabarits qui font gagner des jours

Chaque type de page dispose de son gabarit InDesign : ouverture de dossier, interview, brèves, page de publicité. Les styles de paragraphe et de caractère sont imbriqués, si bien qu'un article importé depuis Word est mis en forme en quelques minutes. Les images sont placées dans des blocs aux proportions prédéfinies, ce qui évite les recadrages improvisés.

## Le circuit de corrections

Les corrections passent par des PDF annotés, regroupés par rubrique. Un seul interlocuteur côté rédaction valide chaque tour, ce qui évite les demandes contradictoires. Deux tours suffisent désormais pour un numéro complet.

## Le résultat

Le premier numéro de la nouvelle formule a été monté en quatre jours ouvrés. Depuis, trois numéros sont sortis à l'heure et la régie publicitaire vend plus facilement ses emplacements premium.

Vous préparez un magazine ou un journal interne ? Découvrez notre offre de [mise en page de magazine](/services/mise-en-page-magazine) et nos tarifs à la page.`,
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
    content: `## Pourquoi préparer son texte ?

Un manuscrit bien préparé se met en page plus vite et avec moins d'erreurs. C'est aussi un moyen simple de **réduire le nombre d'allers-retours** avec le maquettiste.

## Les bons réflexes dans Word

- Utilisez les **styles de titre** (Titre 1, Titre 2) plutôt que de mettre le texte en gras à la main.
- Supprimez les doubles espaces et les retours à la ligne multiples : l'espacement est géré à la mise en page.
- N'utilisez pas la touche Tabulation pour créer des retraits de paragraphe.
- Insérez les notes avec la fonction dédiée de Word, jamais en saisissant des numéros.
- Signalez l'emplacement des images par une mention claire, par exemple « [Image 12] ».

## Les images et les tableaux

Envoyez les images à part, dans leur **meilleure résolution** : 300 dpi à la taille d'impression pour un livre papier. Les tableaux doivent être de vrais tableaux Word, pas des colonnes alignées avec des espaces.

## La relecture avant envoi

Chaque correction faite après la mise en page coûte du temps. Faites relire le texte avant de l'envoyer et figez la version finale. Les retouches de dernière minute restent possibles, mais elles doivent rester l'exception.

## Ce que nous vérifions à réception

À la réception d'un manuscrit, nous contrôlons la structure des titres, la cohérence des notes et la qualité des images. Si quelque chose manque, nous vous le signalons avant de commencer, pas après.

Pour en savoir plus sur nos formules, consultez notre page [mise en page de livres](/services/mise-en-page).`,
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
    content: `## Un fichier refusé, ce n'est pas une fatalité

La plateforme d'impression à la demande d'Amazon applique des contrôles automatiques stricts. La bonne nouvelle : les erreurs sont presque toujours les mêmes, et **toutes s'évitent à la mise en page**.

## Les sept erreurs que nous rencontrons le plus

1. **Marges intérieures trop faibles** : elles dépendent du nombre de pages et doivent augmenter pour les livres épais.
2. **Format de page différent** du format choisi sur la plateforme.
3. **Polices non incorporées** dans le PDF.
4. **Images en basse résolution**, souvent copiées depuis un site web.
5. **Fond perdu mal géré** : une image qui touche le bord doit déborder de 3,2 mm.
6. **Pages blanches en trop** en fin de fichier.
7. **Couverture aux mauvaises dimensions**, car la largeur du dos dépend du nombre de pages et du papier.

## Notre méthode de vérification

Avant chaque livraison, nous exportons le PDF avec un profil dédié, nous vérifions les polices et la résolution des images, puis nous contrôlons le rendu dans l'outil de prévisualisation de la plateforme. Le fichier part seulement quand tout est vert.

## Et la version Kindle ?

Le format numérique a ses propres règles : un texte recomposable, des styles propres et une table des matières active. Nous préparons les deux versions à partir de la même source pour garantir leur cohérence.

Notre formule **Amazon KDP** inclut cette vérification complète : voyez le détail sur la page [mise en page Word](/services/mise-en-page-word).`,
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
    content: `## Deux philosophies différentes

Un **EPUB recomposable** s'adapte à l'écran : le lecteur choisit la taille du texte, la police et parfois les marges. Un **EPUB à mise en page fixe** reproduit au contraire la page imprimée, comme un PDF amélioré.

## Quand choisir le recomposable

- pour les romans, essais et documents où le texte domine ;
- quand le confort de lecture sur liseuse et smartphone est prioritaire ;
- quand l'accessibilité compte : les lecteurs d'écran gèrent mieux le texte recomposable.

## Quand choisir la mise en page fixe

- pour les livres de cuisine, les beaux livres et les albums jeunesse ;
- pour les manuels où la position de chaque élément a un sens pédagogique ;
- quand le contenu comporte des doubles pages illustrées.

## Les pièges à éviter

Une mise en page fixe est peu confortable sur un petit écran : vérifiez que votre public lit surtout sur tablette. À l'inverse, un livre très illustré converti en recomposable peut perdre toute sa cohérence visuelle. Dans certains cas, la meilleure solution consiste à produire **les deux versions**.

## Notre conseil

Partez de l'usage réel de vos lecteurs, pas de l'outil. Nous pouvons analyser votre fichier source et vous recommander le format le plus adapté avant de lancer la conversion. Pour voir des exemples, parcourez notre [portfolio](/portfolio).`,
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
    content: `## Ce que fait bien l'OCR

La reconnaissance optique de caractères transforme une image de texte en texte modifiable. Sur un document imprimé récent et bien numérisé, elle atteint facilement **98 à 99 % de caractères corrects**.

## Là où elle se trompe

Un taux de 99 % semble excellent, mais il représente encore une erreur tous les cent caractères, soit **plusieurs fautes par ligne** sur une page dense. Les erreurs typiques :

- confusion entre « rn » et « m », « l » et « 1 », « O » et « 0 » ;
- accents perdus ou mal lus, surtout sur des documents anciens ;
- colonnes mélangées et notes insérées au milieu du texte ;
- noms propres et termes techniques déformés.

## Notre processus de vérification

Nous combinons l'OCR avec une **relecture humaine systématique**. Les opérateurs comparent le texte à l'image d'origine, corrigent les erreurs et respectent la mise en forme demandée : titres, italiques, tableaux. Un glossaire propre à chaque projet garantit l'orthographe des noms propres.

## Le bon calcul

La relecture ajoute un coût, mais elle évite des heures de correction en interne et des erreurs publiées. Pour des archives, un catalogue ou un livre à rééditer, c'est presque toujours le choix le plus rentable.

Nos tarifs et délais sont détaillés sur la page [saisie et OCR](/services/saisie-ocr).`,
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
    content: `## La lisibilité avant tout

Un roman se lit pendant des heures. La typographie doit se faire oublier : le lecteur doit suivre l'histoire, pas remarquer la police.

## Nos critères de choix

- **Une sérif de labeur** : Garamond, Minion, Sabon ou Crimson ont fait leurs preuves pour le texte long.
- **Un corps de 10,5 à 12 points** selon le format du livre et l'âge du lectorat.
- **Un interlignage de 120 à 140 %** du corps pour laisser respirer les lignes.
- **Une justification soignée**, avec césure activée et réglages fins pour éviter les lézardes.

## Les détails qui font la différence

Les guillemets français, les espaces insécables avant les signes doubles et les tirets de dialogue sont des marqueurs de qualité. Une mise en page professionnelle traite aussi les **veuves et orphelines**, ces lignes isolées en haut ou en bas de page.

## Le format influence tout

Un format poche impose une justification plus courte et donc plus délicate. Un grand format laisse plus de liberté mais demande des marges généreuses pour ne pas fatiguer l'œil.

## Un exemple concret

Pour le roman « Le Souffle des Hautes Terres », nous avons retenu une Garamond en corps 11,5 sur 15 : le livre tient en 320 pages tout en restant aéré. Retrouvez ce projet dans notre [portfolio](/portfolio).`,
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
    content: `## Une question que l'on nous pose souvent

Faut-il absolument passer par InDesign pour publier un beau livre ? Non. **Word peut suffire**, à condition de savoir ce que l'on attend du résultat.

## Les atouts de Word

- vous pouvez modifier le texte vous-même, sans logiciel payant ;
- le fichier se convertit facilement pour les plateformes d'autoédition ;
- c'est une solution économique pour les romans et les essais sans illustrations.

## Les atouts d'InDesign

- un contrôle typographique très fin : crénage, césure, alignement sur la grille ;
- une gestion professionnelle des images, des couleurs et du fond perdu ;
- indispensable pour les livres illustrés, les magazines et les beaux livres.

## Notre recommandation

Pour un **roman ou un essai** destiné à l'autoédition, une mise en page Word soignée donne un excellent résultat. Pour un **livre illustré** ou un projet destiné à une maison d'édition, InDesign reste la référence.

## Et si vous hésitez ?

Envoyez-nous un extrait de votre manuscrit : nous vous dirons honnêtement quel outil convient, et ce que cela change sur le prix et le délai. Vous pouvez aussi comparer nos formules sur la page [mise en page Word](/services/mise-en-page-word).`,
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
    content: `## Une seconde pour convaincre

En librairie comme en ligne, le lecteur décide très vite. Sur une boutique en ligne, votre couverture s'affiche parfois en **vignette de quelques centimètres** : elle doit rester lisible à cette taille.

## Les règles que nous appliquons

- **Un titre lisible** : peu de mots, une typographie forte, un contraste suffisant avec le fond.
- **Une image, une idée** : une seule illustration ou photo centrale vaut mieux qu'un collage.
- **Les codes du genre** : un polar, un guide pratique et un livre jeunesse n'utilisent pas les mêmes couleurs ni les mêmes polices.
- **Le nom de l'auteur** bien visible, surtout pour une série.

## La couverture complète

Pour l'impression, la couverture comprend la première page, le dos et la quatrième. La largeur du dos dépend du nombre de pages et du papier : elle se calcule à la fin de la mise en page intérieure. La quatrième accueille le résumé, une courte biographie et le code-barres ISBN.

## Les erreurs fréquentes

Un texte trop proche du bord, une image en basse résolution ou un titre illisible en vignette font partie des erreurs les plus courantes. Nous testons chaque couverture en petit format avant de la valider.

Découvrez nos réalisations en [conception graphique](/services/conception-graphique).`,
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
    content: `## À quoi sert une grille ?

La grille organise les colonnes, les marges et les espaces. Elle donne au magazine sa **cohérence d'une page à l'autre** et accélère la production : chaque élément trouve naturellement sa place.

## Construire la grille

1. Partez du format et des marges, en tenant compte de la reliure.
2. Choisissez un nombre de colonnes : 12 colonnes permettent des découpages en 2, 3, 4 ou 6.
3. Définissez une **grille de ligne de base** alignée sur l'interlignage du texte courant.
4. Fixez les gouttières, généralement entre 4 et 5 mm.

## Les styles, l'autre moitié du travail

Une grille sans styles ne tient pas dans la durée. Nous créons des styles pour chaque niveau de titre, le chapô, les intertitres, les légendes et les citations. Les styles d'objet fixent aussi les cadres d'image et les encadrés.

## Savoir sortir du cadre

Une ouverture de dossier ou une photo pleine page peuvent ignorer la grille : c'est justement parce que le reste du magazine est rigoureux que ces ruptures produisent de l'effet.

## En pratique

Pour le magazine « Horizons Océan Indien », une grille de 12 colonnes et une trentaine de styles ont permis de réduire le temps de montage d'un numéro de moitié. Voir notre offre de [mise en page de magazine](/services/mise-en-page-magazine).`,
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
    content: `## Un fichier conforme, c'est un tirage sans surprise

Un fichier mal préparé peut entraîner des couleurs ternes, un texte coupé au massicot ou un retard d'impression. Voici la liste de contrôle que nous appliquons à chaque projet.

## La check-list

- **Format et fond perdu** : 3 à 5 mm de débord pour tout élément qui touche le bord.
- **Zone de sécurité** : aucun texte important à moins de 5 mm du bord de coupe.
- **Mode colorimétrique** : images converties en CMJN avec le profil demandé par l'imprimeur.
- **Résolution** : 300 dpi pour les photos à la taille d'impression.
- **Noir du texte** : texte courant en noir seul, jamais en quadrichromie.
- **Polices** : toutes incorporées dans le PDF.
- **Export** : PDF/X-1a ou PDF/X-4 selon les consignes de l'imprimeur.

## Le contrôle en amont

Avant l'export, nous lançons le contrôle en amont d'InDesign avec un profil adapté. Après l'export, une vérification dans Acrobat confirme les couleurs, les surimpressions et les polices.

## Demandez les consignes

Chaque imprimeur a ses préférences : profil ICC, format de PDF, traits de coupe. Demandez-les **avant** de commencer la mise en page, pas au moment de l'envoi.

Besoin d'aide pour un fichier d'impression ? [Contactez-nous](/contact), nous répondons sous 24 h.`,
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
    content: `## Pourquoi c'est important

L'accessibilité permet aux personnes malvoyantes, dyslexiques ou en situation de handicap de lire vos livres avec leurs outils : lecteur d'écran, synthèse vocale, affichage agrandi. Elle devient aussi **une exigence légale** pour de nombreuses publications en Europe.

## Les bonnes pratiques essentielles

- **Une structure sémantique** : de vrais titres hiérarchisés, des listes et des tableaux balisés comme tels.
- **Des textes alternatifs** pour chaque image porteuse d'information.
- **Un ordre de lecture logique**, y compris pour les encadrés et les notes.
- **Une table des matières complète** et une liste de pages correspondant à l'édition imprimée.
- **Des métadonnées d'accessibilité** décrivant les fonctionnalités du fichier.

## Le format recomposable, un allié

Un EPUB recomposable est naturellement plus accessible qu'une mise en page fixe : le lecteur adapte la taille et la police à ses besoins. Pour les contenus très illustrés, il faut soigner encore davantage les descriptions.

## Vérifier son fichier

Nous validons chaque fichier avec EPUBCheck et avec les outils de contrôle d'accessibilité, puis nous testons la lecture avec une synthèse vocale.

Vous avez un fonds à rendre accessible ? Parlons-en via notre page [contact](/contact).`,
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
    content: `## Un marché en croissance pour les indépendants

Le livre numérique permet de publier sans stock ni frais d'impression. Pour un auteur indépendant, c'est souvent la **première porte d'entrée** vers les lecteurs.

## Les formats à préparer

- **EPUB** : le format standard, accepté par la plupart des librairies numériques.
- **Format Kindle** : la plateforme d'Amazon convertit aujourd'hui directement les fichiers EPUB.
- **PDF** : utile pour la vente directe ou les documents professionnels, mais peu confortable sur liseuse.

## Où distribuer ?

Deux stratégies coexistent. L'**exclusivité** sur une seule plateforme donne accès à des programmes de promotion. La **distribution large** passe par un agrégateur qui diffuse le livre vers de nombreuses librairies. Le choix dépend de votre public et de votre stratégie de prix.

## Ce qui fait vendre

Au-delà du fichier, trois éléments comptent : une couverture lisible en vignette, un résumé accrocheur et des **métadonnées soignées** (catégories, mots-clés). Un fichier propre évite aussi les commentaires négatifs sur la mise en forme.

## Notre accompagnement

Nous préparons les fichiers EPUB et Kindle à partir de votre manuscrit, avec une table des matières active et une couverture adaptée. Voir la formule Amazon KDP sur la page [mise en page Word](/services/mise-en-page-word).`,
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
    content: `## Ce que sont les métadonnées

Les métadonnées décrivent le livre : titre, sous-titre, auteur, éditeur, langue, ISBN, date de parution, résumé, catégories. Elles sont **intégrées dans le fichier EPUB** et transmises aux librairies numériques.

## Pourquoi elles comptent

- elles permettent aux moteurs de recherche des librairies de trouver votre livre ;
- elles classent le livre dans les bonnes catégories ;
- elles garantissent un affichage correct du titre et de l'auteur sur la liseuse.

Un livre dont l'auteur s'affiche « Inconnu » ou dont le titre porte le nom du fichier perd immédiatement en crédibilité.

## Les erreurs fréquentes

- un ISBN de la version imprimée réutilisé pour l'EPUB ;
- une langue mal déclarée, qui fausse la césure et la synthèse vocale ;
- un résumé copié depuis la quatrième de couverture sans adaptation ;
- des catégories trop générales.

## Notre méthode

Pour chaque conversion, nous remplissons une fiche de métadonnées avec l'éditeur ou l'auteur, puis nous vérifions son intégration dans le fichier et son affichage sur plusieurs liseuses. Lors de la conversion d'un fonds de douze titres, ce travail a évité tout rejet chez les distributeurs.

Découvrez ce projet dans notre [portfolio](/portfolio).`,
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
    content: `## Un patrimoine fragile

Les archives papier s'abîment avec le temps, l'humidité et les manipulations. Les numériser permet de les **préserver** et de les rendre **consultables** par les chercheurs, même à distance.

## Les étapes d'un projet

1. **Inventaire** : nombre de pages, état des documents, types d'écriture.
2. **Numérisation** : images en 300 à 400 dpi, en niveaux de gris ou en couleur selon les documents.
3. **Reconnaissance** : OCR sur les pages imprimées ou dactylographiées.
4. **Saisie manuelle** des passages manuscrits ou illisibles pour la machine.
5. **Relecture** et contrôle qualité sur échantillon.
6. **Livraison** en PDF interrogeable, en Word ou en texte brut.

## Les points d'attention

Les noms propres, les dates et les abréviations anciennes demandent un **glossaire** partagé entre les opérateurs. Les documents très abîmés nécessitent parfois une double saisie pour fiabiliser le résultat.

## Un exemple

Pour un centre d'archives, nous avons traité 2 400 pages de registres du XXe siècle. Le contrôle final a mesuré une précision supérieure à 99,5 %, et l'ensemble du fonds est aujourd'hui interrogeable en plein texte.

Pour estimer votre projet, consultez la page [saisie et OCR](/services/saisie-ocr).`,
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
    content: `## Pourquoi Madagascar ?

Madagascar compte de nombreux professionnels **francophones** formés à la saisie et à la mise en page, avec un décalage horaire faible avec l'Europe : deux heures en hiver, une heure en été. Les échanges se font en temps réel pendant la journée de travail.

## Les questions à se poser

- **Quel volume ?** Quelques pages ou plusieurs milliers : l'organisation n'est pas la même.
- **Quel niveau de qualité ?** Une saisie pour archivage n'exige pas la même relecture qu'un texte destiné à être publié.
- **Quel format de livraison ?** Word, TXT, RTF ou tableur.
- **Quelle confidentialité ?** Un accord de confidentialité protège vos documents sensibles.

## Comment se déroule un projet

Vous envoyez un échantillon représentatif. Nous vous renvoyons un **devis sous 24 h**, avec un délai et un prix au millier de caractères. Après validation, un test sur quelques pages permet de caler les consignes avant le traitement complet.

## Le prix et la qualité

Le tarif dépend du type de saisie : manuelle ou OCR avec vérification humaine. Dans les deux cas, nous garantissons une précision supérieure à 99 %.

Nos tarifs détaillés sont sur la page [saisie et OCR](/services/saisie-ocr). Pour une demande précise, [contactez-nous](/contact).`,
  },
];

type TutorialSeed = {
  slug: string;
  title: string;
  description: string;
  duration: string;
  videoId: string;
  category: CategoryKey | null;
  tags: string[];
  daysAgo: number;
  kind: ImageKind;
};

const TUTORIALS: TutorialSeed[] = [
  {
    slug: 'creer-des-styles-de-paragraphe-dans-indesign',
    title: 'Créer des styles de paragraphe dans InDesign',
    description:
      "Définir les styles de texte courant, de titres et de citations, puis les appliquer en un clic à tout un livre. La base d'une mise en page rapide et cohérente.",
    duration: '12:34',
    videoId: 'q3Vb7XkL2mA',
    category: 'livres',
    tags: ['indesign', 'styles', 'mise en page'],
    daysAgo: 10,
    kind: 'book',
  },
  {
    slug: 'mettre-en-page-un-livre-dans-word',
    title: 'Mettre en page un livre dans Word : marges, sections et en-têtes',
    description:
      'Configurer le format de page, les marges en miroir, les sauts de section et les en-têtes alternés pour obtenir un livre prêt à imprimer depuis Word.',
    duration: '18:05',
    videoId: 'Hn8tR2pW5sE',
    category: 'word',
    tags: ['word', 'mise en page', 'autoédition'],
    daysAgo: 40,
    kind: 'word',
  },
  {
    slug: 'table-des-matieres-automatique-dans-word',
    title: 'Générer une table des matières automatique dans Word',
    description:
      'Utiliser les styles de titre pour créer une table des matières qui se met à jour toute seule, puis la personnaliser avec des points de suite.',
    duration: '08:47',
    videoId: 'bZ4kY9cQ1xU',
    category: 'word',
    tags: ['word', 'table des matières'],
    daysAgo: 75,
    kind: 'word',
  },
  {
    slug: 'exporter-un-epub-valide-depuis-indesign',
    title: 'Exporter un EPUB valide depuis InDesign',
    description:
      "Préparer le document, définir l'ordre de lecture, renseigner les métadonnées et exporter un EPUB 3 qui passe la validation EPUBCheck sans erreur.",
    duration: '15:20',
    videoId: 'Lm7Df2Gh8Jq',
    category: 'numerique',
    tags: ['epub', 'indesign', 'livre numérique'],
    daysAgo: 110,
    kind: 'digital',
  },
  {
    slug: 'preparer-un-pdf-d-impression-conforme',
    title: "Préparer un PDF d'impression conforme (PDF/X)",
    description:
      "Fond perdu, traits de coupe, profils colorimétriques et contrôle en amont : exporter un PDF/X accepté du premier coup par l'imprimeur.",
    duration: '11:02',
    videoId: 'Xv3Nc6Tb0Wy',
    category: 'brochures',
    tags: ['pdf', 'impression', 'indesign'],
    daysAgo: 150,
    kind: 'brochure',
  },
  {
    slug: 'construire-une-grille-de-magazine',
    title: 'Construire une grille de magazine en 12 colonnes',
    description:
      "Marges, colonnes, gouttières et grille de ligne de base : construire pas à pas la structure d'un magazine dans InDesign.",
    duration: '21:40',
    videoId: 'pR5sK1uZ7oI',
    category: 'magazines',
    tags: ['magazine', 'grille', 'indesign'],
    daysAgo: 200,
    kind: 'magazine',
  },
  {
    slug: 'reussir-sa-couverture-kdp',
    title: 'Réussir sa couverture KDP : dos, fond perdu et code-barres',
    description:
      "Calculer la largeur du dos, placer les zones de sécurité et réserver l'emplacement du code-barres pour une couverture de livre broché conforme.",
    duration: '14:15',
    videoId: 'Ek9Ya4Wq2Mn',
    category: 'design',
    tags: ['kdp', 'couverture', 'autoédition'],
    daysAgo: 260,
    kind: 'design',
  },
  {
    slug: 'corriger-un-texte-ocr-avec-les-caracteres-generiques',
    title: "Corriger un texte issu de l'OCR avec les caractères génériques de Word",
    description:
      "Repérer et corriger en série les erreurs typiques de l'OCR (coupures de mots, espaces parasites, confusions de lettres) grâce à la recherche avancée de Word.",
    duration: '09:58',
    videoId: 'Tg6Hj3Lc8Vb',
    category: 'saisie',
    tags: ['ocr', 'word', 'saisie'],
    daysAgo: 320,
    kind: 'ocr',
  },
  {
    slug: 'les-bases-de-la-typographie',
    title: 'Les bases de la typographie pour bien débuter',
    description:
      "Familles de caractères, corps, interlignage, espaces insécables et règles de ponctuation française : l'essentiel pour des documents plus lisibles.",
    duration: '06:30',
    videoId: 'Uc2Oa5Fz9Rk',
    category: null,
    tags: ['typographie', 'débutant'],
    daysAgo: 400,
    kind: 'generic',
  },
];

function randomPassword(): string {
  return crypto.randomBytes(12).toString('base64url').slice(0, 16);
}

// Supabase Auth (GoTrue) stores bcrypt hashes with the $2a$ prefix; bcryptjs defaults to $2b$.
async function hashPassword(password: string): Promise<string> {
  const salt = bcrypt.genSaltSync(10).replace(/^\$2b\$/, '$2a$');
  return bcrypt.hash(password, salt);
}

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

type UserSeed = { email: string; password: string; role: 'admin' | 'user'; daysAgo: number };

// Creates the account, or resets its password and role when the e-mail already exists
// (an auth schema that survived a content reset), and makes sure its profile matches.
async function upsertUser(
  tx: postgres.TransactionSql,
  user: UserSeed,
  columns: Set<string>,
  now: number,
): Promise<void> {
  const encrypted = await hashPassword(user.password);
  const appMeta = { provider: 'email', providers: ['email'], role: user.role };
  const [existing] = await tx<
    { id: string }[]
  >`select id from auth.users where lower(email) = lower(${user.email}) limit 1`;
  let id = existing?.id;
  if (id) {
    await tx`
      update auth.users
      set encrypted_password = ${encrypted},
          raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || ${tx.json(appMeta)},
          updated_at = now()
      where id = ${id}`;
  } else {
    id = crypto.randomUUID();
    const created = new Date(now - user.daysAgo * DAY);
    const row: Record<string, unknown> = {
      id,
      instance_id: '00000000-0000-0000-0000-000000000000',
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      encrypted_password: encrypted,
      email_confirmed_at: created,
      raw_app_meta_data: tx.json(appMeta),
      raw_user_meta_data: tx.json({}),
      created_at: created,
      updated_at: created,
    };
    // GoTrue cannot scan NULL into these string columns: real Supabase needs empty strings.
    for (const c of [
      'confirmation_token',
      'recovery_token',
      'email_change',
      'email_change_token_new',
      'email_change_token_current',
      'phone_change',
      'phone_change_token',
      'reauthentication_token',
    ]) {
      if (columns.has(c)) row[c] = '';
    }
    const keys = Object.keys(row).filter((k) => columns.has(k));
    await tx`insert into auth.users ${tx(row as Record<string, postgres.ParameterOrJSON<never>>, keys)}`;
    const [hasIdentities] = await tx<
      { present: boolean }[]
    >`select to_regclass('auth.identities') is not null as present`;
    if (hasIdentities?.present) {
      // Supabase signs in e-mail users through an identity row; its columns vary between versions.
      await tx
        .savepoint(
          (sp) => sp`
          insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
          values (${id!}, ${id!}, ${sp.json({ sub: id!, email: user.email, email_verified: true })}, 'email', null, ${created}, ${created})`,
        )
        .catch(() => undefined);
    }
  }
  await tx`
    insert into public.profiles (id, email, role, is_active, created_at)
    values (${id}, ${user.email}, ${user.role}, true, ${new Date(now - user.daysAgo * DAY)})
    on conflict (id) do update set role = excluded.role, is_active = true, email = excluded.email`;
}

export function seedImageSpecs(): ImageSpec[] {
  const specs: ImageSpec[] = [];
  for (const p of PROJECTS) {
    for (let i = 0; i < p.images; i++) {
      specs.push({
        bucket: PROJECT_BUCKET,
        name: `${p.slug}-${i + 1}`,
        kind: p.kind,
        title: p.cover,
        variant: i,
        width: 1200,
        height: 800,
      });
    }
  }
  const categoryName = (key: CategoryKey | null) => CATEGORIES.find((c) => c.key === key)?.name;
  for (const b of BLOG_POSTS) {
    specs.push({
      bucket: BLOG_BUCKET,
      name: `article-${b.slug}`,
      kind: b.kind,
      title: b.title,
      label: categoryName(b.category),
      layout: 'hero',
      width: 1200,
      height: 800,
    });
  }
  for (const t of TUTORIALS) {
    specs.push({
      bucket: BLOG_BUCKET,
      name: `tutoriel-${t.slug}`,
      kind: t.kind,
      title: t.title,
      label: categoryName(t.category) ?? 'Tutoriel',
      layout: 'hero',
      width: 1280,
      height: 720,
    });
  }
  return specs;
}

export async function seed(sql: postgres.Sql, opts: SeedOptions & { accounts: false }): Promise<null>;
export async function seed(sql: postgres.Sql, opts?: SeedOptions & { accounts?: true }): Promise<SeedResult>;
export async function seed(sql: postgres.Sql, opts: SeedOptions = {}): Promise<SeedResult | null> {
  const adminEmail = opts.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const adminPassword = opts.adminPassword || randomPassword();
  const userPassword = opts.userPassword || randomPassword();
  const now = Date.now();
  const at = (daysAgo: number, hour = 9) => new Date(now - daysAgo * DAY - ((now % DAY) - hour * 60 * 60 * 1000));

  const images = generateImages(seedImageSpecs(), { concurrency: 3 });

  const content = sql.begin(async (tx) => {
    const categoryIds = new Map<CategoryKey, string>();
    const categoryRows = CATEGORIES.map((c) => {
      const id = crypto.randomUUID();
      categoryIds.set(c.key, id);
      return { id, name: c.name, slug: slugify(c.name), created_at: at(c.daysAgo), updated_at: at(c.daysAgo) };
    });
    await tx`insert into public.categories ${tx(categoryRows)}`;

    const projectRows: Record<string, string | number | Date | null>[] = [];
    const imageRows: Record<string, string | number | Date | null>[] = [];
    for (const [index, p] of PROJECTS.entries()) {
      const id = crypto.randomUUID();
      const views = IMAGE_VIEWS[p.kind];
      const urls = Array.from({ length: p.images }, (_, i) => publicUrl(PROJECT_BUCKET, `${p.slug}-${i + 1}`));
      urls.forEach((url, i) => {
        imageRows.push({
          project_id: id,
          image_url: url,
          alt_text: p.noAlt?.includes(i) ? null : `${p.title} : ${views[i % views.length]}`,
          display_order: i,
          created_at: at(p.daysAgo),
        });
      });
      projectRows.push({
        id,
        slug: p.slug,
        title: p.title,
        description: p.description,
        main_image_url: urls[0]!,
        category_id: categoryIds.get(p.category)!,
        client: p.client,
        project_date: p.date,
        challenge: p.challenge,
        solution: p.solution,
        results: p.results,
        project_link: p.link ?? null,
        display_order: index + 1,
        created_at: at(p.daysAgo),
        updated_at: at(Math.max(0, p.daysAgo - 3)),
      });
    }
    await tx`insert into public.projects ${tx(projectRows)}`;
    await tx`insert into public.project_images ${tx(imageRows)}`;

    const postRows = BLOG_POSTS.map((b) => ({
      slug: b.slug,
      title: b.title,
      excerpt: b.excerpt,
      content: b.content,
      image_url: publicUrl(BLOG_BUCKET, `article-${b.slug}`),
      post_date: isoDate(at(b.daysAgo).getTime()),
      author: b.author,
      category_id: categoryIds.get(b.category)!,
      tags: b.tags,
      created_at: at(b.daysAgo, 8),
      updated_at: at(b.daysAgo, 8),
    }));
    await tx`insert into public.blog_posts ${tx(postRows)}`;

    const tutorialRows = TUTORIALS.map((t) => ({
      // Stable ids: links by id (/tutoriels/{id}) stay valid across re-seeds of a fresh database.
      id: stableUuid(`tutorial:${t.slug}`),
      slug: t.slug,
      title: t.title,
      description: t.description,
      duration: t.duration,
      thumbnail: publicUrl(BLOG_BUCKET, `tutoriel-${t.slug}`),
      category_id: t.category ? categoryIds.get(t.category)! : null,
      video_id: t.videoId,
      tags: t.tags,
      created_at: at(t.daysAgo, 10),
      updated_at: at(t.daysAgo, 10),
    }));
    await tx`insert into public.tutorials ${tx(tutorialRows)}`;

    const columns = new Set(
      (
        await tx<{ column_name: string }[]>`
        select column_name from information_schema.columns where table_schema = 'auth' and table_name = 'users'`
      ).map((r) => r.column_name),
    );
    if (opts.accounts === false) return;
    await upsertUser(tx, { email: adminEmail, password: adminPassword, role: 'admin', daysAgo: 730 }, columns, now);
    if (adminEmail.toLowerCase() !== DEFAULT_USER_EMAIL) {
      await upsertUser(
        tx,
        { email: DEFAULT_USER_EMAIL, password: userPassword, role: 'user', daysAgo: 90 },
        columns,
        now,
      );
    }
  });

  await Promise.all([images, content]);
  return opts.accounts === false ? null : { adminEmail, adminPassword };
}

export const SEED_COUNTS = {
  categories: CATEGORIES.length,
  projects: PROJECTS.length,
  projectImages: PROJECTS.reduce((sum, p) => sum + p.images, 0),
  blogPosts: BLOG_POSTS.length,
  tutorials: TUTORIALS.length,
} as const;

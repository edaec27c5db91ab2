import type { ImageKind } from '../images.ts';
import type { ProjectSeed } from './types.ts';

// Array order is the portfolio rank (display_order 1..N).
export const PROJECTS: ProjectSeed[] = [
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

/** What each gallery image of a kind shows, in order (its alt text is « {title} : {view} »). */
export const IMAGE_VIEWS: Record<ImageKind, string[]> = {
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

import type { TutorialSeed } from './types.ts';

export const TUTORIALS: TutorialSeed[] = [
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
    body: `## Ce qu'il vous faut

Un document InDesign avec un peu de texte importé, et le panneau **Styles de paragraphe** ouvert (*Fenêtre > Styles > Styles de paragraphe*).

## Les étapes

1. Mettez en forme un paragraphe de texte courant à la main : police, corps, interlignage, retrait de première ligne.
2. Cliquez sur **Créer un style** en bas du panneau, puis nommez-le « Texte courant ».
3. Recommencez pour les titres de chapitre, les intertitres et les citations, en partant à chaque fois du style « Texte courant » (*Basé sur*).
4. Appliquez les styles au reste du livre d'un clic, ou avec un raccourci clavier défini dans les options du style.

## Le conseil du studio

> Ne modifiez jamais un paragraphe « à la main » une fois les styles posés : changez le style, et tout le livre suit.

Pour aller plus loin, liez vos styles de titre à la table des matières automatique : elle se mettra à jour à chaque modification.`,
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
    body: `## Les étapes

1. **Format** : dans *Mise en page > Taille*, choisissez le format de votre livre (par exemple 15 × 23 cm).
2. **Marges en miroir** : dans *Marges > Marges personnalisées*, choisissez « Pages en vis-à-vis » et prévoyez une marge intérieure plus large pour la reliure.
3. **Sections** : insérez un saut de section « Page impaire » avant chaque chapitre, pour qu'il commence toujours sur une belle page.
4. **En-têtes** : cochez « Pages paires et impaires différentes », puis le titre du livre à gauche et celui du chapitre à droite.

Exportez enfin en PDF avec les polices incorporées : c'est le fichier que l'imprimeur attend.`,
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

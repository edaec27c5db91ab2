// What the blog and the tutorials say of themselves on the home page: their teaser (their list pages' heroes
// are in « Textes du site »).
export const SECTION_COPY = {
  blog: {
    teaser: {
      id: 'blog-titre',
      tone: 'white',
      eyebrow: 'Blog',
      title: 'Conseils et actualités de l’édition',
      description: 'Typographie, autoédition, impression : nos derniers articles.',
      link: { href: '/blog', label: 'Tous les articles' },
      empty: 'Aucun article disponible pour le moment.',
    },
  },
  tutorials: {
    teaser: {
      id: 'tutoriels-titre',
      tone: 'muted',
      eyebrow: 'Tutoriels vidéo',
      title: 'Apprenez avec nos tutoriels gratuits',
      description: 'InDesign, Word, préparation des fichiers : des vidéos courtes et pratiques.',
      link: { href: '/tutoriels', label: 'Tous les tutoriels' },
      empty: 'Aucun tutoriel disponible pour le moment.',
    },
  },
} as const;

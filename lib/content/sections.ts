// What the blog and the tutorials say of themselves: the hero of their list pages and their teaser
// on the home page.
export const SECTION_COPY = {
  blog: {
    hero: {
      eyebrow: 'Blog',
      title: 'Conseils et coulisses de l’édition',
      description:
        'Mise en page, typographie, autoédition, numérisation : nos retours d’expérience et bonnes pratiques pour réussir vos publications.',
      crumb: { name: 'Blog', path: '/blog' },
    },
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
    hero: {
      eyebrow: 'Tutoriels vidéo',
      title: 'Apprenez les gestes des pros de la mise en page',
      description:
        'Des vidéos courtes et concrètes pour maîtriser InDesign, Word, l’EPUB et la préparation de fichiers pour l’impression.',
      crumb: { name: 'Tutoriels', path: '/tutoriels' },
    },
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

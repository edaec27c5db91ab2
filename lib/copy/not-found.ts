// What a detail page says when its slug names nothing: its title (also the page's <title>), a sentence, and the
// way back to its list. (A list page or category that does not exist is the site's 404: app/(site)/paged-list.ts.)

export const ITEM_NOT_FOUND = {
  post: {
    title: 'Article non trouvé',
    text: 'L’article que vous recherchez n’existe pas ou a été supprimé.',
    back: { href: '/blog', label: 'Retour au blog' },
  },
  tutorial: {
    title: 'Tutoriel non trouvé',
    text: 'Le tutoriel que vous recherchez n’existe pas ou a été supprimé.',
    back: { href: '/tutoriels', label: 'Retour aux tutoriels' },
  },
  letter: {
    title: 'Lettre non trouvée',
    text: 'Cette lettre d’information n’existe pas ou n’est pas publiée sur le site.',
    back: { href: '/blog', label: 'Retour au blog' },
  },
} as const;

/** The line above every « not found » heading. */
export const NOT_FOUND_EYEBROW = 'Page non trouvée · erreur 404';

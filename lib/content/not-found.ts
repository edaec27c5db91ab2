// What a detail page says when its slug names nothing, and a list when its page or category does not
// exist: its title (also the page's <title> for detail pages), a sentence, and the way back to its list.
const LIST_PAGE_TEXT =
  'Cette page de la liste n’existe pas : la liste compte moins de pages, ou la catégorie a changé de nom.';

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
  postList: { title: 'Page non trouvée', text: LIST_PAGE_TEXT, back: { href: '/blog', label: 'Retour au blog' } },
  tutorialList: {
    title: 'Page non trouvée',
    text: LIST_PAGE_TEXT,
    back: { href: '/tutoriels', label: 'Retour aux tutoriels' },
  },
  projectList: {
    title: 'Page non trouvée',
    text: LIST_PAGE_TEXT,
    back: { href: '/portfolio', label: 'Retour au portfolio' },
  },
} as const;

/** The line above every « not found » heading. */
export const NOT_FOUND_EYEBROW = 'Page non trouvée · erreur 404';

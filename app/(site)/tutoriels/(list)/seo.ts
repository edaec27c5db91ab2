// Title, description and keywords shared by the tutorials list and its numbered pages.
import type { ListSeo } from '../../paged-list';

export const TUTORIALS_SEO: ListSeo = {
  path: '/tutoriels',
  texts: 'tutorials',
  title: 'Tutoriels vidéo gratuits : InDesign, Word, EPUB, impression',
  description:
    'Tutoriels vidéo gratuits de mise en page : styles InDesign, livres dans Word, EPUB, PDF d’impression, couvertures KDP et typographie. Par notre studio graphique à Madagascar.',
  keywords: ['tutoriels mise en page', 'tutoriel InDesign', 'tutoriel Word', 'EPUB', 'PDF impression', 'KDP'],
};

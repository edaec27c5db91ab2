// Title, description and keywords shared by the portfolio and its numbered pages.
import type { ListSeo } from '../../paged-list';

export const PORTFOLIO_SEO: ListSeo = {
  path: '/portfolio',
  texts: 'portfolio',
  title: 'Portfolio : nos réalisations en mise en page et graphisme',
  description:
    'Livres, magazines, brochures, documents Word, éditions numériques et saisie OCR : découvrez les projets réalisés pour des éditeurs, auteurs et entreprises en Europe.',
  keywords: [
    'portfolio mise en page',
    'réalisations',
    'mise en page livre',
    'mise en page magazine',
    'brochure',
    'conception graphique',
    'Madagascar',
  ],
};

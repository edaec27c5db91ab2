import type { CategoryKey } from './types.ts';

export const CATEGORIES: { key: CategoryKey; name: string; daysAgo: number }[] = [
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

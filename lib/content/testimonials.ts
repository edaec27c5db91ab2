// Static testimonials (ratings 5, 5, 4) and the statistics strip.

export type Testimonial = {
  id: string;
  content: string;
  author: string;
  company: string;
  /** Initials shown in the avatar circle (no photo). */
  avatar: string;
  rating: 1 | 2 | 3 | 4 | 5;
};

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 'claire-dubois',
    content:
      'Une équipe réactive et méticuleuse : nos romans sont mis en page dans les délais, avec une typographie irréprochable. Nous leur confions désormais toute notre collection.',
    author: 'Claire Dubois',
    company: 'Éditions Lumière, Paris',
    avatar: 'CD',
    rating: 5,
  },
  {
    id: 'marc-lefevre',
    content:
      'En tant qu’auteur indépendant, j’avais besoin d’un fichier conforme pour Amazon KDP. Tout était parfait du premier coup, et les échanges par WhatsApp très simples.',
    author: 'Marc Lefèvre',
    company: 'Auteur indépendant, Bruxelles',
    avatar: 'ML',
    rating: 5,
  },
  {
    id: 'sophie-martin',
    content:
      'La mise en page de notre magazine trimestriel respecte parfaitement notre charte. Un excellent rapport qualité-prix et une vraie capacité d’adaptation.',
    author: 'Sophie Martin',
    company: 'Magazine Horizons, Genève',
    avatar: 'SM',
    rating: 4,
  },
];

export type Statistic = { value: string; label: string };

export const STATISTICS: Statistic[] = [
  { value: '100+', label: 'Livres mis en page' },
  { value: '50+', label: 'Brochures réalisées' },
  { value: '30+', label: 'Magazines publiés' },
  { value: '95%', label: 'Clients satisfaits' },
];

// The testimonials (ratings 5, 5, 4) and the statistics strip as the site first shows them: the owner then
// manages them in « Témoignages » (lib/data/testimonials.ts). Also read by the seed: no import here.

export type Testimonial = {
  id: string;
  content: string;
  author: string;
  company: string;
  rating: number;
  /** An uploaded photo; '' shows the initials instead. */
  photo: string;
  /** Hidden testimonials stay in the back office, off the site. */
  hidden: boolean;
};

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 'claire-dubois',
    content:
      'Une équipe réactive et méticuleuse : nos romans sont mis en page dans les délais, avec une typographie irréprochable. Nous leur confions désormais toute notre collection.',
    author: 'Claire Dubois',
    company: 'Éditions Lumière, Paris',
    rating: 5,
    photo: '',
    hidden: false,
  },
  {
    id: 'marc-lefevre',
    content:
      'En tant qu’auteur indépendant, j’avais besoin d’un fichier conforme pour Amazon KDP. Tout était parfait du premier coup, et les échanges par WhatsApp très simples.',
    author: 'Marc Lefèvre',
    company: 'Auteur indépendant, Bruxelles',
    rating: 5,
    photo: '',
    hidden: false,
  },
  {
    id: 'sophie-martin',
    content:
      'La mise en page de notre magazine trimestriel respecte parfaitement notre charte. Un excellent rapport qualité-prix et une vraie capacité d’adaptation.',
    author: 'Sophie Martin',
    company: 'Magazine Horizons, Genève',
    rating: 4,
    photo: '',
    hidden: false,
  },
];

export type Statistic = { value: string; label: string };

export const STATISTICS: Statistic[] = [
  { value: '100+', label: 'Livres mis en page' },
  { value: '50+', label: 'Brochures réalisées' },
  { value: '30+', label: 'Magazines publiés' },
  { value: '95%', label: 'Clients satisfaits' },
];

/** The initials shown in the avatar circle of a testimonial without a photo (« Claire Dubois » → CD). */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /\p{L}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => w.match(/\p{L}/u)![0]!.toLocaleUpperCase('fr'))
    .join('');
}

// The back office's screens that load data, by id: their title (heading and <title>), what the server log
// names when a read fails, and what they load (« des abonnés »: « Chargement des abonnés... », « Erreur lors
// du chargement des abonnés »). A page is `adminScreen(id, { load, render })` (./admin-screen.tsx).
import type { Metadata } from 'next';

export const SCREENS = {
  categories: { title: 'Catégories', what: 'categories', of: 'des catégories' },
  trash: { title: 'Corbeille', what: 'trash', of: 'de la corbeille' },
  journal: { title: 'Journal', what: 'audit', of: 'du journal' },
  media: { title: 'Médiathèque', what: 'media', of: 'des images' },
  subscribers: { title: 'Newsletter', what: 'newsletter subscribers', of: 'des abonnés' },
  issues: { title: 'Lettres', what: 'newsletter issues', of: 'des lettres' },
  users: { title: 'Utilisateurs', what: 'users', of: 'des utilisateurs' },
  redirects: { title: 'Redirections', what: 'redirects', of: 'des redirections' },
  testimonials: { title: 'Témoignages et chiffres', what: 'testimonials', of: 'des témoignages' },
  texts: { title: 'Textes du site', what: 'texts', of: 'des textes' },
  settings: { title: 'Réglages', what: 'settings', of: 'des réglages' },
  pricing: { title: 'Tarifs', what: 'prices', of: 'des tarifs' },
} as const;

export type ScreenId = keyof typeof SCREENS;

export const screenMetadata = (id: ScreenId): Metadata => ({ title: SCREENS[id].title });

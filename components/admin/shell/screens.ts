// The back office's screens that load data, by id: their title (heading and <title>), what the server log
// names when a read fails, and what they load (« des abonnés »: « Chargement des abonnés... », « Erreur lors
// du chargement des abonnés »). A page is `adminScreen(id, { load, render })` (./admin-screen.tsx).
import type { Metadata } from 'next';
import type { Area } from '@/lib/auth/roles';

// `area`: the part of the back office the screen belongs to (lib/auth/roles.ts); its role check runs on load.
export const SCREENS = {
  categories: { title: 'Catégories', what: 'categories', of: 'des catégories', area: 'categories' },
  trash: { title: 'Corbeille', what: 'trash', of: 'de la corbeille', area: 'publish' },
  journal: { title: 'Journal', what: 'audit', of: 'du journal', area: 'journal' },
  media: { title: 'Médiathèque', what: 'media', of: 'des images', area: 'media' },
  subscribers: { title: 'Newsletter', what: 'newsletter subscribers', of: 'des abonnés', area: 'subscribers' },
  issues: { title: 'Lettres', what: 'newsletter issues', of: 'des lettres', area: 'letters' },
  users: { title: 'Utilisateurs', what: 'users', of: 'des utilisateurs', area: 'users' },
  redirects: { title: 'Redirections', what: 'redirects', of: 'des redirections', area: 'settings' },
  testimonials: { title: 'Témoignages et chiffres', what: 'testimonials', of: 'des témoignages', area: 'settings' },
  texts: { title: 'Textes du site', what: 'texts', of: 'des textes', area: 'settings' },
  settings: { title: 'Réglages', what: 'settings', of: 'des réglages', area: 'settings' },
  pricing: { title: 'Tarifs', what: 'prices', of: 'des tarifs', area: 'pricing' },
  statistics: { title: 'Statistiques', what: 'audience', of: 'des statistiques', area: 'stats' },
} as const satisfies Record<string, { title: string; what: string; of: string; area: Area }>;

export type ScreenId = keyof typeof SCREENS;

export const screenMetadata = (id: ScreenId): Metadata => ({ title: SCREENS[id].title });

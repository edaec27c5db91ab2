// Who may do what in the back office. One table, read by the server before every page, action and route
// handler (lib/actions/admin-action.ts, lib/admin/load.ts, the routes under app/api and app/admin) and by the
// menu, which shows only what a role may use. The database policies for Supabase say the same
// (supabase/migrations/20261129010000_roles.sql); docs/BACK-OFFICE.md has the table for people.

export const ROLES = ['admin', 'editor', 'author', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABEL: Record<Role, string> = {
  admin: 'Administrateur',
  editor: 'Éditeur',
  author: 'Auteur',
  user: 'Utilisateur',
};

/** The back office's areas: each screen, action and route handler names the one it belongs to. */
export type Area =
  /** The dashboard: every role of the back office (each sees its own blocks). */
  | 'dashboard'
  /** Write articles, tutorials and projects (an author: their own drafts only, sent for review). */
  | 'entries'
  /** Publish, schedule, take offline; edit and delete anyone's entries; answer reviews; the trash. */
  | 'publish'
  | 'categories'
  /** Upload images, pick them from the library, give their text alternative. */
  | 'media'
  /** Delete images and clean up the unused ones. */
  | 'media-manage'
  | 'users'
  /** « Réglages », « Textes du site », testimonials, redirects. */
  | 'settings'
  | 'pricing'
  /** Subscribers and their export. */
  | 'subscribers'
  /** Compose and send letters. */
  | 'letters'
  | 'journal'
  /** « Statistiques »: the audience and what it brings (an author: the figures of their own articles). */
  | 'stats';

const EDITOR: readonly Area[] = ['dashboard', 'entries', 'publish', 'categories', 'media', 'media-manage', 'stats'];
const AUTHOR: readonly Area[] = ['dashboard', 'entries', 'media', 'stats'];

const GRANTS: Record<Role, readonly Area[] | 'all'> = { admin: 'all', editor: EDITOR, author: AUTHOR, user: [] };

/** Whether a role may use an area. */
export function can(role: Role | null | undefined, area: Area): boolean {
  if (!role) return false;
  const grants = GRANTS[role];
  return grants === 'all' || grants.includes(area);
}

/** A role that opens the back office. */
export const isStaffRole = (role: Role | null | undefined): boolean => can(role, 'dashboard');

/** The message a signed-in member of the team gets for what their role does not allow. */
export const FORBIDDEN = 'Votre rôle ne permet pas cette action. Demandez-la à un administrateur.';

/** What each area covers, in the words of the roles table (docs/BACK-OFFICE.md). */
const AREA_LABEL: Record<Area, string> = {
  dashboard: 'Tableau de bord',
  entries: 'Écrire articles, tutoriels et projets',
  publish: 'Publier, programmer, relire, modifier et supprimer le travail des autres, Corbeille',
  categories: 'Catégories',
  media: 'Envoyer des images, Médiathèque, textes alternatifs',
  'media-manage': 'Supprimer des images, nettoyer les fichiers inutilisés',
  users: 'Utilisateurs',
  settings: 'Réglages, Textes du site, Témoignages, Redirections',
  pricing: 'Tarifs',
  subscribers: 'Abonnés et leur export',
  letters: 'Lettres',
  journal: 'Journal',
  stats: 'Statistiques',
};

/** The roles table as Markdown: one row per area, one column per role (tests/roles.test.ts keeps the docs to it). */
export function rolesTable(): string {
  const roles = ROLES.filter((r) => r !== 'user');
  const head = `| | ${roles.map((r) => ROLE_LABEL[r]).join(' | ')} |`;
  const rule = `|---|${roles.map(() => '---').join('|')}|`;
  const rows = (Object.keys(AREA_LABEL) as Area[]).map((area) => {
    const cells = roles.map((r) => {
      if (!can(r, area)) return '—';
      if (r === 'author' && area === 'entries') return 'ses brouillons';
      return r === 'author' && area === 'stats' ? 'ses articles' : 'oui';
    });
    return `| ${AREA_LABEL[area]} | ${cells.join(' | ')} |`;
  });
  return [head, rule, ...rows].join('\n');
}

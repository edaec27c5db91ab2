// Site navigation (header, mobile menu, footer). Client-safe: no env, no server imports, and no
// import of the services' full content, which would ship every description in the shared chunk.

export type NavLink = { href: string; label: string };
export type NavItem = NavLink & { children?: NavLink[] };

/** The Services menu: the same pages, in the same order, as MENU_SERVICES (a unit test keeps them equal). */
export const SERVICE_LINKS: NavLink[] = [
  { href: '/services/mise-en-page', label: 'Mise en page de livres' },
  { href: '/services/mise-en-page-magazine', label: 'Mise en page magazine' },
  { href: '/services/mise-en-page-word', label: 'Mise en page Word' },
  { href: '/services/saisie-ocr', label: 'Saisie et OCR' },
];

export const MAIN_NAV: NavItem[] = [
  { href: '/', label: 'Accueil' },
  { href: '/services', label: 'Services', children: SERVICE_LINKS },
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/blog', label: 'Blog' },
  { href: '/tutoriels', label: 'Tutoriels' },
  { href: '/a-propos', label: 'À propos' },
  { href: '/contact', label: 'Contact' },
];

export const FOOTER_SERVICES: NavLink[] = SERVICE_LINKS;

export const FOOTER_USEFUL_LINKS: NavLink[] = [
  { href: '/', label: 'Accueil' },
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/blog', label: 'Blog' },
  { href: '/tutoriels', label: 'Tutoriels vidéo' },
  { href: '/a-propos', label: 'À propos' },
  { href: '/contact', label: 'Contact' },
];

export const LEGAL_LINKS: NavLink[] = [
  { href: '/mentions-legales', label: 'Mentions légales' },
  { href: '/politique-de-confidentialite', label: 'Politique de confidentialité' },
];

/** Whether a nav link is the current page (or a parent of it). */
export function isActivePath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** /recherche?q=… for a header search, or null when the text is blank. */
export function searchHref(text: string): string | null {
  const q = text.trim();
  return q ? `/recherche?q=${encodeURIComponent(q)}` : null;
}

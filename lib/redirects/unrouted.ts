// The addresses no route of the site answers (its 404s): the only ones proxy.ts looks up in the
// redirects table, so the site's own pages never pay for it. proxy.ts's matcher repeats this pattern as
// a literal (Next reads the matcher statically); tests/redirects.test.ts checks that both agree and that
// every route of app/ stays outside it. A slug or category that moved is answered by its page instead
// (lib/redirects/page.ts): /blog/…, /tutoriels/… and /portfolio/… are routes, and so is /lettres/….
export const UNROUTED_PATTERN =
  '(?!(?:_next|api|admin|login|auth|storage|icons|images|sitemaps|newsletter)(?:/|$)|(?:blog|portfolio|tutoriels)(?:/[^/]+|/page/[^/]+)?$|lettres/[^/]+$|blog/categorie/[^/]+(?:/page/[^/]+)?$|services(?:/(?:mise-en-page|mise-en-page-magazine|mise-en-page-word|saisie-ocr|conception-graphique))?$|(?:a-propos|contact|mentions-legales|politique-de-confidentialite|recherche|sitemap\\.xml|robots\\.txt|manifest\\.webmanifest|favicon\\.ico|icon\\.svg|apple-icon\\.png)$).+';

const UNROUTED = new RegExp(`^/(?:${UNROUTED_PATTERN})$`);

/** True for a path that no route of the site answers. */
export const isUnrouted = (pathname: string) => UNROUTED.test(pathname);

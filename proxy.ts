import { NextResponse, type NextRequest } from 'next/server';
import { isStaffRole } from '@/lib/auth/roles';
import { hasSessionHint } from '@/lib/auth/session-hint';
import { SESSION_COOKIE, setSessionHint, verifySessionToken } from '@/lib/auth/session-token';
import { hasSupabaseAuthCookie, supabaseConfig } from '@/lib/auth/supabase/config';
import { updateSupabaseSession } from '@/lib/auth/supabase/proxy';
import { blogQueryRedirect } from '@/lib/urls/blog';
import { pageQueryRedirect } from '@/lib/paging';
import { resolveEnv } from '@/lib/platform-env';
import { isPreviewGrantFor, PREVIEW_GRANT_COOKIE } from '@/lib/preview/grant';
import { contentSecurityPolicy } from '@/lib/security/headers';
import { isCanonicalOptimiserQuery } from '@/lib/images/canonical';
import { redirectTarget } from '@/lib/redirects/lookup';
import { isUnrouted } from '@/lib/redirects/unrouted';

// The same settings next.config's headers use (platform fallbacks included).
const settings = resolveEnv(process.env);
const SITE_URL = settings.SITE_URL ?? 'http://localhost:3000';
const SUPABASE_URL = settings.NEXT_PUBLIC_SUPABASE_URL;

// Guard of the back office without a database call: only a session whose signed token says
// « active admin » gets through (Supabase: the access-token hook's `user_role` claim read with
// getClaims(); local: the role signed into the session cookie at sign-in). Everyone else goes to
// /login. The authoritative check is requireAdmin() in app/admin/layout.tsx and inside every admin
// action and writing route handler, so a demotion or deactivation applies there at once.
// With Supabase it also refreshes the session cookies before the admin pages render.
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/_next/image') return imageQuery(request);
  if (pathname === '/blog') return blogQuery(request);
  if (pathname === '/tutoriels' || pathname === '/portfolio') return pageQuery(request, pathname);
  // An address no route answers: the owner's redirects (« Redirections »), else on to the site's 404.
  if (isUnrouted(pathname)) {
    const to = await redirectTarget(pathname);
    if (to) return NextResponse.redirect(new URL(to, request.url), 308);
  }
  // /ADMIN, /Login…: not the back office (routes are case-sensitive: the site's 404), so the site's own policy,
  // which next.config's rule (matched without regard to case) leaves to this proxy.
  if (!isProtected(pathname) && isProtected(pathname.toLowerCase())) return withSitePolicy(NextResponse.next());
  // A detail page asked for with the draft-mode cookie (matcher below) is a preview only for the admin
  // whose session opened it; anyone else's copy of the cookie is served as any visitor's page, headers
  // included: a nonce policy on a cacheable prerendered answer would block its scripts for whoever a
  // shared cache hands it to.
  if (!isProtected(pathname) && !(await isOwnPreview(request))) return NextResponse.next();
  const { csp, requestHeaders } = strictPolicy(request);
  const response = pathname.startsWith('/admin')
    ? await adminGuard(request, requestHeaders)
    : NextResponse.next({ request: { headers: requestHeaders(request) } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

// Responses rendered per request (the back office, sign-in and its pages, /auth, previews) get a
// script policy without 'unsafe-inline': a fresh nonce, which Next puts on its inline scripts when it
// finds it in the request's Content-Security-Policy header (its documented pattern); the site's own
// chunks load through 'self' (lib/security/headers.ts says why not 'strict-dynamic'). Prerendered
// pages keep next.config's policy.
function strictPolicy(request: NextRequest) {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const csp = contentSecurityPolicy(
    { production: process.env.NODE_ENV === 'production', siteUrl: SITE_URL, supabaseUrl: SUPABASE_URL },
    { nonce, frames: request.nextUrl.pathname.startsWith('/tutoriels/') },
  );
  /** The request's headers (as they stand, refreshed cookies included) with the policy Next reads the nonce from. */
  const requestHeaders = (from: NextRequest) => {
    const headers = new Headers(from.headers);
    headers.set('content-security-policy', csp);
    return headers;
  };
  return { csp, requestHeaders };
}

const isProtected = (pathname: string) => /^\/(admin|login|auth)(\/|$)/.test(pathname);

function withSitePolicy(response: NextResponse) {
  const production = process.env.NODE_ENV === 'production';
  response.headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy({ production, siteUrl: SITE_URL, supabaseUrl: SUPABASE_URL }),
  );
  return response;
}

// The image optimiser only for the addresses the site makes (lib/images/canonical.ts): every alias of an image
// would be one more resize kept on disk for a year, and a newline in `url` a forged line in the server log.
function imageQuery(request: NextRequest) {
  if (isCanonicalOptimiserQuery(request.nextUrl.searchParams, SUPABASE_URL)) return NextResponse.next();
  return new NextResponse('Adresse d’image non valide', {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The preview grant of this request's admin session (lib/preview/grant.ts), checked without a database call. */
async function isOwnPreview(request: NextRequest): Promise<boolean> {
  const grant = request.cookies.get(PREVIEW_GRANT_COOKIE)?.value;
  if (!grant) return false;
  const config = supabaseConfig();
  if (config) {
    if (!hasSupabaseAuthCookie(request.cookies.getAll().map((c) => c.name))) return false;
    const { admin, sessionId } = await updateSupabaseSession(config, request);
    return admin && isPreviewGrantFor(grant, sessionId);
  }
  const token = await verifySessionToken(request.cookies.get(SESSION_COOKIE)?.value);
  return isStaffRole(token?.role) && isPreviewGrantFor(grant, token!.sessionId);
}

async function adminGuard(request: NextRequest, requestHeaders: (from: NextRequest) => Headers) {
  const login = () => NextResponse.redirect(new URL('/login', request.url));
  const config = supabaseConfig();
  if (config) {
    if (!hasSupabaseAuthCookie(request.cookies.getAll().map((c) => c.name))) return login();
    const { response, admin } = await updateSupabaseSession(config, request, requestHeaders);
    if (admin) return withSessionHint(request, response);
    const redirect = login();
    for (const cookie of response.cookies.getAll()) redirect.cookies.set(cookie); // refreshed or cleared tokens
    return redirect;
  }
  // Signature, expiry and role only: revocation, and what each role may open, are the layout's and pages' job.
  const token = await verifySessionToken(request.cookies.get(SESSION_COOKIE)?.value);
  return isStaffRole(token?.role)
    ? withSessionHint(request, NextResponse.next({ request: { headers: requestHeaders(request) } }))
    : login();
}

// A session opened before the hint existed, or whose hint was deleted, gets it back on the back office:
// the header's session island asks /api/session only with it (lib/auth/session-hint.ts).
function withSessionHint(request: NextRequest, response: NextResponse) {
  if (!hasSessionHint(request.headers.get('cookie') ?? '')) setSessionHint(response.cookies, true);
  return response;
}

// /blog with a list state in its query (older links): a text search goes to the search route,
// the other states to their prerendered paths.
function blogQuery(request: NextRequest) {
  const to = blogQueryRedirect(request.nextUrl.searchParams);
  return to ? NextResponse.redirect(new URL(to, request.url), 308) : NextResponse.next();
}

// /tutoriels?page=n and /portfolio?page=n (without a category selection) to /…/page/n.
function pageQuery(request: NextRequest, base: string) {
  const to = pageQueryRedirect(base, request.nextUrl.searchParams);
  return to ? NextResponse.redirect(new URL(to, request.url), 308) : NextResponse.next();
}

// Plain /blog, /tutoriels and /portfolio never reach the proxy: they are served straight from their prerendered documents.
// (The matcher is read statically at build time: literals only.)
export const config = {
  matcher: [
    '/_next/image',
    '/admin',
    '/admin/:path*',
    '/login',
    '/login/:path*',
    '/auth/:path*',
    // /ADMIN, /Login…: the matcher is case-sensitive, next.config's header rule is not (see proxy()).
    '/((?:[aA][dD][mM][iI][nN]|[lL][oO][gG][iI][nN]|[aA][uU][tT][hH])(?:/.*)?)',
    // Previews: a detail page requested with the draft-mode cookie is rendered for that request.
    { source: '/blog/:slug', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
    { source: '/tutoriels/:slug', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
    { source: '/portfolio/:slug', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
    { source: '/blog', has: [{ type: 'query', key: 'q' }] },
    { source: '/blog', has: [{ type: 'query', key: 'categorie' }] },
    { source: '/blog', has: [{ type: 'query', key: 'page' }] },
    { source: '/tutoriels', has: [{ type: 'query', key: 'page' }] },
    { source: '/portfolio', has: [{ type: 'query', key: 'page' }], missing: [{ type: 'query', key: 'categories' }] },
    // Addresses no route answers, for the redirects (lib/redirects/unrouted.ts: the same pattern, tested).
    '/((?!(?:_next|api|admin|login|auth|storage|icons|images|sitemaps|newsletter)(?:/|$)|(?:blog|portfolio|tutoriels)(?:/[^/]+|/page/[^/]+)?$|lettres/[^/]+$|blog/categorie/[^/]+(?:/page/[^/]+)?$|services(?:/(?:mise-en-page|mise-en-page-magazine|mise-en-page-word|saisie-ocr|conception-graphique))?$|(?:a-propos|contact|mentions-legales|politique-de-confidentialite|recherche|sitemap\\.xml|robots\\.txt|manifest\\.webmanifest|favicon\\.ico|icon\\.svg|apple-icon\\.png)$).+)',
  ],
};

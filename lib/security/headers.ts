// Security headers, computed once when next.config loads (values are baked into the build, so
// SITE_URL and NEXT_PUBLIC_SUPABASE_URL must be set at build time). Pure: no env parsing here.
//
// Why the prerendered pages' script-src keeps 'unsafe-inline': every App Router page carries inline
// <script> tags with its RSC payload (self.__next_f.push(…)) and bootstrap. A nonce needs a per-request
// render (pages would stop being prerendered), and hashes cannot follow them: cached pages are
// re-rendered at run time after every admin save, with new inline payloads. Next's experimental `sri`
// only adds integrity to external chunks. So that policy allows no script origin but the site itself, no
// eval in production, and relies on React escaping and the sanitised markdown for inline injection.
// The routes rendered per request (the back office, sign-in, /auth, previews) get a strict policy
// instead, from proxy.ts: a nonce and 'strict-dynamic', no script runs there without it.

export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';
export const THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

export type SecurityOptions = {
  /** `next build`/`next start` (true) or `next dev`, which needs eval for React's debugging. */
  production: boolean;
  siteUrl: string;
  /** The Supabase project URL (storage, signed uploads), when configured. */
  supabaseUrl?: string;
};

const origin = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * The Content-Security-Policy value; `frames` allows the privacy-enhanced video player. With a `nonce`
 * (responses rendered per request: the back office, sign-in, previews; set by proxy.ts) a script runs
 * only with that nonce or when loaded by one that has it ('strict-dynamic', which also ignores 'self'):
 * no 'unsafe-inline'. Those routes have no prerendered shell (app/admin/layout.tsx, app/login/layout.tsx),
 * so Next writes the nonce on every tag. No `require-trusted-types-for`: Turbopack's chunk loader assigns
 * plain strings to `script.src`, which Trusted Types refuses (the sign-in page never hydrated under it).
 */
export function contentSecurityPolicy(
  options: SecurityOptions,
  { frames = false, nonce }: { frames?: boolean; nonce?: string } = {},
): string {
  const storage = origin(options.supabaseUrl);
  const https = options.production && options.siteUrl.startsWith('https://');
  const eval_ = options.production ? [] : ["'unsafe-eval'"];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    nonce
      ? ['script-src', "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...eval_]
      : ['script-src', "'self'", "'unsafe-inline'", ...eval_],
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for inline SVG placeholders, blob: for previews of images chosen in admin forms.
    ['img-src', "'self'", 'data:', 'blob:', THUMBNAIL_ORIGIN, ...(storage ? [storage] : [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(storage ? [storage] : [])],
    ['frame-src', frames ? VIDEO_ORIGIN : "'none'"],
    ['media-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(https ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/** The header rules for next.config: later rules override earlier ones for the same key. */
export function securityHeaders(options: SecurityOptions): HeaderRule[] {
  const https = options.production && options.siteUrl.startsWith('https://');
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
        // Two years; only over https in production, so a local http server never pins itself.
        ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
      ],
    },
    // The prerendered pages' policy, on every answer but the routes proxy.ts gives a nonce policy: /admin,
    // /login and /auth and what is under them. A path that only starts like them (/adminx, /admin.php,
    // /loginx, /authors) is any other address and gets this policy too.
    {
      source: '/((?!(?:admin|login|auth)(?:/|$)).*)',
      headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(options) }],
    },
    // Only a tutorial page may frame the video player (the facade reloads into it when needed).
    {
      source: '/tutoriels/:slug',
      headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(options, { frames: true }) }],
    },
  ];
}

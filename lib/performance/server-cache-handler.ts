// How a self-hosted production server gets the cache handler (lib/performance/cache-handler.mjs).
//
// Why not only next.config's `cacheHandler`: with that option set, `next start` imports the handler's module
// anew on every request, twice (once for the server's incremental cache, once for the page's), and an
// `import()` of a module already loaded still walks Node's ESM loader: measured here, about 15 % of the server
// time of a prerendered page. Next creates its incremental cache with the handler of the
// `@next/cache-handlers` global (its `FetchCache`) when none is configured, the slot Vercel's own runtime fills:
// the production server fills it once at start and leaves the option out. The build (its workers import
// the option once each) and the development server keep the option.
//
// A private contract of Next, like the imports of cache-handler.mjs: tests/framework-fence.test.ts builds
// Next's incremental cache with it, and e2e/whole-documents.spec.ts fails if a served document is not the
// handler's (ASCII, deferred scripts).
// next/dist checked against: 16.4.6
import type { NextConfig } from 'next';

export const CACHE_HANDLERS = Symbol.for('@next/cache-handlers');

type Slots = Record<string, unknown>;

/**
 * The configuration the production server runs with: the handler named by `config.cacheHandler` registered as
 * Next's global incremental cache handler, and the option removed. Without the option (Vercel), unchanged.
 */
export async function registerCacheHandler(config: NextConfig): Promise<NextConfig> {
  const { cacheHandler, ...rest } = config;
  if (!cacheHandler) return config;
  const mod = (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ cacheHandler)) as {
    default: unknown;
  };
  const slots = globalThis as unknown as Record<symbol, Slots | undefined>;
  slots[CACHE_HANDLERS] = { ...slots[CACHE_HANDLERS], FetchCache: mod.default };
  return rest;
}

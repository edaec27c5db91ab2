// Build configuration that guards what the app trusts: remote image hosts and ignored env files.
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function remotePatterns() {
  const { nextConfig: config } = await import('@/next.config');
  return config.images?.remotePatterns ?? [];
}

describe('next.config images', () => {
  it("allows this project's Supabase Storage only, never every *.supabase.co project", async () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'https://abcd1234.supabase.co');
    const patterns = await remotePatterns();
    expect(patterns).toContainEqual({
      protocol: 'https',
      hostname: 'abcd1234.supabase.co',
      port: '',
      pathname: '/storage/v1/object/public/**',
      search: '',
    });
    const hosts = patterns.map((p) => (p instanceof URL ? p.hostname : p.hostname));
    expect(hosts.filter((h) => h.includes('*'))).toEqual([]);
  });

  it('allows no Supabase host when Supabase is not configured', async () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', '');
    const hosts = (await remotePatterns()).map((p) => (p instanceof URL ? p.hostname : p.hostname));
    expect(hosts).toEqual([]);
  });

  it('lets the optimiser take no query string, and no image of another site but this project’s storage', async () => {
    const { nextConfig: config } = await import('@/next.config');
    const local = config.images?.localPatterns ?? [];
    expect(local.map((p) => p.pathname)).toEqual(['/storage/**', '/images/**', '/api/og/**', '/api/miniature/**']);
    for (const p of local) expect(p.search).toBe('');
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'https://abcd1234.supabase.co');
    vi.resetModules();
    for (const p of await remotePatterns()) expect(p instanceof URL ? p.search : p.search).toBe('');
  });
});

describe('next.config cache handler', () => {
  const slots = globalThis as unknown as Record<symbol, Record<string, unknown> | undefined>;
  afterEach(() => {
    delete slots[Symbol.for('@next/cache-handlers')];
  });

  it('self-hosted builds store prerendered documents in ASCII and send them without an ETag; Vercel keeps its own cache', async () => {
    vi.stubEnv('VERCEL', '');
    const { default: config } = await import('@/next.config');
    const build = await config(PHASE_PRODUCTION_BUILD);
    expect(build.cacheHandler).toMatch(/lib\/performance\/cache-handler\.mjs$/);
    expect(build.generateEtags).toBe(false);
    expect((await config(PHASE_DEVELOPMENT_SERVER)).cacheHandler).toBe(build.cacheHandler);
    vi.resetModules();
    vi.stubEnv('VERCEL', '1');
    const { default: vercel } = await import('@/next.config');
    for (const phase of [PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER]) {
      expect((await vercel(phase)).cacheHandler).toBeUndefined();
      expect((await vercel(phase)).generateEtags).toBeUndefined();
    }
    expect(slots[Symbol.for('@next/cache-handlers')]).toBeUndefined();
  });

  it('the production server registers the handler once, as Next’s global one, instead of the option Next imports on every request', async () => {
    vi.stubEnv('VERCEL', '');
    const { default: config } = await import('@/next.config');
    const { default: Handler } = await import('@/lib/performance/cache-handler.mjs');
    const server = await config(PHASE_PRODUCTION_SERVER);
    expect(server.cacheHandler).toBeUndefined();
    expect(server.generateEtags).toBe(false);
    expect(slots[Symbol.for('@next/cache-handlers')]?.FetchCache).toBe(Handler);
  });
});

describe('.gitignore', () => {
  it('keeps every .env file out of git except the example', () => {
    const ignored = (file: string) => {
      try {
        execFileSync('git', ['check-ignore', '-q', '--no-index', file]);
        return true;
      } catch {
        return false;
      }
    };
    for (const file of ['.env', '.env.local', '.env.production', '.env.development.local', '.envrc'])
      expect(ignored(file), file).toBe(true);
    expect(ignored('.env.example')).toBe(false);
  });
});

// What a deployment serves depends on where it runs: previews are noindex on every route and in
// robots.txt, production is indexable, NEXT_OUTPUT=standalone switches the build output.
import { afterEach, describe, expect, test, vi } from 'vitest';

async function load(env: Record<string, string>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  const config = (await import('../next.config')).nextConfig;
  const robots = (await import('../app/robots')).default;
  const { siteUrl } = await import('../lib/env');
  return { config, robots, siteUrl };
}

const catchAll = (headers: { source: string; headers: { key: string; value: string }[] }[]) =>
  headers
    .filter((h) => h.source === '/:path*' && h.headers.some((x) => x.key === 'X-Robots-Tag'))
    .map((h) => h.headers.find((x) => x.key === 'X-Robots-Tag')?.value);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('Vercel preview', () => {
  test('every route answers X-Robots-Tag: noindex, robots.txt disallows all, URLs use the preview URL', async () => {
    const { config, robots, siteUrl } = await load({
      VERCEL: '1',
      VERCEL_ENV: 'preview',
      VERCEL_URL: 'site-abc123-team.vercel.app',
      SITE_URL: '',
    });
    expect(catchAll(await config.headers!())).toEqual(['noindex, nofollow']);
    expect(robots()).toEqual({ rules: { userAgent: '*', disallow: '/' } });
    expect(siteUrl('/blog')).toBe('https://site-abc123-team.vercel.app/blog');
  });

  test('session cookies are Secure on the preview URL, as on any https site', async () => {
    await load({
      VERCEL: '1',
      VERCEL_ENV: 'preview',
      VERCEL_URL: 'site-abc123-team.vercel.app',
      SITE_URL: '',
      NODE_ENV: 'production',
    });
    expect((await import('../lib/auth/session-token')).sessionCookieOptions().secure).toBe(true);
    await load({ SITE_URL: 'https://studio.example', NODE_ENV: 'development' });
    expect((await import('../lib/auth/session-token')).sessionCookieOptions().secure).toBe(true);
    await load({ SITE_URL: 'http://localhost:3000', NODE_ENV: 'production' });
    expect((await import('../lib/auth/session-token')).sessionCookieOptions().secure).toBe(false);
  });
});

describe('production', () => {
  test('Vercel production is indexable and uses the production domain', async () => {
    const { config, robots, siteUrl } = await load({
      VERCEL: '1',
      VERCEL_ENV: 'production',
      VERCEL_URL: 'site-abc123-team.vercel.app',
      VERCEL_PROJECT_PRODUCTION_URL: 'www.studio.example',
      SITE_URL: '',
    });
    expect(catchAll(await config.headers!())).toEqual([]);
    expect(robots().sitemap).toBe('https://www.studio.example/sitemap.xml');
    expect(siteUrl('/')).toBe('https://www.studio.example/');
  });

  test('output is standalone only when NEXT_OUTPUT asks for it, and type errors fail the build', async () => {
    expect((await load({ NEXT_OUTPUT: 'standalone' })).config.output).toBe('standalone');
    const { config } = await load({ NEXT_OUTPUT: '' });
    expect(config.output).toBeUndefined();
    expect(config.typescript?.ignoreBuildErrors).not.toBe(true);
  });
});

describe('server start', () => {
  test('a production server refuses to start with unsafe settings, naming them', async () => {
    vi.resetModules();
    const { register } = await import('../instrumentation');
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('SESSION_SECRET', 'short');
    vi.stubEnv('SITE_URL', 'http://studio.example');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(register()).rejects.toThrow(/SESSION_SECRET is too short[\s\S]*SITE_URL must be https/);
    vi.stubEnv('SESSION_SECRET', 'x'.repeat(40));
    vi.stubEnv('SITE_URL', 'https://studio.example');
    await expect(register()).resolves.toBeUndefined();
  });
});

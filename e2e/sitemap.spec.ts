// /sitemap.xml: parsed and checked; every URL canonical and answering 200.
import { expect, test } from './fixtures/test';

type Url = { loc: string; lastmod?: string; changefreq: string; priority: string };

function parse(xml: string): Url[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => {
    const get = (tag: string) => body!.match(new RegExp(`<${tag}>([^<]*)</${tag}>`))?.[1];
    return { loc: get('loc')!, lastmod: get('lastmod'), changefreq: get('changefreq')!, priority: get('priority')! };
  });
}

const FIXED: Record<string, [string, string]> = {
  '/': ['1.0', 'weekly'],
  '/services': ['0.9', 'monthly'],
  '/services/mise-en-page': ['0.8', 'monthly'],
  '/services/mise-en-page-magazine': ['0.8', 'monthly'],
  '/services/mise-en-page-word': ['0.8', 'monthly'],
  '/services/saisie-ocr': ['0.8', 'monthly'],
  '/services/conception-graphique': ['0.8', 'monthly'],
  '/portfolio': ['0.8', 'weekly'],
  '/blog': ['0.7', 'daily'],
  '/tutoriels': ['0.7', 'weekly'],
  '/a-propos': ['0.6', 'monthly'],
  '/contact': ['0.9', 'monthly'],
  '/mentions-legales': ['0.3', 'yearly'],
  '/politique-de-confidentialite': ['0.3', 'yearly'],
};

test('valid XML with the fixed pages, posts, tutorials and projects at their priorities', async ({
  request,
  baseURL,
}) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('xml');
  const xml = await res.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
  const urls = parse(xml);
  const origin = new URL(baseURL!).origin;
  const paths = urls.map((u) => {
    expect(u.loc.startsWith(`${origin}/`), u.loc).toBe(true);
    return new URL(u.loc).pathname;
  });
  expect(new Set(paths).size).toBe(paths.length);

  for (const [path, [priority, changefreq]] of Object.entries(FIXED)) {
    const u = urls[paths.indexOf(path)];
    expect(u, path).toBeDefined();
    expect([u!.priority, u!.changefreq], path).toEqual([priority, changefreq]);
  }
  const kind = (prefix: string) => urls.filter((u) => new URL(u.loc).pathname.startsWith(prefix));
  const posts = kind('/blog/');
  const tutorials = kind('/tutoriels/');
  const projects = kind('/portfolio/');
  expect(posts).toHaveLength(15);
  expect(tutorials.length).toBeGreaterThanOrEqual(8);
  expect(projects.length).toBeGreaterThanOrEqual(10);
  for (const u of posts) expect([u.priority, u.changefreq]).toEqual(['0.6', 'monthly']);
  for (const u of [...tutorials, ...projects]) expect([u.priority, u.changefreq]).toEqual(['0.5', 'monthly']);
  for (const u of [...posts, ...tutorials, ...projects]) expect(Number.isNaN(Date.parse(u.lastmod ?? ''))).toBe(false);
  // Canonical URLs only: slugs, never ids or query strings.
  for (const u of urls) {
    expect(u.loc).not.toMatch(/[?#]/);
    expect(u.loc).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  }
});

test('every URL of the sitemap answers 200 without redirect', async ({ request }) => {
  test.setTimeout(120_000);
  const urls = parse(await (await request.get('/sitemap.xml')).text());
  for (const u of urls) {
    const res = await request.get(new URL(u.loc).pathname, { maxRedirects: 0 });
    expect(res.status(), u.loc).toBe(200);
  }
});

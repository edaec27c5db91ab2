// A wrong address, on any route of the site, is the site's own 404: the frame, « Page non trouvée », a
// <title>, noindex and a way back, in the document itself (readable without JavaScript), and nothing of
// it is written to disk. Every document the build writes is a real page too (components/layout/not-found-view.tsx,
// lib/performance/cache-handler.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures/test';

/** One unknown address per dynamic route of the public site, and per out-of-range page. */
export const UNKNOWN_ADDRESSES = [
  '/blog/article-qui-n-existe-pas',
  '/blog/page/99',
  '/blog/page/02',
  '/blog/categorie/categorie-inconnue',
  '/blog/categorie/categorie-inconnue/page/2',
  '/blog/categorie/edition-numerique/page/99',
  '/tutoriels/tutoriel-qui-n-existe-pas',
  '/tutoriels/page/99',
  '/portfolio/projet-qui-n-existe-pas',
  '/portfolio/page/99',
  '/services/service-inconnu',
  '/a-propos/x',
  '/nimporte-quoi',
];

const DIST = process.env.NEXT_DIST_DIR ?? '.next';

/** What makes a document a page a visitor can read without JavaScript; an empty list when it is one. */
function documentProblems(html: string): string[] {
  const problems: string[] = [];
  if (!/^<!DOCTYPE html><html lang="fr"/i.test(html)) problems.push('no lang="fr" on <html>');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim();
  if (!title) problems.push('no <title>');
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  const text = main
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<div hidden[^>]*>[\s\S]*?<\/div>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length < 40) problems.push(`no text in <main> (${JSON.stringify(text)})`);
  return problems;
}

function filesUnder(dir: string, suffix: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(suffix))
    .map((f) => path.join(dir, f));
}

test('every unknown address answers 404 with the site frame, « Page non trouvée », a title, noindex and a way back @smoke', async ({
  request,
}) => {
  const problems: string[] = [];
  for (const address of UNKNOWN_ADDRESSES) {
    const res = await request.get(address, { maxRedirects: 0 });
    const html = await res.text();
    if (res.status() !== 404) problems.push(`${address}: status ${res.status()}`);
    problems.push(...documentProblems(html).map((p) => `${address}: ${p}`));
    if (!/<meta name="robots" content="noindex[^"]*"/.test(html)) problems.push(`${address}: no noindex`);
    if (!/Page non trouv(?:é|&#233;)e/.test(html)) problems.push(`${address}: no « Page non trouvée »`);
    if (!/<header\b/.test(html) || !/<footer\b/.test(html)) problems.push(`${address}: no site frame`);
    // A list page or category that does not exist is the site's 404 from the first byte: no list header before it.
    if (/\/page\/|\/categorie\//.test(address)) {
      const headings = [...html.matchAll(/<h1\b[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1]);
      if (headings.length !== 1 || !/^Page non trouv(?:é|&#233;)e$/.test(headings[0]!))
        problems.push(`${address}: headings ${headings.join(', ')}`);
    }
  }
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test('a visitor reads the 404 of an article, of a list page and of a project, and finds the way back', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    for (const [address, heading, back] of [
      ['/blog/article-qui-n-existe-pas', 'Article non trouvé', 'Retour au blog'],
      ['/tutoriels/page/99', 'Page non trouvée', 'Retour à l’accueil'],
      ['/blog/page/02', 'Page non trouvée', 'Retour à l’accueil'],
      ['/portfolio/projet-qui-n-existe-pas', 'Projet non trouvé', 'Voir le portfolio'],
    ] as const) {
      const res = await page.goto(address, { waitUntil: 'load' });
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.locator('main').getByRole('link', { name: back })).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
    }
    await context.close();
  });
});

test('with JavaScript, the 404 of an unknown article stays readable once the page has hydrated', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/blog/article-qui-n-existe-pas');
  await expect(page.getByRole('heading', { level: 1, name: 'Article non trouvé' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour au blog' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('every document the build wrote and every one stored since is a page: lang, a title, text in <main>', async ({
  request,
}) => {
  // Fill the run-time cache with what visitors ask for (pages unknown at build time included).
  for (const address of [...UNKNOWN_ADDRESSES, '/blog/page/2', '/blog']) await request.get(address);
  const documents = [
    ...filesUnder(path.join(DIST, 'server', 'app'), '.html'),
    ...filesUnder(path.join(DIST, 'server', 'route-cache'), '.html'),
  ]
    // The back office, sign-in, the newsletter's link pages and the site search render per request (their build
    // entry is an empty shell never sent); the global error page is the framework's last resort.
    .filter((f) => !/[/\\](admin|login|auth|newsletter|_global-error)[/\\.]/.test(f))
    .filter((f) => !/[/\\](app|\$)[/\\]recherche\.html$/.test(f)) // the site search (not the blog's)
    // A dynamic route's own entry ([slug].html) is empty: its paths are rendered whole on their first visit
    // (the unknown addresses above show what is then sent), it is never sent itself.
    .filter((f) => !(/\[[a-z]+\]\.html$/.test(f) && fs.statSync(f).size === 0));
  expect(documents.length).toBeGreaterThan(20);
  const problems = documents.flatMap((file) =>
    documentProblems(fs.readFileSync(file, 'utf8')).map((p) => `${path.relative(DIST, file)}: ${p}`),
  );
  expect(problems).toEqual([]);
});

test('a 404 writes nothing: no trace of unknown addresses in the route cache @smoke', async ({ request }) => {
  const cacheDir = path.join(DIST, 'server', 'route-cache');
  for (let i = 0; i < 10; i++) {
    for (const address of UNKNOWN_ADDRESSES) {
      expect((await request.get(`${address}-introuvable${i}`)).status()).toBe(404);
    }
  }
  // Other specs run beside this one and fill the cache with real pages: only these addresses matter.
  expect(filesUnder(cacheDir, '').filter((f) => f.includes('introuvable'))).toEqual([]);
});

// /recherche: French full text over pages, services, projects, posts and tutorials.
import { expect, test, type Page } from './fixtures/test';
import { decodeReferences } from './fixtures/html';

const results = (page: Page) => page.getByRole('region', { name: 'Résultats de recherche' });
const items = (page: Page) => results(page).getByRole('listitem');
const label = (page: Page, text: string) => results(page).getByText(text, { exact: true });

async function search(page: Page, q: string) {
  const response = await page.goto(`/recherche?q=${encodeURIComponent(q)}`);
  expect(response?.status(), q).toBe(200);
}

test('accent-insensitive: « realisation » finds « réalisation », highlighted', async ({ page }) => {
  await search(page, 'realisation');
  await expect(results(page).getByRole('status')).toContainText(/\d+ résultats? pour «\s?realisation\s?»/);
  const post = items(page).filter({ hasText: 'Retour sur la réalisation' });
  await expect(post.getByRole('link')).toHaveAttribute('href', '/blog/realisation-magazine-trimestriel-64-pages');
  await expect(post.locator('mark').first()).toHaveText(/réalisation/i);
  await expect(post.getByText('Article', { exact: true })).toBeVisible();
});

test('prefix matching: a word being typed still matches', async ({ page }) => {
  await search(page, 'typograph');
  await expect(items(page).first()).toBeVisible();
  await expect(results(page).locator('mark').first()).toHaveText(/^typograph/i);
  await search(page, 'realisati');
  await expect(items(page).filter({ hasText: 'Retour sur la réalisation' })).toHaveCount(1);
});

test('every kind of result, with its type label and link', async ({ page }) => {
  const cases = [
    { q: 'mise en page magazine', type: 'Service', href: '/services/mise-en-page-magazine' },
    { q: 'confidentialité', type: 'Page', href: '/politique-de-confidentialite' },
    { q: 'Lakana', type: 'Projet', href: '/portfolio/magazine-culturel-lakana' },
    { q: 'typographie roman', type: 'Article', href: '/blog/choisir-la-typographie-d-un-roman' },
    { q: 'styles paragraphe', type: 'Tutoriel', href: '/tutoriels/creer-des-styles-de-paragraphe-dans-indesign' },
  ];
  for (const c of cases) {
    await search(page, c.q);
    const item = items(page).filter({ has: page.locator(`a[href="${c.href}"]`) });
    await expect(item, c.q).toHaveCount(1);
    await expect(item.getByText(c.type, { exact: true }), c.q).toBeVisible();
    await expect(item.locator('mark').first(), c.q).toBeVisible();
  }
  // The link opens the target page.
  await search(page, 'Lakana');
  await items(page)
    .filter({ has: page.locator('a[href="/portfolio/magazine-culturel-lakana"]') })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/portfolio\/magazine-culturel-lakana$/);
});

test('no match: the French message and a link home @smoke', async ({ page }) => {
  await search(page, 'xylophonique zzz');
  await expect(results(page).getByText('Aucun résultat trouvé pour votre recherche.')).toBeVisible();
  await expect(results(page).getByRole('link', { name: /accueil/ })).toHaveAttribute('href', '/');
});

test('injection-shaped and oversized queries never fail', async ({ page, request }) => {
  for (const q of [
    "' or 1=1 --",
    'a & | ! :*',
    "'; drop table projects; --",
    '<script>alert(1)</script>',
    '\\',
    '%',
    'x'.repeat(500),
    '(((',
    '!!!',
  ]) {
    const res = await request.get(`/recherche?q=${encodeURIComponent(q)}`);
    expect(res.status(), q).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)</script>');
  }
  await search(page, '<script>alert(1)</script>');
  await expect(results(page).getByText('Aucun résultat trouvé pour votre recherche.')).toBeVisible();
  // The projects are still there.
  await search(page, 'Lakana');
  await expect(label(page, 'Projet').first()).toBeVisible();
});

test('the page form searches again without leaving the page', async ({ page }) => {
  await search(page, 'ocr');
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Rechercher sur le site' });
  await expect(box).toHaveValue('ocr');
  await box.fill('epub');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/recherche\?q=epub$/);
  await expect(results(page).getByRole('status')).toContainText('pour « epub »');
});

test('the results are in the document as it arrives, and the page’s form searches again without a reload', async ({
  page,
  request,
}) => {
  const doc = decodeReferences(await (await request.get('/recherche?q=lakana')).text());
  expect(doc).toContain('href="/portfolio/magazine-culturel-lakana"');
  expect(doc).not.toContain('Activez JavaScript');
  const api = await request.get('/api/recherche?q=lakana');
  expect(api.headers()['cache-control']).toBe('no-store');
  const body = (await api.json()) as { total: number; results: { href: string }[] };
  expect(body.results.map((r) => r.href)).toContain('/portfolio/magazine-culturel-lakana');

  await search(page, 'lakana');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const box = page.getByRole('main').getByRole('searchbox');
  await box.fill('epub');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/recherche\?q=epub$/);
  await expect(results(page).getByRole('status')).toContainText('pour « epub »');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

// (Chromium with JavaScript disabled through Playwright still parses <noscript> as raw text, so the blog's
// message is checked in the document.)
test('the blog’s search says its results need JavaScript', async ({ request }) => {
  const html = decodeReferences(await (await request.get('/blog/recherche?q=indesign')).text());
  expect(html).toMatch(
    /<noscript><p class="[^"]*">Activez JavaScript pour afficher les résultats de la recherche\.<\/p><\/noscript>/,
  );
});

test('without JavaScript the header’s search form leads to the results, and a query with none says so', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const form = page.getByRole('banner').getByRole('search').first();
  await form.getByRole('searchbox').fill('lakana');
  await form.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/recherche\?q=lakana$/);
  await expect(
    results(page)
      .getByRole('link', { name: /Lakana/ })
      .first(),
  ).toBeVisible();
  await expect(results(page).getByRole('status')).toContainText('pour « lakana »');
  await page.goto('/recherche?q=zzzqxw');
  await expect(results(page)).toContainText('Aucun résultat');
  await context.close();
});

// /tutoriels: list linking by id, 308 to the slug URL, click-to-load nocookie player, not found.
import { expect, test, type Page } from '@playwright/test';

const cards = (page: Page) => page.getByRole('region', { name: 'Tutoriels' }).getByRole('article');

test('the list shows every tutorial card with its details and the newsletter form', async ({ page }) => {
  await page.goto('/tutoriels');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const count = await cards(page).count();
  expect(count).toBeGreaterThanOrEqual(8);
  const first = cards(page).first();
  await expect(first.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(first.getByText(/^\d{1,3}:\d{2}$/).first()).toBeVisible();
  await expect(first.getByRole('list', { name: 'Mots-clés' })).toBeVisible();
  await expect(first.getByRole('link', { name: /Regarder le tutoriel/ })).toHaveAttribute('href', /^\/tutoriels\/[0-9a-f-]{36}$/);
  // A tutorial without category shows « Tutoriel ».
  await expect(page.getByRole('region', { name: 'Tutoriels' }).getByText('Tutoriel', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: "S'inscrire" })).toBeVisible();
});

test('/tutoriels/{id} answers 308 to the canonical /tutoriels/{slug}', async ({ page, request }) => {
  await page.goto('/tutoriels');
  const href = (await cards(page).first().getByRole('link', { name: /Regarder le tutoriel/ }).getAttribute('href'))!;
  const res = await request.get(href, { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  const location = new URL(res.headers()['location']!, 'http://x').pathname;
  expect(location).toMatch(/^\/tutoriels\/[a-z0-9-]+$/);
  expect(location).not.toBe(href);

  // Following the link in the browser lands on the slug URL.
  await cards(page).first().getByRole('link', { name: /Regarder le tutoriel/ }).click();
  await expect(page).toHaveURL(new RegExp(`${location}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Canonical as crawlers see it: on a direct load (a client navigation swaps head tags as it streams).
  await page.goto(location);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${location}$`));
});

test('the player loads the nocookie embed only after a click', async ({ page }) => {
  const videoHosts: string[] = [];
  page.on('request', (r) => {
    if (/youtube|ytimg|googlevideo/.test(new URL(r.url()).hostname)) videoHosts.push(r.url());
  });
  await page.goto('/tutoriels/creer-des-styles-de-paragraphe-dans-indesign');
  await expect(page.getByRole('link', { name: 'Retour aux tutoriels' })).toHaveAttribute('href', '/tutoriels');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer des styles de paragraphe dans InDesign' })).toBeVisible();
  await expect(page.getByText('12:34', { exact: true })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(videoHosts).toEqual([]);

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const video = jsonLd.flatMap((t) => [JSON.parse(t)].flat()).find((o: { '@type': string }) => o['@type'] === 'VideoObject');
  expect(video).toMatchObject({ name: 'Créer des styles de paragraphe dans InDesign', duration: 'PT12M34S' });

  await page.getByRole('button', { name: 'Lire la vidéo : Créer des styles de paragraphe dans InDesign' }).click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/q3Vb7XkL2mA\?autoplay=1/);
  await expect(frame).toHaveAttribute('title', 'Créer des styles de paragraphe dans InDesign');
});

test('an unknown tutorial (slug or id): « Tutoriel non trouvé » with a 404 status', async ({ page }) => {
  for (const path of ['/tutoriels/ce-tutoriel-n-existe-pas', '/tutoriels/00000000-0000-4000-8000-000000000000']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Tutoriel non trouvé' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Retour aux tutoriels' })).toHaveAttribute('href', '/tutoriels');
  }
});

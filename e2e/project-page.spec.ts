// /portfolio/{slug}: the indexable page of a project (title, canonical URL, Open Graph image, JSON-LD).
import { expect, test } from './fixtures/test';

const SLUG = 'magazine-horizons-ocean-indien';

type ProjectJson = {
  slug: string;
  title: string;
  description: string;
  mainImageUrl: string;
  categoryName: string | null;
  images: unknown[];
};

test('renders the project on the server with its own metadata and structured data', async ({ page, request }) => {
  const p = (await (await request.get(`/api/projects/${SLUG}`)).json()) as ProjectJson;
  const response = await page.goto(`/portfolio/${SLUG}`);
  expect(response?.status()).toBe(200);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
  await expect(page.getByRole('heading', { name: 'Galerie du projet' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(p.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(
    page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Portfolio' }),
  ).toHaveAttribute('href', '/portfolio');
  const quote = page.getByRole('region', { name: 'Un projet similaire en tête ?' });
  await expect(quote.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute('href', '/contact');

  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+/portfolio/${SLUG}$`));
  const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute('content');
  expect(ogImage).toMatch(/^https?:\/\//);
  expect(ogImage).toContain(p.mainImageUrl.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);

  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) => {
    const data = JSON.parse(t) as unknown;
    return Array.isArray(data) ? data : [data];
  }) as Record<string, unknown>[];
  const work = blocks.find((b) => b['@type'] === 'CreativeWork');
  expect(work).toBeDefined();
  expect(work?.name).toBe(p.title);
  expect(work?.url).toBe(canonical);
  expect(String(work?.image)).toMatch(/^https?:\/\//);
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as
    { itemListElement: { name: string }[] } | undefined;
  expect(crumbs?.itemListElement.map((i) => i.name)).toEqual(['Accueil', 'Portfolio', p.title]);
});

test('the page works without the modal: gallery and lightbox', async ({ page, request }) => {
  const p = (await (await request.get(`/api/projects/${SLUG}`)).json()) as ProjectJson;
  await page.goto(`/portfolio/${SLUG}`);
  await expect(page.getByTestId('gallery-counter')).toHaveText(`1 / ${p.images.length}`);
  await page.getByRole('button', { name: 'Image suivante' }).click();
  await expect(page.getByTestId('gallery-counter')).toHaveText(`2 / ${p.images.length}`);
  await page.getByRole('button', { name: /^Agrandir l’image : / }).click();
  await expect(page.getByRole('dialog', { name: 'Visionneuse d’images' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Visionneuse d’images' })).toBeHidden();
});

test('an unknown project is a 404', async ({ page }) => {
  const response = await page.goto('/portfolio/projet-inexistant');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Projet non trouvé' })).toBeVisible();
  await expect(page.getByText('Le projet que vous recherchez n’existe pas ou a été supprimé.')).toBeVisible();
});

test('a portfolio card links to the project page for new tabs and crawlers', async ({ page, request }) => {
  const p = (await (await request.get(`/api/projects/${SLUG}`)).json()) as ProjectJson;
  await page.goto('/portfolio');
  await expect(page.getByRole('link', { name: p.title, exact: true })).toHaveAttribute('href', `/portfolio/${SLUG}`);
});

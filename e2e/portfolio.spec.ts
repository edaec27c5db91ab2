// /portfolio: category filter (select all, none = all, one category, empty message) and URL state.
import { expect, test, type Page } from '@playwright/test';

const grid = (page: Page) => page.getByRole('region', { name: 'Projets' });
const cards = (page: Page) => grid(page).getByRole('article');
const selectAll = (page: Page) => page.getByRole('checkbox', { name: 'Tout sélectionner' });
const categoryBox = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) });
const categoryBoxes = (page: Page) =>
  page.getByRole('group', { name: 'Filtrer par catégorie' }).getByRole('listitem').getByRole('checkbox');

async function open(page: Page, url = '/portfolio') {
  await page.goto(url);
  // The filter is enabled once the page is hydrated and has read the URL.
  await expect(selectAll(page)).toBeEnabled();
}

test('shows every project at first, in a grid with the statistics and the call to action', async ({ page }) => {
  await open(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(selectAll(page)).not.toBeChecked();
  const total = await cards(page).count();
  expect(total).toBeGreaterThan(6);
  await expect(page.getByTestId('portfolio-count')).toHaveText(`${total} projets`);
  // A card: category badge, date or « Récent », title, client.
  const first = cards(page).first();
  await expect(first.getByRole('heading')).toBeVisible();
  await expect(cards(page).getByText('Récent').first()).toBeVisible();
  for (const value of ['100+', '50+', '30+', '95%']) await expect(page.getByText(value, { exact: true })).toBeVisible();
  const cta = page.getByRole('region', { name: 'Votre projet sera le prochain ?' });
  await expect(cta.getByRole('link', { name: /Demander un devis/ })).toHaveAttribute('href', '/contact');
});

test('filters by one category, keeps it in the URL and after a reload', async ({ page }) => {
  await open(page);
  const total = await cards(page).count();

  await categoryBox(page, 'Magazines').check();
  await expect(page).toHaveURL(/[?&]categories=magazines(&|$)/);
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(total);
  for (const card of await cards(page).all()) await expect(card.getByText('Magazines', { exact: true })).toBeVisible();
  // The marker stays off: one category is not all of them.
  await expect(selectAll(page)).not.toBeChecked();

  await page.reload();
  await expect(selectAll(page)).toBeEnabled();
  await expect(categoryBox(page, 'Magazines')).toBeChecked();
  await expect(cards(page)).toHaveCount(shown);

  // A second category adds its projects; unchecking everything shows all again (none = all).
  await categoryBox(page, 'Brochures').check();
  await expect(page).toHaveURL(/categories=brochures,magazines/);
  expect(await cards(page).count()).toBeGreaterThan(shown);
  await categoryBox(page, 'Brochures').uncheck();
  await categoryBox(page, 'Magazines').uncheck();
  await expect(page).not.toHaveURL(/categories=/);
  await expect(cards(page)).toHaveCount(total);
});

test('select all checks every category; the marker follows the count', async ({ page }) => {
  await open(page);
  const total = await cards(page).count();
  const boxes = categoryBoxes(page);
  const n = await boxes.count();

  await selectAll(page).check();
  await expect(selectAll(page)).toBeChecked();
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  await expect(cards(page)).toHaveCount(total);

  // One removed: the marker goes off; put back: on again.
  await boxes.first().uncheck();
  await expect(selectAll(page)).not.toBeChecked();
  await boxes.first().check();
  await expect(selectAll(page)).toBeChecked();

  // The URL holds every category and survives a reload.
  await page.reload();
  await expect(selectAll(page)).toBeEnabled();
  await expect(selectAll(page)).toBeChecked();
  expect(new URL(page.url()).searchParams.get('categories')?.split(',')).toHaveLength(n);

  // Select all again clears the selection, which shows every project.
  await selectAll(page).uncheck();
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  await expect(page).not.toHaveURL(/categories=/);
  await expect(cards(page)).toHaveCount(total);
});

test('a category without any project shows the empty message', async ({ page }) => {
  await open(page);
  const catalogues = categoryBox(page, 'Catalogues');
  test.skip((await catalogues.count()) === 0, 'the seed has no « Catalogues » category');
  await catalogues.check();
  await expect(page.getByText('Aucun projet trouvé dans les catégories sélectionnées.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByTestId('portfolio-count')).toHaveText('0 projet');

  // Shared link: the same empty view straight from the URL.
  await open(page, '/portfolio?categories=catalogues');
  await expect(page.getByText('Aucun projet trouvé dans les catégories sélectionnées.')).toBeVisible();
});

test('unknown categories in the URL are ignored', async ({ page }) => {
  await open(page);
  const total = await cards(page).count();
  await open(page, '/portfolio?categories=nexiste-pas');
  await expect(cards(page)).toHaveCount(total);
  await expect(selectAll(page)).not.toBeChecked();
});

// /portfolio: category filter (select all, none = all, one category, empty message) and URL state.
// The portfolio is paged (lib/paging.ts): the demo's 17 projects fill /portfolio and part of
// /portfolio/page/2; the filter reads the matches of every page (e2e/paged-lists.spec.ts goes further).
import { expect, test, type Page } from './fixtures/test';
import postgres from 'postgres';
import { PORTFOLIO_PAGE_SIZE } from '../lib/paging';
import { shown } from './fixtures/shown';

const grid = (page: Page) => page.getByRole('region', { name: 'Projets' });
const cards = (page: Page) => grid(page).getByRole('article');
const selectAll = (page: Page) => page.getByRole('checkbox', { name: 'Tout sélectionner' });
const categoryBox = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) });
const categoryBoxes = (page: Page) =>
  page.getByRole('group', { name: 'Filtrer par catégorie' }).getByRole('listitem').getByRole('checkbox');

/** Public projects by rank with their category, from the e2e database (titles as shown). */
async function publicProjects(): Promise<{ title: string; category: string | null }[]> {
  const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
  try {
    return [
      ...(await sql<{ title: string; category: string | null }[]>`
        select p.title, btrim(c.name) as category from public.projects p
          left join public.categories c on c.id = p.category_id
         where p.status <> 'draft' and p.published_at <= now() order by p.display_order, p.id`),
    ].map((p) => ({ ...p, title: shown(p.title) }));
  } finally {
    await sql.end();
  }
}

/** « 17 projets · page 1 sur 2 »: the count above the grid of the unfiltered first page. */
const firstPageCount = (total: number) => `${total} projets · page 1 sur ${Math.ceil(total / PORTFOLIO_PAGE_SIZE)}`;

async function open(page: Page, url = '/portfolio') {
  await page.goto(url);
  // The filter is enabled once the page is hydrated and has read the URL.
  await expect(selectAll(page)).toBeEnabled();
}

test('shows the first page of projects, in a grid with the statistics and the call to action', async ({ page }) => {
  const total = (await publicProjects()).length;
  expect(total, 'the demo projects span two pages').toBeGreaterThan(PORTFOLIO_PAGE_SIZE);
  await open(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(selectAll(page)).not.toBeChecked();
  await expect(cards(page)).toHaveCount(PORTFOLIO_PAGE_SIZE);
  await expect(page.getByTestId('portfolio-count')).toHaveText(firstPageCount(total));
  // A card: category badge, date or « Récent », title, client.
  const first = cards(page).first();
  await expect(first.getByRole('heading')).toBeVisible();
  await expect(first.getByText(/^[A-ZÉ][a-zéû]+ \d{4}$/)).toBeVisible();
  for (const value of ['100+', '50+', '30+', '95%'])
    await expect(page.getByText(shown(value), { exact: true })).toBeVisible();
  const cta = page.getByRole('region', { name: shown('Votre projet sera le prochain ?') });
  await expect(cta.getByRole('link', { name: /Demander un devis/ })).toHaveAttribute('href', '/contact');

  // The rest on page 2, where the demo's undated projects show « Récent ».
  await open(page, '/portfolio/page/2');
  await expect(cards(page)).toHaveCount(Math.min(total - PORTFOLIO_PAGE_SIZE, PORTFOLIO_PAGE_SIZE));
  await expect(page.getByTestId('portfolio-count')).toHaveText(
    `${total} projets · page 2 sur ${Math.ceil(total / PORTFOLIO_PAGE_SIZE)}`,
  );
  await expect(cards(page).getByText('Récent').first()).toBeVisible();
});

test('filters by one category across every page, keeps it in the URL and after a reload', async ({ page }) => {
  const projects = await publicProjects();
  const magazines = projects.filter((p) => p.category === 'Magazines').map((p) => p.title);
  // The point: the demo has magazines on both pages of the portfolio.
  expect(projects.findIndex((p) => p.title === magazines.at(-1))).toBeGreaterThanOrEqual(PORTFOLIO_PAGE_SIZE);
  await open(page);

  await categoryBox(page, 'Magazines').check();
  await expect(page).toHaveURL(/[?&]categories=magazines(&|$)/);
  await expect(cards(page).getByRole('heading')).toHaveText(magazines);
  for (const card of await cards(page).all()) await expect(card.getByText('Magazines', { exact: true })).toBeVisible();
  await expect(page.getByTestId('portfolio-count')).toHaveText(`${magazines.length} projets`);
  // The marker stays off: one category is not all of them.
  await expect(selectAll(page)).not.toBeChecked();

  await page.reload();
  await expect(selectAll(page)).toBeEnabled();
  await expect(categoryBox(page, 'Magazines')).toBeChecked();
  await expect(cards(page).getByRole('heading')).toHaveText(magazines);

  // A second category adds its projects; unchecking everything shows the first page again (none = all).
  await categoryBox(page, 'Brochures').check();
  await expect(page).toHaveURL(/categories=brochures,magazines/);
  await expect(cards(page).getByRole('heading')).toHaveText(
    projects.filter((p) => p.category === 'Magazines' || p.category === 'Brochures').map((p) => p.title),
  );
  await categoryBox(page, 'Brochures').uncheck();
  await categoryBox(page, 'Magazines').uncheck();
  await expect(page).not.toHaveURL(/categories=/);
  await expect(cards(page)).toHaveCount(PORTFOLIO_PAGE_SIZE);
  await expect(page.getByTestId('portfolio-count')).toHaveText(firstPageCount(projects.length));
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

test('offers only categories with a public project, each with its count', async ({ page }) => {
  const projects = await publicProjects();
  const withProjects = [...new Set(projects.map((p) => p.category).filter((c): c is string => !!c))].sort();
  await open(page);
  // The seed's « Catalogues » has no project: it is not offered.
  await expect(categoryBox(page, 'Catalogues')).toHaveCount(0);
  const names = (await categoryBoxes(page).evaluateAll((boxes) =>
    boxes.map((b) => b.closest('label')!.querySelector('span')!.textContent!.trim()),
  )) as string[];
  expect([...names].sort()).toEqual(withProjects);

  // A shared link naming it filters nothing out.
  await open(page, '/portfolio?categories=catalogues');
  await expect(page.getByText('Aucun projet trouvé dans les catégories sélectionnées.')).toHaveCount(0);
  await expect(cards(page)).not.toHaveCount(0);
});

test('unknown categories in the URL are ignored', async ({ page }) => {
  await open(page);
  const total = await cards(page).count();
  await open(page, '/portfolio?categories=nexiste-pas');
  await expect(cards(page)).toHaveCount(total);
  await expect(selectAll(page)).not.toBeChecked();
});

// Paged lists: /tutoriels and /portfolio show their first page, /…/page/{n} the next ones (page 1
// redirects to the list, past the end is a 404), and the portfolio's category filter works across
// every page. The demo data spans two pages of each list (9 tutorials by 6, 17 projects by 12), so the
// normal run covers every case; a size change that puts the demo data back on one page fails here.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import postgres from 'postgres';
import { PORTFOLIO_PAGE_SIZE as SIZE, TUTORIALS_PAGE_SIZE as TUTORIALS_SIZE } from '../lib/data/paging';

type ProjectRow = { slug: string; title: string; category: string | null };

/** What the lists show, read from the e2e database: public tutorials, public projects by rank. */
async function content(): Promise<{ tutorials: string[]; projects: ProjectRow[] }> {
  const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
  try {
    const tutorials = await sql<{ slug: string }[]>`
      select slug from public.tutorials where status <> 'draft' and published_at <= now() order by created_at desc, id`;
    const projects = await sql<ProjectRow[]>`
      select p.slug, p.title, btrim(c.name) as category from public.projects p
        left join public.categories c on c.id = p.category_id
       where p.status <> 'draft' and p.published_at <= now() order by p.display_order, p.id`;
    return { tutorials: tutorials.map((t) => t.slug), projects: [...projects] };
  } finally {
    await sql.end();
  }
}

const pagesOf = (n: number, size = SIZE) => Math.max(1, Math.ceil(n / size));
const tutorialCards = (page: Page) => page.getByRole('region', { name: 'Tutoriels' }).getByRole('article');
const projectGrid = (page: Page) => page.getByRole('region', { name: 'Projets' });
const selectAll = (page: Page) => page.getByRole('checkbox', { name: 'Tout sélectionner' });

/** The slugs the cards link to, in order. */
async function cardSlugs(page: Page, region: string): Promise<string[]> {
  return page
    .getByRole('region', { name: region })
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((c) => c.querySelector('a[href]')!.getAttribute('href')!.split('/').pop()!.split('?')[0]!),
    );
}

/** Projects shown once the filter's answer is in (no busy list). */
async function shownProjects(page: Page): Promise<string[]> {
  await expect(projectGrid(page).locator('[aria-busy="true"]')).toHaveCount(0);
  return cardSlugs(page, 'Projets');
}

async function expectWholeDocument(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  expect(html.trimEnd().endsWith('</html>'), path).toBe(true);
  expect(/[^\x00-\xff]/u.test(html), `${path}: one-byte document`).toBe(false);
}

for (const [base, nav] of [
  ['/tutoriels', 'Pagination des tutoriels'],
  ['/portfolio', 'Pagination des projets'],
] as const) {
  test(`${base}: page 1 redirects to the list, a page past the end is a 404`, async ({ page, request }) => {
    const { tutorials, projects } = await content();
    const pages = base === '/tutoriels' ? pagesOf(tutorials.length, TUTORIALS_SIZE) : pagesOf(projects.length);
    const first = await request.get(`${base}/page/1`, { maxRedirects: 0 });
    expect(first.status()).toBe(308);
    expect(new URL(first.headers()['location']!, 'http://x').pathname).toBe(base);
    for (const path of [`${base}/page/${pages + 1}`, `${base}/page/0`, `${base}/page/x`])
      expect((await request.get(path)).status(), path).toBe(404);

    await page.goto(base);
    if (pages === 1) await expect(page.getByRole('navigation', { name: nav })).toHaveCount(0);
    else await expect(page.getByRole('navigation', { name: nav })).toBeVisible();
  });
}

test('/tutoriels/page/{n}: the next tutorials, newest first, with page links, canonical and title', async ({
  page,
  request,
}) => {
  const { tutorials } = await content();
  const pages = pagesOf(tutorials.length, TUTORIALS_SIZE);
  test.skip(pages < 2, `the tutorials fit on one page of ${TUTORIALS_SIZE}`);

  await page.goto('/tutoriels');
  expect(await cardSlugs(page, 'Tutoriels')).toEqual(tutorials.slice(0, TUTORIALS_SIZE));
  const nav = page.getByRole('navigation', { name: 'Pagination des tutoriels' });
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByText('Page précédente')).toBeAttached();

  await nav.getByRole('link', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(/\/tutoriels\/page\/2$/);
  await expect(tutorialCards(page).first()).toBeVisible();
  expect(await cardSlugs(page, 'Tutoriels')).toEqual(tutorials.slice(TUTORIALS_SIZE, 2 * TUTORIALS_SIZE));
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', '/tutoriels');

  // As crawlers see it: its own canonical address and title; a whole prerendered document.
  await page.goto(`/tutoriels/page/${pages}`);
  expect(await cardSlugs(page, 'Tutoriels')).toEqual(tutorials.slice((pages - 1) * TUTORIALS_SIZE));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/tutoriels/page/${pages}$`));
  await expect(page).toHaveTitle(new RegExp(`^Tutoriels vidéo gratuits – page ${pages} : `));
  await expectWholeDocument(request, '/tutoriels/page/2');
});

test('/portfolio/page/{n}: the next projects by rank; the filter finds projects of every page', async ({
  page,
  request,
}) => {
  const { projects } = await content();
  const pages = pagesOf(projects.length);
  test.skip(pages < 2, `the projects fit on one page of ${SIZE}`);
  const slugs = projects.map((p) => p.slug);

  await page.goto('/portfolio');
  await expect(selectAll(page)).toBeEnabled();
  expect(await cardSlugs(page, 'Projets')).toEqual(slugs.slice(0, SIZE));
  await expect(page.getByTestId('portfolio-count')).toHaveText(`${projects.length} projets · page 1 sur ${pages}`);
  await projectGrid(page).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/portfolio\/page\/2$/);
  await expect(selectAll(page)).toBeEnabled();
  expect(await cardSlugs(page, 'Projets')).toEqual(slugs.slice(SIZE, 2 * SIZE));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/portfolio\/page\/2$/);
  await expectWholeDocument(request, '/portfolio/page/2');

  // Categories with the most projects, until the selection spans more than one page (never all of them).
  const counts = new Map<string, number>();
  for (const p of projects) if (p.category) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  const byCount = [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  const chosen: string[] = [];
  for (const name of byCount.slice(0, -1)) {
    chosen.push(name);
    if (projects.filter((p) => p.category && chosen.includes(p.category)).length > SIZE) break;
  }
  const expected = projects.filter((p) => p.category && chosen.includes(p.category)).map((p) => p.slug);
  // The point: some of them are not on the first page of the whole portfolio.
  expect(expected.some((s) => !slugs.slice(0, SIZE).includes(s))).toBe(true);

  await page.goto('/portfolio');
  await expect(selectAll(page)).toBeEnabled();
  for (const name of chosen) await page.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) }).check();
  await expect(page).toHaveURL(/[?&]categories=[a-z0-9-,]+$/);
  await expect.poll(() => shownProjects(page)).toEqual(expected.slice(0, SIZE));
  const filteredPages = pagesOf(expected.length);
  await expect(page.getByTestId('portfolio-count')).toHaveText(
    `${expected.length} projets${filteredPages > 1 ? ` · page 1 sur ${filteredPages}` : ''}`,
  );
  await expect(selectAll(page)).not.toBeChecked();

  if (filteredPages > 1) {
    // The selection's next page, kept in the URL with the selection (and after a reload).
    await projectGrid(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/portfolio\?page=2&categories=[a-z0-9-,]+$/);
    await expect.poll(() => shownProjects(page)).toEqual(expected.slice(SIZE, 2 * SIZE));
    await page.reload();
    await expect(selectAll(page)).toBeEnabled();
    for (const name of chosen)
      await expect(page.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) })).toBeChecked();
    await expect.poll(() => shownProjects(page)).toEqual(expected.slice(SIZE, 2 * SIZE));
  }

  // A filtered card still opens the project modal (?project= kept next to the selection).
  const target = projects.find((p) => p.slug === (expected[SIZE] ?? expected.at(-1)))!;
  if (!(await projectGrid(page).getByRole('link', { name: target.title, exact: true }).count())) {
    await page.goto(`/portfolio?categories=${new URL(page.url()).searchParams.get('categories')}`);
    await expect(selectAll(page)).toBeEnabled();
  }
  await expect.poll(() => shownProjects(page)).toContain(target.slug);
  await projectGrid(page).getByRole('link', { name: target.title, exact: true }).click();
  await expect(page.getByRole('dialog', { name: target.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`project=${target.slug}$`));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: target.title })).toBeHidden();

  // Clearing the selection shows the prerendered page again.
  for (const name of chosen) await page.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) }).uncheck();
  await expect(page).not.toHaveURL(/categories=/);
  await expect
    .poll(() => shownProjects(page))
    .toEqual(new URL(page.url()).pathname === '/portfolio' ? slugs.slice(0, SIZE) : slugs.slice(SIZE, 2 * SIZE));
});

test('/api/portfolio answers a page of the selected categories as cards, never cached', async ({ request }) => {
  const { projects } = await content();
  const response = await request.get('/api/portfolio?categories=magazines,inconnue&page=1');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = (await response.json()) as { items: { slug: string }[]; total: number; pageSize: number };
  const magazines = projects.filter((p) => p.category === 'Magazines').map((p) => p.slug);
  expect(body.total).toBe(magazines.length);
  expect(body.pageSize).toBe(SIZE);
  expect(body.items.map((p) => p.slug)).toEqual(magazines.slice(0, SIZE));
});

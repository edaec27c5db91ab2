// Paged lists: /tutoriels and /portfolio show their first page, /…/page/{n} the next ones (page 1
// redirects to the list, past the end is a 404), and the portfolio's category filter works across
// every page. The demo data spans two pages of each list (9 tutorials by 6, 17 projects by 12), so the
// normal run covers every case; a size change that puts the demo data back on one page fails here.
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';
import postgres from 'postgres';
import { PORTFOLIO_PAGE_SIZE as SIZE, TUTORIALS_PAGE_SIZE as TUTORIALS_SIZE } from '../lib/paging';
import { shown, shownPattern } from './fixtures/shown';

type ProjectRow = { slug: string; title: string; category: string | null; categorySlug: string | null };

/** What the lists show, read from the e2e database: public tutorials newest first, public projects by rank. */
async function content(): Promise<{ tutorials: string[]; projects: ProjectRow[] }> {
  const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
  try {
    const tutorials = await sql<{ slug: string }[]>`
      select slug from public.tutorials where status <> 'draft' and published_at <= now() order by created_at desc, id`;
    const projects = await sql<ProjectRow[]>`
      select p.slug, p.title, btrim(c.name) as category, c.slug as "categorySlug" from public.projects p
        left join public.categories c on c.id = p.category_id
       where p.status <> 'draft' and p.published_at <= now() order by p.display_order, p.id`;
    return { tutorials: tutorials.map((t) => t.slug), projects: [...projects] };
  } finally {
    await sql.end();
  }
}

const pagesOf = (n: number, size = SIZE) => Math.max(1, Math.ceil(n / size));
const projectGrid = (page: Page) => page.getByRole('region', { name: 'Projets' });
const selectAll = (page: Page) => page.getByRole('checkbox', { name: 'Tout sélectionner' });
const categoryBox = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) });
// Visible only: a client navigation keeps the previous page's tree, hidden, in the document.
const portfolioCount = (page: Page) => page.getByTestId('portfolio-count').filter({ visible: true });
const isFilterAnswer = (response: { url(): string }) => new URL(response.url()).pathname === '/api/portfolio';

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

/** A prerendered page as crawlers get it: whole, in ASCII, with the cards of `slugs` in the HTML itself. */
async function expectWholeDocument(request: APIRequestContext, path: string, base: string, slugs: string[]) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  expect(html.trimEnd().endsWith('</html>'), path).toBe(true);
  expect(/[^\x00-\x7f]/u.test(html), `${path}: ASCII document`).toBe(false);
  for (const slug of slugs) expect(html, `${path}: card ${slug}`).toContain(`href="${base}/${slug}"`);
}

/** Every page of a list, visited in order from /…/page/2: the slugs of the whole list as the pages show it. */
async function slugsOfEveryPage(page: Page, base: string, region: string, pages: number, first: string[]) {
  const all = [...first];
  for (let n = 2; n <= pages; n++) {
    await page.goto(`${base}/page/${n}`);
    all.push(...(await cardSlugs(page, region)));
  }
  return all;
}

/**
 * Categories with the most projects, until the selection spans more than one page (never every
 * category: that is no filter), and the projects it matches, by rank.
 */
function spanningSelection(projects: ProjectRow[]) {
  const counts = new Map<string, number>();
  for (const p of projects) if (p.category) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  const byCount = [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  const chosen: string[] = [];
  const matches = () => projects.filter((p) => p.category && chosen.includes(p.category));
  for (const name of byCount.slice(0, -1)) {
    chosen.push(name);
    if (matches().length > SIZE) break;
  }
  const slugs = [...new Set(matches().map((p) => p.categorySlug!))];
  return { chosen, categorySlugs: slugs, expected: matches() };
}

for (const [base, nav] of [
  ['/tutoriels', 'Pagination des tutoriels'],
  ['/portfolio', 'Pagination des projets'],
] as const) {
  test(`${base}: page links to every page, page 1 redirects to the list, a page past the end is a 404`, async ({
    page,
    request,
  }) => {
    const { tutorials, projects } = await content();
    const pages = base === '/tutoriels' ? pagesOf(tutorials.length, TUTORIALS_SIZE) : pagesOf(projects.length);
    expect(pages, 'the demo data spans several pages').toBeGreaterThan(1);
    const first = await request.get(`${base}/page/1`, { maxRedirects: 0 });
    expect(first.status()).toBe(308);
    expect(new URL(first.headers()['location']!, 'http://x').pathname).toBe(base);
    for (const path of [`${base}/page/${pages + 1}`, `${base}/page/0`, `${base}/page/x`])
      expect((await request.get(path)).status(), path).toBe(404);
    // The page in the query (typed or older links) goes to its path.
    const query = await request.get(`${base}?page=2`, { maxRedirects: 0 });
    expect(query.status()).toBe(308);
    expect(new URL(query.headers()['location']!, 'http://x').pathname).toBe(`${base}/page/2`);

    await page.goto(base);
    const links = page.getByRole('navigation', { name: nav });
    await expect(links).toBeVisible();
    await expect(links.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', base);
    await expect(links.getByRole('link', { name: `Page ${pages}` })).toHaveAttribute('href', `${base}/page/${pages}`);
  });
}

test('/tutoriels/page/{n}: the next tutorials, newest first, with page links, canonical and title', async ({
  page,
  request,
}) => {
  const { tutorials } = await content();
  const pages = pagesOf(tutorials.length, TUTORIALS_SIZE);
  expect(pages, 'the demo tutorials span several pages').toBeGreaterThan(1);
  const title = 'Tutoriels vidéo gratuits : InDesign, Word, EPUB, impression';

  await page.goto('/tutoriels');
  const firstPage = await cardSlugs(page, 'Tutoriels');
  expect(firstPage).toEqual(tutorials.slice(0, TUTORIALS_SIZE));
  await expect(page).toHaveTitle(new RegExp(`^${shownPattern(title)} \\|`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tutoriels$/);
  const nav = page.getByRole('navigation', { name: 'Pagination des tutoriels' });
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByText('Page précédente')).toBeAttached();
  await expect(nav.getByRole('link', { name: 'Page précédente' })).toHaveCount(0);

  // Following the links, as a visitor does.
  await nav.getByRole('link', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(/\/tutoriels\/page\/2$/);
  await expect.poll(() => cardSlugs(page, 'Tutoriels')).toEqual(tutorials.slice(TUTORIALS_SIZE, 2 * TUTORIALS_SIZE));
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', '/tutoriels');
  await nav.getByRole('link', { name: 'Page précédente' }).click();
  await expect(page).toHaveURL(/\/tutoriels$/);
  await expect.poll(() => cardSlugs(page, 'Tutoriels')).toEqual(firstPage);

  // The pages continue one another: every tutorial once, newest first across the pages.
  expect(await slugsOfEveryPage(page, '/tutoriels', 'Tutoriels', pages, firstPage)).toEqual(tutorials);

  // As crawlers see the last page: its own canonical address and title, no next page.
  await page.goto(`/tutoriels/page/${pages}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/tutoriels/page/${pages}$`));
  await expect(page).toHaveTitle(
    new RegExp(`^${shownPattern(`Tutoriels vidéo gratuits – page ${pages} : InDesign, Word, EPUB, impression`)} \\|`),
  );
  await expect(nav.getByText('Page suivante')).toBeAttached();
  await expect(nav.getByRole('link', { name: 'Page suivante' })).toHaveCount(0);
  await expectWholeDocument(
    request,
    '/tutoriels/page/2',
    '/tutoriels',
    tutorials.slice(TUTORIALS_SIZE, 2 * TUTORIALS_SIZE),
  );
});

test('/portfolio/page/{n}: the next projects by rank, with page links, canonical and title', async ({
  page,
  request,
}) => {
  const { projects } = await content();
  const pages = pagesOf(projects.length);
  expect(pages, 'the demo projects span several pages').toBeGreaterThan(1);
  const slugs = projects.map((p) => p.slug);

  await page.goto('/portfolio');
  await expect(selectAll(page)).toBeEnabled();
  const firstPage = await cardSlugs(page, 'Projets');
  expect(firstPage).toEqual(slugs.slice(0, SIZE));
  await expect(portfolioCount(page)).toHaveText(`${projects.length} projets · page 1 sur ${pages}`);
  await projectGrid(page).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/portfolio\/page\/2$/);
  await expect(selectAll(page)).toBeEnabled();
  await expect.poll(() => cardSlugs(page, 'Projets')).toEqual(slugs.slice(SIZE, 2 * SIZE));
  await expect(portfolioCount(page)).toHaveText(`${projects.length} projets · page 2 sur ${pages}`);
  await expect(projectGrid(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // The pages continue one another: every project once, by rank across the pages.
  expect(await slugsOfEveryPage(page, '/portfolio', 'Projets', pages, firstPage)).toEqual(slugs);

  // As crawlers see page 2: its own canonical address and title; a whole prerendered document.
  await page.goto('/portfolio/page/2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/portfolio\/page\/2$/);
  await expect(page).toHaveTitle(
    new RegExp(`^${shownPattern('Portfolio – page 2 : nos réalisations en mise en page et graphisme')} \\|`),
  );
  await expectWholeDocument(request, '/portfolio/page/2', '/portfolio', slugs.slice(SIZE, 2 * SIZE));
});

test('/portfolio: the category filter finds the matching projects of every page, in pages of its own', async ({
  page,
}) => {
  // About forty steps, a dozen of them filter requests: 30 s was exceeded once under CI load (passed on retry).
  test.setTimeout(60_000);
  const { projects } = await content();
  const slugs = projects.map((p) => p.slug);
  const onFirstPage = (slug: string) => slugs.indexOf(slug) < SIZE;

  // One category with projects on both pages of the portfolio: chosen on page 2, it shows all of them.
  const names = [...new Set(projects.map((p) => p.category).filter((c): c is string => !!c))];
  const spread = names
    .map((name) => projects.filter((p) => p.category === name).map((p) => p.slug))
    .find((m) => m.length <= SIZE && m.some(onFirstPage) && !m.every(onFirstPage));
  expect(spread, 'a category with projects on both pages').toBeDefined();
  const spreadName = projects.find((p) => p.slug === spread![0])!.category!;

  await page.goto('/portfolio/page/2');
  await expect(selectAll(page)).toBeEnabled();
  const answer = page.waitForResponse(isFilterAnswer);
  await categoryBox(page, spreadName).check();
  expect((await answer).ok()).toBe(true);
  await expect(page).toHaveURL(/\/portfolio\/page\/2\?categories=[a-z0-9-]+$/);
  await expect.poll(() => shownProjects(page)).toEqual(spread);
  await expect(portfolioCount(page)).toHaveText(`${spread!.length} projets`);
  await expect(page.getByRole('navigation', { name: 'Pagination des projets' })).toHaveCount(0);
  await categoryBox(page, spreadName).uncheck();
  await expect(page).toHaveURL(/\/portfolio\/page\/2$/);
  await expect.poll(() => shownProjects(page)).toEqual(slugs.slice(SIZE, 2 * SIZE));

  // A selection with more matches than a page: its own pages, read from /api/portfolio.
  const { chosen, expected: matches } = spanningSelection(projects);
  const expected = matches.map((p) => p.slug);
  const filteredPages = pagesOf(expected.length);
  expect(filteredPages, 'a selection spanning several pages').toBeGreaterThan(1);
  // The point: some of them are not on the first page of the whole portfolio.
  expect(expected.filter((s) => !onFirstPage(s))).not.toEqual([]);

  await page.goto('/portfolio');
  await expect(selectAll(page)).toBeEnabled();
  for (const name of chosen) await categoryBox(page, name).check();
  await expect(page).toHaveURL(/\/portfolio\?categories=[a-z0-9-,]+$/);
  await expect.poll(() => shownProjects(page)).toEqual(expected.slice(0, SIZE));
  await expect(portfolioCount(page)).toHaveText(`${expected.length} projets · page 1 sur ${filteredPages}`);
  await expect(selectAll(page)).not.toBeChecked();

  // The selection's next page, kept in the URL with the selection (and after a reload).
  const next = page.waitForResponse((r) => isFilterAnswer(r) && new URL(r.url()).searchParams.get('page') === '2');
  await projectGrid(page).getByRole('link', { name: 'Page 2' }).click();
  expect((await next).ok()).toBe(true);
  await expect(page).toHaveURL(/\/portfolio\?page=2&categories=[a-z0-9-,]+$/);
  await expect.poll(() => shownProjects(page)).toEqual(expected.slice(SIZE, 2 * SIZE));
  await expect(portfolioCount(page)).toHaveText(`${expected.length} projets · page 2 sur ${filteredPages}`);
  await page.reload();
  await expect(selectAll(page)).toBeEnabled();
  for (const name of chosen) await expect(categoryBox(page, name)).toBeChecked();
  await expect.poll(() => shownProjects(page)).toEqual(expected.slice(SIZE, 2 * SIZE));

  // A filtered card still opens the project modal (?project= kept next to the selection): here a
  // project from the second page of the whole portfolio.
  const target = matches[SIZE]!;
  expect(onFirstPage(target.slug)).toBe(false);
  const filteredUrl = page.url();
  await projectGrid(page)
    .getByRole('link', { name: shown(target.title), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: shown(target.title) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: shown(target.title) })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/portfolio\\?page=2&categories=[a-z0-9-,]+&project=${target.slug}$`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(filteredUrl);
  expect(await shownProjects(page)).toEqual(expected.slice(SIZE, 2 * SIZE));

  // Clearing the selection shows the prerendered first page again.
  for (const name of chosen) await categoryBox(page, name).uncheck();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect.poll(() => shownProjects(page)).toEqual(slugs.slice(0, SIZE));
  await expect(portfolioCount(page)).toHaveText(`${projects.length} projets · page 1 sur ${pagesOf(projects.length)}`);
});

test('/api/portfolio answers a page of the selected categories as cards, never cached', async ({ request }) => {
  const { projects } = await content();
  const response = await request.get('/api/portfolio?categories=magazines,inconnue&page=1');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  type Answer = { items: { slug: string }[]; total: number; page: number; pageCount: number; pageSize: number };
  const body = (await response.json()) as Answer;
  const magazines = projects.filter((p) => p.category === 'Magazines').map((p) => p.slug);
  expect(body.total).toBe(magazines.length);
  expect(body.pageSize).toBe(SIZE);
  expect(body.items.map((p) => p.slug)).toEqual(magazines.slice(0, SIZE));

  // The second page of a selection larger than a page.
  const { categorySlugs, expected } = spanningSelection(projects);
  const second = (await (
    await request.get(`/api/portfolio?categories=${categorySlugs.join(',')}&page=2`)
  ).json()) as Answer;
  expect(second).toMatchObject({
    total: expected.length,
    page: 2,
    pageCount: pagesOf(expected.length),
    pageSize: SIZE,
  });
  expect(second.items.map((p) => p.slug)).toEqual(expected.slice(SIZE, 2 * SIZE).map((p) => p.slug));
});

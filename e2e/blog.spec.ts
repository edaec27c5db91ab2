// /blog: server-side search (debounced, no reload), category and page links to prerendered paths,
// the old query forms redirected, pagination reset, post page.
import { expect, test, type Page } from './fixtures/test';
import postgres from 'postgres';
import { shown } from './fixtures/shown';

const list = (page: Page) => page.locator('#articles');
const cards = (page: Page) => list(page).getByRole('article');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher un article' });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination des articles' });
const category = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name, exact: true });
const pageLink = (page: Page, n: number) => pagination(page).getByRole('link', { name: `Page ${n}`, exact: true });

async function open(page: Page, url = '/blog') {
  await page.goto(url);
  // Hydrated and reading the URL: the search form says so.
  await expect(page.locator('form[role="search"][data-ready="true"]').filter({ has: searchBox(page) })).toHaveCount(1);
  // Marks this document: a full reload would drop it.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test('lists 6 cards per page with every detail, and numbered page links', async ({ page }) => {
  await open(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Rechercher un article...');
  await expect(cards(page)).toHaveCount(6);
  const first = cards(page).first();
  await expect(first.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(first.locator('time')).toHaveText(
    /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
  );
  await expect(first.getByRole('link', { name: /Lire l’article/ })).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
  await expect(first.getByRole('list', { name: 'Mots-clés' })).toBeVisible();
  await expect(first.locator('img')).toHaveCount(1);
  // 15 seeded posts: 3 pages.
  await expect(pagination(page).getByRole('link', { name: /^Page \d+$/ })).toHaveCount(3);
  await expect(pageLink(page, 1)).toHaveAttribute('aria-current', 'page');
  await expect(pageLink(page, 2)).toHaveAttribute('href', '/blog/page/2');

  await pageLink(page, 3).click();
  await expect(page).toHaveURL(/\/blog\/page\/3$/);
  await expect(cards(page)).toHaveCount(3);
  await expect(pageLink(page, 3)).toHaveAttribute('aria-current', 'page');
  expect(await sameDocument(page)).toBe(true);
});

test('the head announces the RSS feed, which lists the posts', async ({ page, request }) => {
  await page.goto('/blog');
  const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
  expect(href).toMatch(/\/blog\/rss\.xml$/);
  const res = await request.get('/blog/rss.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/rss+xml');
  const xml = await res.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml.match(/<item>/g)).toHaveLength(15);
  expect(xml).toMatch(/<link>[^<]*\/blog\/realisation-magazine-trimestriel-64-pages<\/link>/);
});

/** How many articles the site search (/recherche) finds for `q`: the blog's search is the same one. */
async function siteSearchPosts(page: Page, q: string): Promise<number> {
  const answer = (await (await page.request.get(`/api/recherche?q=${encodeURIComponent(q)}`)).json()) as {
    results: { type: string }[];
  };
  return answer.results.filter((r) => r.type === 'post').length;
}

test('search updates the list and the URL as you type, without a reload', async ({ page }) => {
  await open(page);
  await searchBox(page).pressSequentially('typographie', { delay: 20 });
  await expect(page).toHaveURL(/[?&]q=typographie(&|$)/);
  // The same articles as /recherche finds, best first (a title or an excerpt before a body).
  const typography = await siteSearchPosts(page, 'typographie');
  expect(typography).toBeGreaterThanOrEqual(2);
  await expect(cards(page)).toHaveCount(typography);
  await expect(cards(page).first()).toContainText(/typographie/i);
  await expect(pagination(page)).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);

  // Several words, any order: what /recherche finds for them.
  await searchBox(page).fill('roman typographie');
  await expect(page).toHaveURL(/[?&]q=roman(\+|%20)typographie(&|$)/);
  await expect(cards(page)).toHaveCount(await siteSearchPosts(page, 'roman typographie'));

  // Case-insensitive, and a tag is enough (« KDP » is a tag of two posts).
  const kdp = await siteSearchPosts(page, 'kdp');
  expect(kdp).toBeGreaterThanOrEqual(2);
  await searchBox(page).fill('KDP');
  await expect(page).toHaveURL(/[?&]q=KDP(&|$)/);
  await expect(cards(page)).toHaveCount(kdp);

  // The state is shareable: the same URL renders the same list.
  await page.goto('/blog?q=kdp'); // an older link: redirected to the search route
  await expect(page).toHaveURL(/\/blog\/recherche\?q=kdp$/);
  await expect(cards(page)).toHaveCount(kdp);
  await expect(searchBox(page)).toHaveValue('kdp');

  // Leaving the search by a link or the back button shows the URL's text in the box.
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Blog', exact: true })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(searchBox(page)).toHaveValue('');
  await expect(cards(page)).toHaveCount(6);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/recherche\?q=kdp$/);
  await expect(searchBox(page)).toHaveValue('kdp');
  await expect(cards(page)).toHaveCount(kdp);

  await searchBox(page).fill('zzzz introuvable');
  await expect(list(page).getByText('Aucun article ne correspond à votre recherche.')).toBeVisible();
  await searchBox(page).fill('');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(6);
});

test('the search waits for a 300 ms pause before updating the URL', async ({ page }) => {
  await page.clock.install();
  await open(page);
  // The installed clock still follows real time: on a busy machine, typing the word took long enough
  // for the pause to elapse before `runFor` (a failed run). It stands still from here on.
  await page.clock.pauseAt(Date.now() + 1_000);
  await searchBox(page).pressSequentially('impression');
  await page.clock.runFor(250);
  await expect(page).toHaveURL(/\/blog$/);
  await searchBox(page).press('End');
  await page.clock.runFor(100);
  await expect(page).toHaveURL(/\/blog\/recherche\?q=impression$/);
  await page.clock.resume();
  await expect(cards(page).first()).toContainText(/impression/i);
});

test('category links filter by exact name; a filter change returns to page 1', async ({ page }) => {
  await open(page);
  await expect(category(page, 'Tous')).toHaveAttribute('aria-current', 'page');
  await pageLink(page, 2).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);

  await category(page, 'Magazines').click();
  await expect(page).toHaveURL(/\/blog\/categorie\/magazines$/);
  await expect(category(page, 'Magazines')).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(3);
  for (const card of await cards(page).all()) await expect(card.getByText('Magazines', { exact: true })).toBeVisible();
  // 3 results: one page, no page buttons.
  await expect(pagination(page)).toHaveCount(0);

  // Search and category must both hold.
  await searchBox(page).fill('indesign');
  await expect(page).toHaveURL(/categorie=Magazines/);
  await expect(page).toHaveURL(/q=indesign/);
  // The results arrive after the URL (the search island fetches them): wait for the first card.
  await expect(cards(page).first()).toBeVisible();
  const both = await cards(page).count();
  expect(both).toBeGreaterThan(0);
  expect(both).toBeLessThanOrEqual(3);

  await category(page, 'Tous').click();
  await expect(page).toHaveURL(/\/blog\/recherche\?q=indesign$/);
  expect(await sameDocument(page)).toBe(true);

  // Back to the unfiltered list on page 3, then a search: page 1 again.
  await page.goto('/blog?page=3');
  await expect(page).toHaveURL(/\/blog\/page\/3$/);
  await expect(page.locator('form[data-ready="true"]').filter({ has: searchBox(page) })).toHaveCount(1);
  await searchBox(page).fill('mise en page');
  await expect(page).toHaveURL(/\/blog\/recherche\?q=mise\+en\+page$/);
  await expect(pageLink(page, 1)).toHaveAttribute('aria-current', 'page');
});

test('the list states are prerendered paths; the query forms redirect to them', async ({ request }) => {
  for (const [from, to] of [
    ['/blog?page=2', '/blog/page/2'],
    ['/blog?categorie=Magazines', '/blog/categorie/magazines'],
    ['/blog?categorie=Magazines&page=1', '/blog/categorie/magazines'],
    ['/blog?q=&page=3', '/blog/page/3'],
    ['/blog?q=indesign&categorie=Magazines', '/blog/recherche?q=indesign&categorie=Magazines'],
  ]) {
    const res = await request.get(from!, { maxRedirects: 0 });
    expect(res.status(), from).toBe(308);
    expect(res.headers()['location'], from).toBe(to);
  }
  // Served from the build's prerendered documents: whole, with no request-time hole.
  for (const path of ['/blog', '/blog/page/2', '/blog/categorie/magazines']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['x-nextjs-prerender'], path).toContain('1');
    expect((await res.text()).trimEnd().endsWith('</html>'), path).toBe(true);
  }
  expect((await request.get('/blog/page/99')).status()).toBe(404);
  expect((await request.get('/blog/categorie/inconnue')).status()).toBe(404);
});

test('categories and pages work as plain links without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(6);
    await pageLink(page, 2).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
    await category(page, 'Magazines').click();
    await expect(page).toHaveURL(/\/blog\/categorie\/magazines$/);
    await expect(cards(page)).toHaveCount(3);
    // The search box is a plain GET form to the search route.
    await searchBox(page).fill('typographie');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/blog\/recherche\?q=typographie$/);
  } finally {
    await context.close();
  }
});

test('a post renders its body safely, with JSON-LD and related posts', async ({ page }) => {
  await open(page);
  const link = cards(page)
    .first()
    .getByRole('link', { name: /Lire l’article/ });
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('link', { name: 'Retour au blog' }).first()).toHaveAttribute('href', '/blog');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(shown("Retour sur la réalisation d'un magazine trimestriel de 64 pages"));
  // Body: markdown headings and lists, internal links stay internal.
  await expect(page.getByRole('heading', { level: 2, name: 'Un défi de calendrier avant tout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'mise en page de magazine' })).toHaveAttribute(
    'href',
    '/services/mise-en-page-magazine',
  );
  await expect(page.locator('article time').first()).toHaveText(/\d{4}$/);

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.flatMap((t) => [JSON.parse(t)].flat()).map((o: { '@type': string }) => o['@type']);
  expect(types).toContain('BlogPosting');
  expect(types).toContain('BreadcrumbList');
  await expect(page.getByRole('heading', { name: 'Articles similaires' })).toBeVisible();
  const quote = page.getByRole('region', { name: 'Un projet de mise en page ou d’édition ?' });
  await expect(quote).toContainText('Réponse sous 24h, sans engagement, tarif transparent.');
  await expect(quote.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute('href', '/contact');
  // Canonical as crawlers see it: on a direct load (a client navigation swaps head tags as it streams).
  await page.goto(href!);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/blog\/realisation-magazine-trimestriel-64-pages$/,
  );
});

test('raw HTML and script links in a body are never executed', async ({ page }) => {
  // A hostile post written straight into the e2e database (dated far back, removed afterwards).
  const sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  const slug = `e2e-contenu-hostile-${Date.now()}`;
  const body = [
    '## Titre sans danger',
    '',
    '<script>window.__xss = 1</script>',
    '',
    '<img src="/introuvable.png" onerror="window.__xss = 2">',
    '',
    'Un [lien piégé](javascript:window.__xss=3) et un [lien externe](https://example.com/page).',
    '',
    '<iframe src="https://example.com"></iframe>',
  ].join('\n');
  try {
    await sql`
      insert into blog_posts (slug, title, excerpt, content, image_url, post_date, author, tags)
      values (${slug}, 'Zz contenu hostile', 'Résumé du contenu hostile.', ${body}, '/images/defaults/generique.jpg', '2000-01-01', 'Test', '{}')`;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2, name: 'Titre sans danger' })).toBeVisible();
    await expect(article.locator('script, iframe, img[onerror]')).toHaveCount(0);
    await expect(article).not.toContainText('<script>');
    const trap = article.getByText('lien piégé');
    expect((await trap.getAttribute('href')) ?? '').not.toContain('javascript');
    const external = article.getByRole('link', { name: 'lien externe' });
    await expect(external).toHaveAttribute('href', 'https://example.com/page');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(external).toHaveAttribute('target', '_blank');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(errors).toEqual([]);
  } finally {
    await sql`delete from blog_posts where slug = ${slug}`;
    await sql.end();
  }
});

test('an unknown post: « Article non trouvé » with a 404 status and a way back', async ({ page }) => {
  const response = await page.goto('/blog/cet-article-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Article non trouvé' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Retour au blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a search typed on a category page keeps the focus as it moves to the search route', async ({ page }) => {
  await page.goto('/blog/categorie/magazines');
  await expect(page.locator('form[role="search"][data-ready="true"]')).toBeVisible();
  await searchBox(page).click();
  await page.keyboard.type('mise', { delay: 30 });
  // The first pause sends the search to its own route (another layout): the box there has the focus…
  await expect(page).toHaveURL(/\/blog\/recherche\?q=mise&categorie=Magazines$/);
  await expect(searchBox(page)).toBeFocused();
  // …so typing goes on in it.
  await page.keyboard.type(' en page', { delay: 30 });
  await expect(page).toHaveURL(/\/blog\/recherche\?q=mise(\+|%20)en(\+|%20)page&categorie=Magazines$/);
  await expect(searchBox(page)).toHaveValue('mise en page');
});

test('/blog and /tutoriels describe themselves as collections of the items they list (JSON-LD)', async ({ page }) => {
  for (const path of ['/blog', '/tutoriels']) {
    await page.goto(path);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
      (t) => JSON.parse(t) as Record<string, unknown>[],
    );
    const collection = blocks.find((b) => b['@type'] === 'CollectionPage') as
      { url: string; mainEntity: { itemListElement: { position: number; url: string }[] } } | undefined;
    expect(collection, path).toBeDefined();
    expect(new URL(collection!.url).pathname).toBe(path);
    // The list's cards, in order: each card's first link to an item.
    const section = path === '/blog' ? '/blog/' : '/tutoriels/';
    const hrefs = await page
      .getByRole('main')
      .getByRole('article')
      .evaluateAll(
        (cards, s) => cards.map((c) => c.querySelector<HTMLAnchorElement>(`a[href^="${s}"]`)?.getAttribute('href')),
        section,
      );
    expect(hrefs.length, path).toBeGreaterThan(0);
    expect(collection!.mainEntity.itemListElement.map((i) => new URL(i.url).pathname)).toEqual(hrefs);
    expect(
      blocks.some((b) => b['@type'] === 'BreadcrumbList'),
      path,
    ).toBe(true);
  }
});

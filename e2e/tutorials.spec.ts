// /tutoriels: list linking to canonical slug URLs, old id URLs answering 308, click-to-load nocookie player, not found.
import { expect, test, type Page } from './fixtures/test';
import postgres from 'postgres';
import { TUTORIALS_PAGE_SIZE } from '../lib/paging';

const cards = (page: Page) => page.getByRole('region', { name: 'Tutoriels' }).getByRole('article');

test('the list shows its tutorial cards with their details and the newsletter form, the rest on page 2', async ({
  page,
}) => {
  const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
  const [row] = await sql<{ total: number }[]>`
    select count(*)::int as total from public.tutorials where status <> 'draft' and published_at <= now()`;
  const total = row!.total;
  await sql.end();
  expect(total, 'the demo tutorials span two pages').toBeGreaterThan(TUTORIALS_PAGE_SIZE);

  await page.goto('/tutoriels');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(TUTORIALS_PAGE_SIZE);
  const first = cards(page).first();
  await expect(first.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(first.getByText(/^\d{1,3}:\d{2}$/).first()).toBeVisible();
  await expect(first.getByRole('list', { name: 'Mots-clés' })).toBeVisible();
  await expect(first.getByRole('link', { name: /Regarder le tutoriel/ })).toHaveAttribute(
    'href',
    /^\/tutoriels\/[a-z0-9-]+$/,
  );
  await expect(first.getByRole('link', { name: /Regarder le tutoriel/ })).not.toHaveAttribute(
    'href',
    /[0-9a-f]{8}-[0-9a-f]{4}-/,
  );
  await expect(page.getByRole('button', { name: 'S’inscrire' })).toBeVisible();

  // Page 2: the others, the demo's tutorial without category among them, shown as « Tutoriel ».
  await page.goto('/tutoriels/page/2');
  await expect(cards(page)).toHaveCount(Math.min(total - TUTORIALS_PAGE_SIZE, TUTORIALS_PAGE_SIZE));
  await expect(
    cards(page)
      .filter({ has: page.getByRole('heading', { name: 'Les bases de la typographie pour bien débuter' }) })
      .getByText('Tutoriel', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'S’inscrire' })).toBeVisible();
});

test('cards link to the canonical slug URL (no redirect hop); an old /tutoriels/{id} answers 308 to it', async ({
  page,
  request,
}) => {
  await page.goto('/tutoriels');
  const link = cards(page)
    .first()
    .getByRole('link', { name: /Regarder le tutoriel/ });
  const href = (await link.getAttribute('href'))!;
  const direct = await request.get(href, { maxRedirects: 0 });
  expect(direct.status()).toBe(200);

  // Following the link in the browser lands on the slug URL.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Canonical as crawlers see it: on a direct load (a client navigation swaps head tags as it streams).
  await page.goto(href);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`));

  // Links shared before the switch (by id) still lead to the page.
  const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
  const [row] = await sql<{ id: string }[]>`select id from public.tutorials where slug = ${href.split('/').pop()!}`;
  await sql.end();
  const old = await request.get(`/tutoriels/${row!.id}`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  const location = old.headersArray().find((h) => h.name.toLowerCase() === 'location')?.value ?? '';
  expect(new URL(location, 'http://x').pathname).toBe(href);
});

test('the player loads the nocookie embed only after a click', async ({ page }) => {
  const videoHosts: string[] = [];
  page.on('request', (r) => {
    if (/youtube|ytimg|googlevideo/.test(new URL(r.url()).hostname)) videoHosts.push(r.url());
  });
  await page.goto('/tutoriels/creer-des-styles-de-paragraphe-dans-indesign');
  await expect(page.getByRole('link', { name: 'Retour aux tutoriels' })).toHaveAttribute('href', '/tutoriels');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Créer des styles de paragraphe dans InDesign' }),
  ).toBeVisible();
  await expect(page.getByText('12:34', { exact: true })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(videoHosts).toEqual([]);

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const video = jsonLd
    .flatMap((t) => [JSON.parse(t)].flat())
    .find((o: { '@type': string }) => o['@type'] === 'VideoObject');
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
    await expect(page.getByRole('main').getByRole('link', { name: 'Retour aux tutoriels' })).toHaveAttribute(
      'href',
      '/tutoriels',
    );
  }
});

test('the first card image of the list and of the blog is fetched at once, the others lazily', async ({ request }) => {
  for (const path of ['/tutoriels', '/blog']) {
    const html = await (await request.get(path)).text();
    const main = html.slice(html.indexOf('<main'));
    const loading = [...main.matchAll(/<img[^>]*\sloading="(eager|lazy)"/g)].map((m) => m[1]);
    expect(loading.length, path).toBeGreaterThan(2);
    expect(loading[0], path).toBe('eager');
    expect(
      loading.slice(1).every((l) => l === 'lazy'),
      path,
    ).toBe(true);
    expect(main).toMatch(/<img[^>]*fetchPriority="high"|<img[^>]*fetchpriority="high"/);
  }
});

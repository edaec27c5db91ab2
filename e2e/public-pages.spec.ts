// Every public page of the site frame: status, single h1, key texts and prices,
// canonical URL, share image, parseable JSON-LD; plus the home sections, 404, robots, manifest.
import { expect, test, type Page } from './fixtures/test';
import { SITE_PAGES } from './site-pages';

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

for (const info of SITE_PAGES) {
  test(`${info.path}: status, heading, texts, prices, metadata @smoke`, async ({ page, baseURL }) => {
    const response = await page.goto(info.path);
    expect(response?.status()).toBe(200);

    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(info.h1);
    const main = page.locator('main');
    for (const text of info.texts) await expect(main, text).toContainText(text);
    for (const price of info.prices ?? []) await expect(main, price).toContainText(price);

    // Title with the brand, description, canonical, Open Graph and Twitter cards.
    await expect(page).toHaveTitle(/Studio Graphique Madagascar/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').href).toBe(new URL(info.path, baseURL).href);
    const ogUrl = await page.locator('meta[property="og:url"]').getAttribute('content');
    expect(new URL(ogUrl ?? '').href).toBe(new URL(info.path, baseURL).href);
    const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    // The page's own share card (known pages only), served as an image.
    expect(new URL(ogImage ?? '').pathname).toMatch(/^\/api\/og(\/[a-z0-9-]+)?$/);
    expect((await page.request.get(new URL(ogImage!).pathname)).headers()['content-type']).toContain('image/png');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.locator('meta[name="keywords"]').getAttribute('content'), 'keywords').toBeTruthy();

    const data = await jsonLd(page);
    expect(data.length).toBeGreaterThan(0);
    for (const item of data) expect(item['@context']).toBe('https://schema.org');
    if (info.path.startsWith('/services/')) {
      const types = data.map((d) => d['@type']);
      expect(types).toContain('Service');
      expect(types).toContain('BreadcrumbList');
      const service = data.find((d) => d['@type'] === 'Service') as {
        offers: { priceCurrency: string }[];
        areaServed: { name: string };
      };
      expect(service.offers.length).toBeGreaterThan(0);
      for (const offer of service.offers) expect(offer.priceCurrency).toBe('EUR');
      expect(service.areaServed.name).toBe('Europe');
    }
  });
}

test('every public page is prerendered (served from the static cache) @smoke', async ({ request }) => {
  for (const info of SITE_PAGES) {
    const response = await request.get(info.path);
    expect(response.status(), info.path).toBe(200);
    // Prerendered pages are cacheable; a dynamic render would say private/no-store.
    expect(response.headers()['cache-control'] ?? '', info.path).not.toMatch(/no-store|private/);
  }
});

test('home: sections in order and structured data', async ({ page }) => {
  await page.goto('/');
  const headings = await page.locator('main h2').allTextContents();
  const order = [
    'Des services pensés',
    'Nos dernières réalisations',
    'Ils nous font confiance',
    'Conseils et actualités',
    'Apprenez avec nos tutoriels',
    'Prêt à donner vie',
  ];
  const positions = order.map((title) => headings.findIndex((h) => h.includes(title)));
  for (const p of positions) expect(p).toBeGreaterThanOrEqual(0);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  await expect(page.getByRole('link', { name: 'Demander un devis', exact: true }).first()).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByRole('link', { name: 'Voir nos réalisations' })).toHaveAttribute('href', '/portfolio');
  await expect(page.getByRole('link', { name: 'Tous nos services' })).toHaveAttribute('href', '/services');
  await expect(page.getByRole('link', { name: 'Voir plus de projets' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Voir plus de projets' })).toHaveAttribute('href', '/portfolio');
  await expect(page.getByRole('link', { name: 'Tous les articles' })).toHaveAttribute('href', '/blog');
  await expect(page.getByRole('link', { name: 'Tous les tutoriels' })).toHaveAttribute('href', '/tutoriels');

  // Three service cards with badges and « En savoir plus ».
  const services = page.locator('#services');
  for (const href of ['/services/mise-en-page', '/services/mise-en-page-magazine', '/services/mise-en-page-word']) {
    await expect(services.locator(`a[href="${href}"]`)).toContainText('En savoir plus');
  }
  // Testimonials: ratings 5, 5, 4.
  await expect(page.getByText('Note : 5 sur 5')).toHaveCount(2);
  await expect(page.getByText('Note : 4 sur 5')).toHaveCount(1);
  // Blog teaser: up to three latest posts (or the empty text); tutorials teaser: up to four.
  const blog = page.locator('section', { has: page.getByRole('heading', { name: /Conseils et actualités/ }) });
  const posts = await blog.locator('a[href^="/blog/"]').count();
  if (posts === 0) await expect(blog).toContainText('Aucun article disponible pour le moment.');
  else expect(posts).toBeLessThanOrEqual(3);
  await expect(blog).not.toContainText('Chargement des articles...');
  const tutorials = page.locator('section', {
    has: page.getByRole('heading', { name: /Apprenez avec nos tutoriels/ }),
  });
  const count = await tutorials.locator('a[href^="/tutoriels/"]:not([href="/tutoriels"])').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);

  const data = await jsonLd(page);
  const org = data.find((d) => d['@type'] === 'Organization');
  expect(org).toMatchObject({
    address: { addressLocality: 'Antananarivo', addressCountry: 'MG' },
    contactPoint: [{ contactType: 'customer service', availableLanguage: ['French'] }],
  });
  expect(org?.sameAs).toHaveLength(4);
  const site = data.find((d) => d['@type'] === 'WebSite');
  expect(site).toMatchObject({
    potentialAction: { target: { urlTemplate: expect.stringMatching(/\/recherche\?q=\{search_term_string\}$/) } },
  });
});

test('home: the scroll cue brings the services section into view', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Découvrir nos services' }).click();
  await expect(page.locator('#services')).toBeInViewport();
});

test('service pages: project grids or their empty state, never stuck loading', async ({ page }) => {
  for (const path of [
    '/services/mise-en-page',
    '/services/mise-en-page-magazine',
    '/services/mise-en-page-word',
    '/services/conception-graphique',
  ]) {
    await page.goto(path);
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: /Exemples|Magazines réalisés|Quelques documents/ }),
    });
    await expect(section, path).not.toContainText('Chargement des projets...');
    const cards = await section.locator('a[href*="project="], a[href^="/portfolio/"]').count();
    if (cards === 0)
      await expect(section.getByRole('link', { name: /portfolio/i })).toHaveAttribute('href', '/portfolio');
    else expect(cards, path).toBeLessThanOrEqual(12); // 6 cards at most (a card may carry two links)
  }
});

test('service pages link to graphic design and carry e-mail and messaging-app links', async ({ page }) => {
  await page.goto('/services/mise-en-page');
  await expect(page.locator('main a[href="/services/conception-graphique"]')).toHaveCount(1);
  await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
  await expect(page.locator('main a[href^="https://wa.me/"]').first()).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+/,
  );
});

test('contact: no form, e-mail and messaging-app links, socials in new tabs', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('main form')).toHaveCount(0);
  await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
  // The two large links, and the estimator's (« Estimer mon devis »): every WhatsApp link opens a tab.
  const whatsapp = page.locator('main a[href^="https://wa.me/"]');
  await expect(whatsapp.first()).toBeVisible();
  for (const link of await whatsapp.all()) await expect(link).toHaveAttribute('target', '_blank');
  for (const name of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn']) {
    const link = page.locator('main').getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('unknown path: 404 « Page non trouvée » in the public frame @smoke', async ({ page }) => {
  const response = await page.goto('/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page non trouvée');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.locator('main').getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('robots.txt, manifest, icons and share images @smoke', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const path of ['/admin', '/login', '/api']) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toContain('Allow: /api/og');
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).toString()}`);

  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Studio Graphique Madagascar', lang: 'fr', start_url: '/' });
  for (const icon of manifest.icons as { src: string }[])
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  expect((await request.get('/icon.svg')).headers()['content-type']).toContain('image/svg+xml');
  expect((await request.get('/apple-icon.png')).headers()['content-type']).toContain('image/png');

  const og = await request.get('/api/og/services-mise-en-page');
  expect(og.status()).toBe(200);
  expect(og.headers()['content-type']).toContain('image/png');
  expect((await og.body()).length).toBeGreaterThan(5000);
  // No open renderer: text in the query is ignored, unknown pages have no image.
  const site = await (await request.get('/api/og')).body();
  expect((await request.get('/api/og?title=Achetez%20ici&kicker=Promo')).status()).toBe(200);
  expect((await (await request.get('/api/og?title=Achetez%20ici&kicker=Promo')).body()).equals(site)).toBe(true);
  expect((await request.get('/api/og/page-inventee')).status()).toBe(404);
  expect((await request.get(`/api/og/${'x'.repeat(300)}`)).status()).toBe(404);
});

test('the date endpoint answers the database date @smoke', async ({ request }) => {
  const response = await request.get('/api/date');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
});

test('home teasers lead to a post and to a tutorial (linked by id)', async ({ page }) => {
  await page.goto('/');
  const post = page.locator('main a[href^="/blog/"]').first();
  await post.click();
  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Article non trouvé')).toHaveCount(0);

  await page.goto('/');
  const tutorial = page.locator('main a[href^="/tutoriels/"]:not([href="/tutoriels"])').first();
  expect(await tutorial.getAttribute('href')).toMatch(/^\/tutoriels\/[a-z0-9-]+$/);
  expect(await tutorial.getAttribute('href')).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await tutorial.click();
  await expect(page).toHaveURL(/\/tutoriels\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Tutoriel non trouvé')).toHaveCount(0);
});

test('search and sign-in pages set their own keywords; sign-in sits inside the common header and footer', async ({
  page,
}) => {
  for (const path of ['/recherche', '/login']) {
    await page.goto(path);
    expect(await page.locator('meta[name="keywords"]').getAttribute('content'), path).toBeTruthy();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Portfolio' }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Mise en page Word');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Connexion Administration');
});

test('Word page: the three plans are a table with their « from » prices', async ({ page }) => {
  await page.goto('/services/mise-en-page-word');
  const table = page.getByRole('table', { name: 'Formules de mise en page Word, prix par document' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  for (const [i, [plan, price]] of [
    ['Essentielle', '39 €'],
    ['Premium', '69 €'],
    ['Amazon KDP', '99 €'],
  ].entries()) {
    await expect(rows.nth(i).getByRole('rowheader')).toHaveText(plan!);
    await expect(rows.nth(i)).toContainText(price!);
  }
});

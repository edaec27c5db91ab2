// Footer: columns, social links, copyright, legal links and « Date du jour » with its fallback.
import { expect, test } from './fixtures/test';
import { shown } from './fixtures/shown';

const LONG_DATE =
  /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/;

test('« Date du jour » is asked for when the footer nears the screen, then shows the database date as a French long date after a pulsing placeholder', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname === '/api/date' && asked.push(r.url()));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/date', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const date = page.getByTestId('footer-date');
  await expect(date).toContainText('Date du jour');
  // Hydrated, the footer screens away: nothing asked yet.
  await page.waitForTimeout(300);
  expect(asked).toHaveLength(0);
  await date.scrollIntoViewIfNeeded();
  const placeholder = page.getByTestId('footer-date-placeholder');
  await expect(placeholder).toBeVisible();
  expect(await placeholder.evaluate((el) => getComputedStyle(el).animationName)).toBe('pulse');
  await expect.poll(() => asked.length).toBe(1);
  release();
  const time = date.locator('time');
  await expect(time).toHaveText(LONG_DATE);
  const api = await (await page.request.get('/api/date')).json();
  await expect(time).toHaveAttribute('datetime', api.date);
  await expect(placeholder).toHaveCount(0);
  expect(asked).toHaveLength(1);
});

test('when the date source fails: the device date and the logged error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.route('**/api/date', (route) => route.abort());
  await page.goto('/contact');
  await page.getByTestId('footer-date').scrollIntoViewIfNeeded();
  const expected = await page.evaluate(() =>
    new Intl.DateTimeFormat('fr-FR', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date()),
  );
  await expect(page.getByTestId('footer-date').locator('time')).toHaveText(expected);
  expect(expected).toMatch(LONG_DATE);
  expect(errors.some((e) => e.startsWith('Erreur lors de la récupération de la date:'))).toBe(true);
});

test('an error status is a failure too', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.route('**/api/date', (route) => route.fulfill({ status: 503, json: { error: 'Date indisponible' } }));
  await page.goto('/services');
  await page.getByTestId('footer-date').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('footer-date').locator('time')).toHaveText(LONG_DATE);
  expect(errors.some((e) => e.startsWith('Erreur lors de la récupération de la date:'))).toBe(true);
});

test('four columns, social links in new tabs, copyright and legal links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(
    shown(
      "Votre partenaire de confiance pour l'externalisation graphique à Madagascar. Services premium pour éditeurs, auteurs et entreprises en Europe.",
    ),
  );

  for (const name of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn']) {
    const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }

  const services = footer.getByRole('navigation', { name: 'Services' });
  for (const [name, href] of [
    ['Mise en page de livres', '/services/mise-en-page'],
    ['Mise en page magazine', '/services/mise-en-page-magazine'],
    ['Mise en page Word', '/services/mise-en-page-word'],
    ['Saisie et OCR', '/services/saisie-ocr'],
  ]) {
    await expect(services.getByRole('link', { name })).toHaveAttribute('href', href!);
  }

  const useful = footer.getByRole('navigation', { name: 'Liens utiles' });
  for (const [name, href] of [
    ['Accueil', '/'],
    ['Portfolio', '/portfolio'],
    ['Blog', '/blog'],
    ['Tutoriels vidéo', '/tutoriels'],
    ['À propos', '/a-propos'],
    ['Contact', '/contact'],
  ]) {
    await expect(useful.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
  }

  await expect(footer).toContainText('Antananarivo, Madagascar');
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);

  const year = await page.evaluate(() => new Date().getFullYear());
  await expect(footer).toContainText(`© ${year} Studio Graphique Madagascar`);
  await expect(footer.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
  await expect(footer.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
    'href',
    '/politique-de-confidentialite',
  );
});

// Desktop header: search box rules, Services dropdown, scrolled state, current page, scroll to top.
import { expect, test } from './fixtures/test';

test.describe('search box « Rechercher... »', () => {
  test('blank or whitespace-only text does nothing', async ({ page }) => {
    await page.goto('/services');
    const box = page.getByRole('banner').getByPlaceholder('Rechercher...');
    await box.press('Enter');
    await box.fill('    ');
    await box.press('Enter');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/services$/);
    await expect(box).toHaveValue('    ');
  });

  test('trims and encodes the text, goes to /recherche and clears the box', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('banner').getByPlaceholder('Rechercher...');
    await box.fill('  mise en page & PAO  ');
    await page.getByRole('banner').getByRole('button', { name: 'Lancer la recherche' }).click();
    await page.waitForURL('**/recherche?**');
    expect(new URL(page.url()).search).toBe('?q=mise%20en%20page%20%26%20PAO');
    await expect(box).toHaveValue('');
  });

  test('accents survive the round trip', async ({ page }) => {
    await page.goto('/contact');
    const box = page.getByRole('banner').getByPlaceholder('Rechercher...');
    await box.fill('réalisation ');
    await box.press('Enter');
    await page.waitForURL('**/recherche?**');
    expect(new URL(page.url()).searchParams.get('q')).toBe('réalisation');
  });
});

test('Services dropdown lists the four sub-pages and closes on Escape', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', '/services');
  const toggle = nav.getByRole('button', { name: 'Sous-menu Services' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const items = [
    ['Mise en page de livres', '/services/mise-en-page'],
    ['Mise en page magazine', '/services/mise-en-page-magazine'],
    ['Mise en page Word', '/services/mise-en-page-word'],
    ['Saisie et OCR', '/services/saisie-ocr'],
  ];
  for (const [name, href] of items) await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href!);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Saisie et OCR' })).toBeHidden();

  await toggle.click();
  await nav.getByRole('link', { name: 'Mise en page Word' }).click();
  await expect(page).toHaveURL(/\/services\/mise-en-page-word$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mise en page de vos documents Word');
});

test('navigation links, current page and the « Connexion » slot', async ({ page }) => {
  await page.goto('/a-propos');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' });
  for (const [name, href] of [
    ['Accueil', '/'],
    ['Portfolio', '/portfolio'],
    ['Blog', '/blog'],
    ['Tutoriels', '/tutoriels'],
    ['À propos', '/a-propos'],
    ['Contact', '/contact'],
  ]) {
    await expect(nav.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
  }
  await expect(nav.getByRole('link', { name: 'À propos' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Studio Graphique Madagascar' })).toHaveAttribute(
    'href',
    '/',
  );
});

test('the header turns solid white after 20 px of scroll', async ({ page }) => {
  await page.goto('/services');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await page.evaluate(() => window.scrollTo(0, 15));
  await page.waitForTimeout(100);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('a path change scrolls back to the top', async ({ page }) => {
  await page.goto('/services');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page).toHaveURL(/\/mentions-legales$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('skip link jumps to the main content', async ({ page }) => {
  await page.goto('/contact');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#contenu$/);
});

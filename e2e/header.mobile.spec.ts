// Mobile header: full-screen slide-in menu, collapsible Services, page scroll lock, search.
import { expectNoViolations } from './fixtures/axe';
import { expect, test, type Page } from './fixtures/test';
import { openMenu } from './fixtures/mobile-menu';

const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

test('the menu opens full screen and locks page scrolling; Escape closes it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Menu principal' })).toBeHidden();
  expect(await bodyOverflow(page)).toBe('');
  const menu = await openMenu(page);
  const box = await menu.boundingBox();
  const viewport = page.viewportSize()!;
  expect(Math.round(box!.width)).toBe(viewport.width);
  expect(Math.round(box!.height)).toBe(viewport.height);
  expect(await bodyOverflow(page)).toBe('hidden');
  // The page behind does not move.
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  expect(await bodyOverflow(page)).toBe('');
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();
});

test('the Services section is collapsible', async ({ page }) => {
  await page.goto('/');
  const menu = await openMenu(page);
  const services = menu.getByRole('button', { name: 'Services' });
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Mise en page magazine' })).toBeHidden();
  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  for (const name of [
    'Tous nos services',
    'Mise en page de livres',
    'Mise en page magazine',
    'Mise en page Word',
    'Saisie et OCR',
  ]) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await services.click();
  await expect(menu.getByRole('link', { name: 'Mise en page magazine' })).toBeHidden();

  await services.click();
  await menu.getByRole('link', { name: 'Saisie et OCR' }).click();
  await expect(page).toHaveURL(/\/services\/saisie-ocr$/);
  await expect(menu).toBeHidden();
  expect(await bodyOverflow(page)).toBe('');
});

test('search from the menu: blank ignored, then trimmed and encoded, menu closed, box cleared', async ({ page }) => {
  await page.goto('/a-propos');
  const menu = await openMenu(page);
  const box = menu.getByPlaceholder('Rechercher...');
  await box.fill('   ');
  await box.press('Enter');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/a-propos$/);
  await expect(menu).toBeVisible();

  await box.fill('  livre & magazine ');
  await box.press('Enter');
  await page.waitForURL('**/recherche?**');
  expect(new URL(page.url()).search).toBe('?q=livre%20%26%20magazine');
  await expect(menu).toBeHidden();
  expect(await bodyOverflow(page)).toBe('');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(menu.getByPlaceholder('Rechercher...')).toHaveValue('');
});

test('menu links navigate and close the menu; the session slot is there', async ({ page }) => {
  await page.goto('/');
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await menu.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demandez votre devis gratuit');
});

test('axe: the open mobile menu has no violation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Services' }).click();
  await expectNoViolations(page, 'mobile menu', '#menu-mobile');
});

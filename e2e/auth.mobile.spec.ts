// The session items inside the mobile menu: inline, no dropdown.
import { expect, test } from './fixtures/test';
import { openMenu } from './fixtures/mobile-menu';

const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };

test('signed out: « Connexion » in the menu leads to /login', async ({ page }) => {
  await page.goto('/');
  await (await openMenu(page)).getByRole('link', { name: 'Connexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Connexion Administration' })).toBeVisible();
});

test('admin: e-mail, « Administration » and « Déconnexion » inline; sign-out returns to / signed out', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Mot de passe').fill(admin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/');
  let menu = await openMenu(page);
  await expect(menu.getByText(admin.email)).toBeVisible();
  await menu.getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/');
  // Signing out reloads / (window.location.assign): wait for that new document to hydrate, or the menu
  // would be opened in the page being left (the URL is / before and after).
  const reloaded = page.waitForEvent('domcontentloaded');
  await (await openMenu(page)).getByRole('button', { name: 'Déconnexion' }).click();
  await reloaded;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(/\/$/);
  menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(menu.getByText(admin.email)).toHaveCount(0);
});

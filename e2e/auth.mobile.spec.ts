// The session items inside the mobile menu: inline, no dropdown.
import { expect, test, type Page } from '@playwright/test';

const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu principal' });

test('signed out: « Connexion » in the menu leads to /login', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await menu(page).getByRole('link', { name: 'Connexion' }).click();
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
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(menu(page).getByText(admin.email)).toBeVisible();
  await menu(page).getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await menu(page).getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(menu(page).getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(menu(page).getByText(admin.email)).toHaveCount(0);
});

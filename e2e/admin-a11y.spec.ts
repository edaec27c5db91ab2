// No axe violation (WCAG 2.x A and AA) on the back office: every list, and every form open.
import { expect, gotoAdmin, test } from './fixtures/admin';
import { expectNoViolations } from './fixtures/axe';

const PAGES: { path: string; open?: string }[] = [
  { path: '/admin/dashboard' },
  { path: '/admin/users', open: 'Ajouter un utilisateur' },
  { path: '/admin/categories', open: 'Ajouter une catégorie' },
  { path: '/admin/projects', open: 'Ajouter un projet' },
  { path: '/admin/blog', open: 'Ajouter un article' },
  { path: '/admin/tutorials', open: 'Ajouter un tutoriel' },
  { path: '/admin/tarifs', open: 'Modifier les tarifs : Mise en page Word' },
  { path: '/admin/reglages' },
  { path: '/admin/reglages/redirections', open: 'Ajouter une redirection' },
  { path: '/admin/newsletter' },
  { path: '/admin/journal' },
  { path: '/admin/mediatheque', open: 'Voir ' },
];

for (const { path, open } of PAGES) {
  test(`axe: ${path}${open ? ' (list, then form open)' : ''}`, async ({ page }) => {
    await gotoAdmin(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, path);
    if (open) {
      await page.getByRole('button', { name: open }).first().click();
      await expect(page.getByRole('form').or(page.locator('form')).first()).toBeVisible();
      await expectNoViolations(page, `${path} + ${open}`);
    }
  });
}

test('axe: delete confirmation dialog', async ({ page }) => {
  await gotoAdmin(page, '/admin/categories');
  await page
    .getByRole('button', { name: /^Supprimer la catégorie/ })
    .first()
    .click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoViolations(page, 'confirm dialog');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
});

test('axe: the body editor side by side, the media picker and the text alternative dialog', async ({ page }) => {
  await gotoAdmin(page, '/admin/blog');
  await page.getByRole('button', { name: 'Ajouter un article' }).click();
  await page.getByRole('button', { name: 'Côte à côte' }).click();
  await expectNoViolations(page, 'editor side by side');
  await page.getByRole('button', { name: 'Choisir dans la médiathèque' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Choisir dans la médiathèque' });
  await expect(picker.getByRole('button', { name: /^Choisir / }).first()).toBeVisible();
  await expectNoViolations(page, 'media picker');
  await picker
    .getByRole('button', { name: /^Choisir / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Texte alternatif de l’image' })).toBeVisible();
  await expectNoViolations(page, 'text alternative dialog');
});

// « Corbeille »: a deleted article leaves the site at once, waits in the trash with « Restaurer » (the public
// page comes back as it was) and « Supprimer définitivement » (gone, with its versions).
import { expect, expectToast, gotoAdmin, newEntryForm, test, unique } from './fixtures/admin';

test.describe.configure({ timeout: 90_000 });

test('an article deleted, restored from the trash, then deleted for good', async ({ page }) => {
  const title = unique('Article à la corbeille');
  const form = await newEntryForm(page, 'post', title);
  await form.getByLabel('Extrait').fill('Un article qui passe par la corbeille.');
  await form.getByLabel('Contenu', { exact: true }).fill('## Ce qui revient\n\nLe texte entier.');
  await form.getByLabel('Choisir une image').setInputFiles('public/images/defaults/generique.jpg');
  await expectToast(page, '1 image(s) téléchargée(s) avec succès');
  const slug = await form.getByLabel('Slug').inputValue();
  await form.getByRole('button', { name: 'Publier' }).click();
  await expectToast(page, 'Article ajouté avec succès');

  await page.getByRole('button', { name: `Supprimer l’article ${title}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Il reste 30\u00a0jours dans la corbeille');
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Article supprimé avec succès');
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`/blog/${slug}<`);

  // In the trash, with the date it goes for good; « Restaurer » puts the page back as it was.
  await page.getByRole('navigation', { name: /menu/i }).getByRole('link', { name: 'Corbeille' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Corbeille' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Article');
  await row.getByRole('button', { name: `Restaurer l’article ${title}` }).click();
  await expectToast(page, 'Article restauré depuis la corbeille');
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ce qui revient' })).toBeVisible();

  // Deleted again, then « Supprimer définitivement »: the trash is without it and the page stays gone.
  await gotoAdmin(page, '/admin/blog');
  await page.getByRole('button', { name: `Supprimer l’article ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Article supprimé avec succès');
  await gotoAdmin(page, '/admin/corbeille');
  await page.getByRole('button', { name: `Supprimer définitivement l’article ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expectToast(page, 'Supprimé définitivement');
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
});

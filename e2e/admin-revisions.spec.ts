// Revision history: an admin edits an article twice, reads its history, sees what changed between two
// versions, restores the first one, and a visitor reads the restored text on the public page.
import { confirmIn, expect, expectToast, newEntryForm, imageFile, test, unique } from './fixtures/admin';

test('edit twice, compare two versions, restore the first: the public page shows it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000); // three saves, a comparison, a restore and a public page: ~15 s alone, twice that beside another worker
  const title = unique('Article versionné');
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const form = await newEntryForm(page, 'post', title);
  await form.getByLabel('Extrait').fill('Un article qui change.');
  await form.getByLabel('Contenu', { exact: true }).fill('Le premier texte parle de mise en page.');
  await form.getByLabel('Choisir une image').setInputFiles(await imageFile('versions.png', '#7c3aed'));
  await expectToast(page, '1 image(s) téléchargée(s) avec succès');
  await form.getByRole('button', { name: 'Publier' }).click();
  await expectToast(page, 'Article ajouté avec succès');

  for (const text of ['Le deuxième texte parle de retouche photo.', 'Le troisième texte parle de couverture.']) {
    await page.getByRole('button', { name: `Modifier l’article ${title}` }).click();
    const edit = page.getByRole('region', { name: 'Modifier l’article' });
    await edit.getByLabel('Contenu', { exact: true }).fill(text);
    await edit.getByRole('button', { name: 'Mettre à jour l’article' }).click();
    await expectToast(page, 'Article mis à jour avec succès');
    await expect(edit).toHaveCount(0);
  }

  await page.getByRole('button', { name: `Modifier l’article ${title}` }).click();
  const edit = page.getByRole('region', { name: 'Modifier l’article' });
  await edit.getByRole('button', { name: 'Afficher l’historique' }).click();
  const versions = edit.getByRole('list', { name: 'Versions enregistrées' }).getByRole('listitem');
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Version 3');
  await expect(versions.first()).toContainText('par admin@');

  await edit.getByLabel('Comparer la version').selectOption({ label: 'Version 1' });
  await edit.getByLabel('avec la version').selectOption({ label: 'Version 3' });
  await edit.getByRole('button', { name: 'Comparer', exact: true }).click();
  await expect(edit.getByRole('heading', { name: 'Changements de la version 1 à la version 3' })).toBeVisible();
  const content = edit
    .getByRole('definition')
    .filter({ has: page.locator('del') })
    .first();
  await expect(content.locator('del')).toContainText(['premier', 'mise en page']);
  await expect(content.locator('ins')).toContainText(['troisième', 'couverture']);

  await edit.getByRole('button', { name: 'Restaurer la version 1' }).click();
  await confirmIn(page, 'Restaurer cette version', 'Restaurer');
  await expectToast(page, 'Version 1 restaurée avec succès');
  await expect(edit).toHaveCount(0);

  // The restore is itself a version, the newest.
  await page.getByRole('button', { name: `Modifier l’article ${title}` }).click();
  await expect(
    page.getByRole('region', { name: 'Modifier l’article' }).getByLabel('Contenu', { exact: true }),
  ).toHaveValue('Le premier texte parle de mise en page.');

  const guest = await (await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } })).newPage();
  await guest.goto(`/blog/${slug}`);
  await expect(guest.getByText('Le premier texte parle de mise en page.')).toBeVisible();
  await expect(guest.getByText('couverture')).toHaveCount(0);
  await guest.context().close();
});

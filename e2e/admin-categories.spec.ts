// Back office: categories — inline add/edit form, validation, duplicate slug, delete with the
// accessible confirmation, disabled states while a form is open, and the public site following.
import { confirmIn, expect, expectToast, gotoAdmin, test, unique } from './fixtures/admin';

test('dashboard: four cards with live counts and « Gérer » links, and the admin menu', async ({ page }) => {
  await gotoAdmin(page, '/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu d’administration' });
  await expect(menu.getByRole('link')).toHaveText([
    'Dashboard',
    'Statistiques',
    'Projets',
    'Blog',
    'Tutoriels',
    'Médiathèque',
    'Catégories',
    'Tarifs',
    'Réglages',
    'Utilisateurs',
    'Newsletter',
    'Journal',
    'Corbeille',
  ]);
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  for (const title of ['Utilisateurs', 'Projets', 'Blog', 'Tutoriels']) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card.getByText(/^\d+$/)).toBeVisible();
  }
  await page.getByRole('link', { name: 'Gérer : Projets' }).click();
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projets' })).toBeVisible();
});

test('categories: add with generated slug, validation, duplicate slug, edit, delete', async ({ page }) => {
  const name = unique('Éditions spéciales');
  await gotoAdmin(page, '/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Catégories' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Nom', 'Slug', 'Date de création', 'Actions']);

  // Empty form: the French message, next to both fields, nothing written.
  await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  const form = page.getByRole('region', { name: 'Nouvelle catégorie' });
  await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expectToast(page, 'Veuillez remplir tous les champs');
  await expect(form.getByText('Veuillez remplir tous les champs')).toHaveCount(2);
  await expect(form.getByLabel('Nom')).toHaveAttribute('aria-invalid', 'true');

  // While the form is open, the other add/edit buttons and row actions are disabled.
  await expect(page.getByRole('button', { name: 'Ajouter une catégorie' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Modifier la catégorie/ }).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Supprimer la catégorie/ }).first()).toBeDisabled();

  // The slug follows the name, accents stripped.
  await form.getByLabel('Nom').fill(name);
  const slug = await form.getByLabel('Slug').inputValue();
  expect(slug).toMatch(/^editions-speciales-[a-z0-9]+$/);
  await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expectToast(page, 'Catégorie ajoutée avec succès');
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(slug);
  await expect(page.getByRole('button', { name: 'Ajouter une catégorie' })).toBeEnabled();

  // Duplicate slug refused in French, nothing added.
  const rows = await page.getByRole('row').count();
  await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  await form.getByLabel('Nom').fill('Doublon');
  await form.getByLabel('Slug').fill(slug);
  await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expectToast(page, 'Ce slug est déjà utilisé, veuillez en choisir un autre');
  await expect(form.getByText('Ce slug est déjà utilisé, veuillez en choisir un autre')).toBeVisible();
  // Cancel returns to the list and clears the form.
  await form.getByRole('button', { name: 'Annuler' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('row')).toHaveCount(rows);
  await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  await expect(form.getByLabel('Nom')).toHaveValue('');
  await form.getByRole('button', { name: 'Annuler' }).click();

  // Edit: the name changes, the slug stays unless edited.
  await row.getByRole('button', { name: `Modifier la catégorie ${name}` }).click();
  const edit = page.getByRole('region', { name: 'Modifier la catégorie' });
  await expect(edit.getByLabel('Nom')).toHaveValue(name);
  await expect(page.getByRole('button', { name: 'Ajouter une catégorie' })).toBeDisabled();
  await edit.getByLabel('Nom').fill(`${name} (rév.)`);
  await edit.getByRole('button', { name: 'Mettre à jour' }).click();
  await expectToast(page, 'Catégorie mise à jour avec succès');
  const renamed = page.getByRole('row').filter({ hasText: `${name} (rév.)` });
  await expect(renamed).toContainText(slug);

  // Delete asks in an accessible dialog; « Annuler » keeps the row.
  await renamed.getByRole('button', { name: /^Supprimer la catégorie/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer la catégorie' });
  await expect(dialog).toContainText(`Êtes-vous sûr de vouloir supprimer la catégorie « ${name} (rév.) »`);
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: /^Supprimer la catégorie/ }).click();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Catégorie supprimée avec succès');
  await expect(renamed).toHaveCount(0);
});

test('the public portfolio filter follows the categories right after saving: a renamed one, never an empty one', async ({
  page,
}) => {
  const filterBox = (label: string) => page.getByRole('checkbox', { name: new RegExp(`^${label}\\b`) });
  // A new category has no project yet: the visitor is not offered it.
  const name = unique('Affiches');
  await gotoAdmin(page, '/admin/categories');
  await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  const form = page.getByRole('region', { name: 'Nouvelle catégorie' });
  await form.getByLabel('Nom').fill(name);
  await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expectToast(page, 'Catégorie ajoutée avec succès');
  await page.goto('/portfolio');
  await expect(filterBox('Magazines')).toBeVisible();
  await expect(filterBox(name)).toHaveCount(0);

  // A category with projects, renamed: the filter shows the new name on the next request.
  const rename = async (from: string, to: string) => {
    await gotoAdmin(page, '/admin/categories');
    await page.getByRole('button', { name: `Modifier la catégorie ${from}` }).click();
    const edit = page.getByRole('region', { name: 'Modifier la catégorie' });
    await edit.getByLabel('Nom').fill(to);
    await edit.getByRole('button', { name: 'Mettre à jour' }).click();
    await expectToast(page, 'Catégorie mise à jour avec succès');
  };
  const renamed = unique('Saisie');
  await rename('Saisie et OCR', renamed);
  try {
    await page.goto('/portfolio');
    await expect(filterBox(renamed)).toBeVisible();
    await expect(filterBox('Saisie et OCR')).toHaveCount(0);
  } finally {
    await rename(renamed, 'Saisie et OCR');
  }

  await gotoAdmin(page, '/admin/categories');
  await page.getByRole('button', { name: `Supprimer la catégorie ${name}` }).click();
  await confirmIn(page, 'Supprimer la catégorie', 'Supprimer');
  await expectToast(page, 'Catégorie supprimée avec succès');
});

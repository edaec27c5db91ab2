// « Redirections »: a published article whose slug changes keeps its old address (308 to the new one),
// and the owner's own redirects (one by one, or a CSV file) send an old site's addresses to pages of
// this one; a target that is not a page gets a French error and nothing is saved.
import type { APIRequestContext } from '@playwright/test';
import { expect, expectToast, gotoAdmin, newEntryForm, test, unique } from './fixtures/admin';

test.describe.configure({ timeout: 90_000 });

/** Where an address sends a visitor without a session: status and Location. */
async function answer(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  // Next 16 sends the Location of a redirect thrown while prerendering twice, with the same value
  // (browsers accept identical copies): compared here as one.
  const locations = response.headersArray().filter((h) => h.name.toLowerCase() === 'location');
  return { status: response.status(), location: [...new Set(locations.map((h) => h.value))].join(', ') || null };
}

test('a published article’s new slug: its old address answers 308 to the new one', async ({ page, playwright }) => {
  const title = unique('Adresse qui change');
  const form = await newEntryForm(page, 'post', title);
  await form.getByLabel('Extrait').fill('Un article dont l’adresse change.');
  await form.getByLabel('Choisir une image').setInputFiles('public/images/defaults/generique.jpg');
  await expectToast(page, '1 image(s) téléchargée(s) avec succès');
  const oldSlug = await form.getByLabel('Slug').inputValue();
  await form.getByRole('button', { name: 'Publier' }).click();
  await expectToast(page, 'Article ajouté avec succès');
  await page.goto(`/blog/${oldSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await gotoAdmin(page, '/admin/blog');
  await page.getByRole('button', { name: `Modifier l’article ${title}` }).click();
  const edit = page.getByRole('region', { name: 'Modifier l’article' });
  const newSlug = `${oldSlug}-nouvelle-adresse`;
  await edit.getByLabel('Slug').fill(newSlug);
  await edit.getByRole('button', { name: 'Mettre à jour l’article' }).click();
  await expectToast(page, 'Article mis à jour avec succès');

  const visitor = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  expect(await answer(visitor, `/blog/${oldSlug}`)).toEqual({ status: 308, location: `/blog/${newSlug}` });
  await page.goto(`/blog/${oldSlug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${newSlug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The redirect is listed in « Redirections », as a change of address.
  await gotoAdmin(page, '/admin/reglages/redirections');
  const row = page.getByRole('row').filter({ hasText: `/blog/${oldSlug}` });
  await expect(row).toContainText(`/blog/${newSlug}`);
  await expect(row).toContainText('Changement d’adresse');
  await visitor.dispose();
});

test('the owner’s redirects: French errors, an old site’s address to a page, a CSV import, a removal', async ({
  page,
  playwright,
}) => {
  const old = `/${unique('ancien-site')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}/nos-tarifs.html`;
  const visitor = await playwright.request.newContext({ baseURL: 'http://localhost' });
  await gotoAdmin(page, '/admin/reglages/redirections');
  const origin = new URL(page.url()).origin;
  const visit = (path: string) => answer(visitor, `${origin}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Redirections' })).toBeVisible();
  expect((await visit(old)).status).toBe(404);

  await page.getByRole('button', { name: 'Ajouter une redirection' }).click();
  const form = page.getByRole('region', { name: 'Nouvelle redirection' });
  await form.getByLabel('Ancienne adresse').fill(`https://www.ancien-studio.example${old}?ref=menu`);
  await form.getByLabel('Nouvelle adresse').fill('/nulle-part');
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(form.getByText('Cette page n’existe pas sur le site\u00a0: /nulle-part')).toBeVisible();
  expect((await visit(old)).status).toBe(404);
  await form.getByLabel('Nouvelle adresse').fill('/services/mise-en-page');
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expectToast(page, 'Redirection enregistrée');
  await expect(page.getByRole('row').filter({ hasText: old })).toContainText('Ajoutée à la main');
  expect(await visit(old)).toEqual({ status: 308, location: '/services/mise-en-page' });
  await page.goto(old);
  await expect(page).toHaveURL(/\/services\/mise-en-page$/);

  // A CSV with a bad line imports nothing and names the line; corrected, both lines are imported.
  await gotoAdmin(page, '/admin/reglages/redirections');
  const file = (text: string) => ({ name: 'redirections.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  const a = `${old.replace('nos-tarifs', 'contact')}`;
  const b = `${old.replace('nos-tarifs', 'qui-sommes-nous')}`;
  await page
    .getByLabel('Choisir un fichier CSV')
    .setInputFiles(file(`Ancienne;Nouvelle\n${a};/contact\n${b};/equipe\n`));
  const problems = page.getByRole('alert').filter({ hasText: 'Rien n’a été importé' });
  await expect(problems).toContainText('Ligne 3\u00a0: Cette page n’existe pas sur le site\u00a0: /equipe');
  expect((await visit(a)).status).toBe(404);
  await page
    .getByLabel('Choisir un fichier CSV')
    .setInputFiles(file(`Ancienne;Nouvelle\n${a};/contact\n${b};/a-propos\n`));
  await expectToast(page, '2 redirections importées');
  await expect(problems).toHaveCount(0);
  expect(await visit(a)).toEqual({ status: 308, location: '/contact' });
  expect(await visit(b)).toEqual({ status: 308, location: '/a-propos' });

  await page.getByRole('button', { name: `Supprimer la redirection ${old}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Redirection supprimée');
  expect((await visit(old)).status).toBe(404);
  await visitor.dispose();
});

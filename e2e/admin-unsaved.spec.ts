// Nothing written is lost: an unsaved article, letter or page text is kept in this browser and offered back
// when its form opens again; leaving a form with unsaved changes (a menu link, « Précédent », a reload or
// a closed tab) asks first.
import type { Page } from '@playwright/test';
import { expect, gotoAdmin, newEntryForm, test, unique } from './fixtures/admin';

test.describe.configure({ timeout: 90_000 });

const LEAVE = 'Des modifications ne sont pas enregistrées. Quitter cette page quand même ?';

/** Answers the next dialog (the leave question, or the browser's own before a reload) and says what it was. */
function nextDialog(page: Page, accept: boolean): Promise<{ type: string; message: string }> {
  return new Promise((resolve) =>
    page.once('dialog', async (dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() });
      await (accept ? dialog.accept() : dialog.dismiss());
    }),
  );
}

test('an article: a menu link and « Précédent » ask first; a reload keeps the text, offered back', async ({ page }) => {
  const title = unique('Brouillon jamais perdu');
  await gotoAdmin(page, '/admin/dashboard');
  const form = await newEntryForm(page, 'post', title);
  await form.getByLabel('Contenu', { exact: true }).fill('Un paragraphe tapé avant une fausse manœuvre.');

  // The menu: asked, and staying keeps the form as it was.
  const asked = nextDialog(page, false);
  await page
    .getByRole('navigation', { name: 'Menu d’administration' })
    .getByRole('link', { name: 'Tutoriels' })
    .click();
  expect(await asked).toEqual({ type: 'confirm', message: LEAVE });
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(form.getByLabel('Titre')).toHaveValue(title);

  // « Précédent »: asked too; staying keeps the page.
  const back = nextDialog(page, false);
  await page.goBack();
  expect(await back).toEqual({ type: 'confirm', message: LEAVE });
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(form.getByLabel('Titre')).toHaveValue(title);

  // A reload (the browser asks; leaving anyway): the text comes back when the form opens again.
  const reload = nextDialog(page, true);
  await page.reload();
  expect((await reload).type).toBe('beforeunload');
  await page.getByRole('button', { name: 'Ajouter un article' }).click();
  const again = page.getByRole('region', { name: 'Nouvel article' });
  await expect(again.getByRole('status').filter({ hasText: 'Modifications non enregistrées du' })).toBeVisible();
  await expect(again.getByLabel('Titre')).toHaveValue(title);
  await expect(again.getByLabel('Contenu', { exact: true })).toHaveValue(
    'Un paragraphe tapé avant une fausse manœuvre.',
  );

  // « Ignorer » forgets it; the form is clean and the menu no longer asks.
  await again.getByRole('button', { name: 'Ignorer' }).click();
  await expect(again.getByLabel('Titre')).toHaveValue('');
  await page
    .getByRole('navigation', { name: 'Menu d’administration' })
    .getByRole('link', { name: 'Tutoriels' })
    .click();
  await expect(page).toHaveURL(/\/admin\/tutorials$/);
});

test('a letter and the site’s texts: kept through a reload, offered back', async ({ page }) => {
  const subject = unique('Lettre jamais perdue');
  await gotoAdmin(page, '/admin/newsletter/lettres');
  await page.getByLabel('Objet').fill(subject);
  await page.getByLabel('Introduction').fill('Une introduction à ne pas perdre.');
  const reload = nextDialog(page, true);
  await page.reload();
  await reload;
  await expect(page.getByRole('status').filter({ hasText: 'Modifications non enregistrées du' })).toBeVisible();
  await expect(page.getByLabel('Objet')).toHaveValue(subject);
  await expect(page.getByLabel('Introduction')).toHaveValue('Une introduction à ne pas perdre.');
  await page.getByRole('button', { name: 'Ignorer' }).click();
  await expect(page.getByLabel('Objet')).toHaveValue('');

  await gotoAdmin(page, '/admin/reglages/textes');
  const lead = page.getByLabel('Introduction');
  const before = await lead.inputValue();
  await lead.fill(`${before} Une phrase ajoutée, non enregistrée.`);
  const again = nextDialog(page, true);
  await page.reload();
  await again;
  await expect(page.getByLabel('Introduction')).toHaveValue(`${before} Une phrase ajoutée, non enregistrée.`);
  await page.getByRole('button', { name: 'Ignorer' }).click();
  await expect(page.getByLabel('Introduction')).toHaveValue(before);
});

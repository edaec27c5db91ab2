// « Textes du site » and « Témoignages et chiffres »: the owner changes the home headline, a testimonial
// (and adds one with a photo, hides another, reorders) and a key figure, at desktop width and on a phone;
// the prerendered home, about and portfolio pages follow at once, without a deploy; bad input is refused in
// French and writes nothing; the journal has the changes; the first version comes back from the history.
import { confirmIn, expect, expectToast, gotoAdmin, imageFile, test, unique } from './fixtures/admin';
import type { Page } from '@playwright/test';

async function restoreFirstVersion(page: Page, path: string, dialog: string) {
  await gotoAdmin(page, path);
  await page.getByText(/Historique/).click();
  await page.getByRole('button', { name: 'Restaurer la version 1' }).click();
  await confirmIn(page, dialog, 'Restaurer');
  await expectToast(page, 'Version restaurée avec succès');
}

const homeHeading = (page: Page) => page.getByRole('heading', { level: 1 });

test('an admin changes the home headline; bad texts are refused; the preview and the home page follow', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const before = (await homeHeading(page).textContent())!;

  await gotoAdmin(page, '/admin/reglages/textes');
  await expect(page.getByRole('heading', { level: 1, name: 'Textes du site' })).toBeVisible();
  await expect(page.getByLabel('Page')).toHaveValue('home');
  const save = page.getByRole('button', { name: 'Enregistrer les textes' });
  const title = page.getByRole('textbox', { name: 'Titre', exact: true });
  const lead = page.getByLabel('Introduction');

  // Bad input: French messages beside the fields, nothing saved.
  await title.fill('');
  await lead.fill('Un devis sous {délai devis}, dès {tarif}.');
  await save.click();
  await expect(page.getByText('Ce texte ne peut pas être vide')).toBeVisible();
  await expect(page.getByText(/Variable inconnue\s:\s\{tarif\}/)).toBeVisible();
  await page.reload();
  // Nothing was saved: the unsaved texts are offered back from this browser, « Ignorer » shows what is online.
  await expect(page.getByRole('status').filter({ hasText: 'Modifications non enregistrées du' })).toBeVisible();
  await page.getByRole('button', { name: 'Ignorer' }).click();
  await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).not.toHaveValue('');

  // A new headline and lead, previewed with the variable replaced and French typography, then saved.
  const headline = unique('Des livres composés avec soin pour');
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(headline);
  await page.getByLabel('Introduction').fill('Réponse garantie sous {délai devis}: promis!');
  const preview = page.getByRole('region', { name: 'Aperçu' });
  await expect(preview).toContainText(headline);
  await expect(preview).toContainText('Réponse garantie sous 24h\u00a0: promis\u202f!');
  await save.click();
  await expectToast(page, 'Textes enregistrés avec succès');

  await page.goto('/');
  await expect(homeHeading(page)).toContainText(headline);
  await expect(page.getByRole('main')).toContainText('Réponse garantie sous 24h\u00a0: promis\u202f!');

  // The journal has it; the first version brings today's texts back, and the home page follows.
  await gotoAdmin(page, '/admin/journal?element=texts');
  await expect(page.getByRole('main')).toContainText(/Textes du site modifiés \(version \d+\)/);
  await restoreFirstVersion(page, '/admin/reglages/textes', 'Restaurer ces textes');
  await page.goto('/');
  await expect(homeHeading(page)).toHaveText(before);
});

test('the lists’ and the 404’s heroes and the legal pages’ search words come from « Textes du site »', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const save = page.getByRole('button', { name: 'Enregistrer les textes' });
  const choose = async (label: string) => {
    await gotoAdmin(page, '/admin/reglages/textes');
    await page.getByLabel('Page', { exact: true }).selectOption({ label });
  };

  // The blog's hero and its title for search engines.
  await choose('Blog');
  const heroTitle = unique('Le carnet de l’atelier');
  await page.getByRole('textbox', { name: 'Titre de la page', exact: true }).fill(heroTitle);
  await page.getByLabel('Introduction').fill('Nos conseils, réponse sous {délai devis}.');
  await page.getByRole('textbox', { name: 'Moteurs de recherche : titre' }).fill('Le blog de {studio}');
  await expect(page.getByRole('region', { name: 'Aperçu' })).toContainText(heroTitle);
  await save.click();
  await expectToast(page, 'Textes enregistrés avec succès');
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle);
  await expect(page.getByRole('main')).toContainText(/Nos conseils, réponse sous 24\s?h\./);
  expect(await page.title()).toMatch(/^Le blog de Studio/);

  // The 404's text, on an address no route answers.
  await choose('Page introuvable (404)');
  const lead = unique('Cette adresse ne mène nulle part');
  await page.getByLabel('Introduction').fill(lead);
  await save.click();
  await expectToast(page, 'Textes enregistrés avec succès');
  const missing = await page.goto('/une-adresse-inconnue-du-site');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('main')).toContainText(lead);

  // The legal notice's title in search results; its page is unchanged.
  await choose('Mentions légales');
  await page.getByRole('textbox', { name: 'Moteurs de recherche : titre' }).fill('Qui édite ce site');
  await save.click();
  await expectToast(page, 'Textes enregistrés avec succès');
  await page.goto('/mentions-legales');
  expect(await page.title()).toMatch(/^Qui édite ce site \| /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');

  // Back to the first-run words.
  await restoreFirstVersion(page, '/admin/reglages/textes', 'Restaurer ces textes');
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conseils et coulisses de l’édition');
});

test('an admin edits, adds with a photo, hides and reorders testimonials and changes a key figure; the site follows', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await gotoAdmin(page, '/admin/reglages/temoignages');
  const list = page.getByRole('region', { name: /Témoignages \(/ });
  const items = list.getByRole('listitem');
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(3);
  const save = page.getByRole('button', { name: 'Enregistrer les témoignages et les chiffres' });
  const hiddenAuthor = await items.nth(2).getByLabel('Nom').inputValue();

  // Bad input: a testimonial without a name is refused, nothing is saved.
  await items.first().getByLabel('Nom').fill('');
  await save.click();
  await expect(list.getByText('Indiquez le nom de la personne')).toBeVisible();
  await page.reload();
  await expect(items.first().getByLabel('Nom')).not.toHaveValue('');

  // Edit the first, hide the third, add one with a photo and move it to the top; change a figure.
  const author = unique('Aina Rakoto');
  const quote = `Un travail remarquable sur notre catalogue ${Date.now().toString(36)}.`;
  await items.first().getByLabel('Témoignage').fill('Des fichiers impeccables, livrés en avance.');
  await items.nth(2).getByLabel('Masquer sur le site').check();
  await page.getByRole('button', { name: 'Ajouter un témoignage' }).click();
  const added = items.nth(count);
  await added.getByLabel('Nom').fill(author);
  await added.getByLabel('Société ou fonction, ville').fill('Éditions du Lagon, Lyon');
  await added.getByLabel('Témoignage').fill(quote);
  await added.getByLabel('Note').selectOption('4');
  await added.getByLabel('Choisir une image').setInputFiles(await imageFile('portrait.png', '#b45309'));
  await expect(added.getByRole('img', { name: /Aperçu/ })).toBeVisible();
  for (let i = count; i > 0; i--) await items.nth(i).getByRole('button', { name: 'Monter' }).click();
  await expect(items.first().getByLabel('Nom')).toHaveValue(author);
  const figures = page.getByRole('region', { name: 'Chiffres clés' });
  await figures.getByLabel('Chiffre 1').fill('120+');
  await save.click();
  await expectToast(page, 'Témoignages enregistrés avec succès');

  await page.goto('/');
  const section = page.getByRole('region', { name: 'Ils nous font confiance' });
  const cards = section.getByRole('figure');
  await expect(cards.first()).toContainText(author);
  await expect(cards.first()).toContainText(quote);
  await expect(cards.first()).toContainText('Note\u00a0: 4 sur 5');
  await expect(cards.first().locator('img')).toHaveAttribute('src', /\/_next\/image\?url=%2Fstorage%2F/);
  await expect(section).toContainText('Des fichiers impeccables, livrés en avance.');
  await expect(section).not.toContainText(hiddenAuthor);
  for (const path of ['/a-propos', '/portfolio']) {
    await page.goto(path);
    await expect(page.getByRole('main').locator('dd').first()).toHaveText('120+');
  }

  await restoreFirstVersion(page, '/admin/reglages/temoignages', 'Restaurer ces témoignages');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Ils nous font confiance' })).not.toContainText(author);
  await expect(page.getByRole('region', { name: 'Ils nous font confiance' })).toContainText(hiddenAuthor);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the headline and a testimonial are changed at 390 px, without sideways scrolling', async ({ page }) => {
    test.setTimeout(120_000);
    await gotoAdmin(page, '/admin/reglages/textes');
    const title = page.getByRole('textbox', { name: 'Titre', exact: true });
    await title.scrollIntoViewIfNeeded();
    await expect(title).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const headline = unique('Vos livres mis en page pour');
    await title.fill(headline);
    const saveTexts = page.getByRole('button', { name: 'Enregistrer les textes' });
    await saveTexts.scrollIntoViewIfNeeded();
    await expect(saveTexts).toBeInViewport();
    await saveTexts.click();
    await expectToast(page, 'Textes enregistrés avec succès');

    await gotoAdmin(page, '/admin/reglages/temoignages');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const first = page
      .getByRole('region', { name: /Témoignages \(/ })
      .getByRole('listitem')
      .first();
    const author = unique('Hery Rabe');
    await first.getByLabel('Nom').fill(author);
    // The card's actions are reachable without scrolling sideways.
    for (const name of ['Monter', 'Descendre', 'Retirer']) {
      const button = first.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    await page.getByRole('button', { name: 'Enregistrer les témoignages et les chiffres' }).click();
    await expectToast(page, 'Témoignages enregistrés avec succès');
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: /Témoignages \(/ })
        .getByRole('listitem')
        .first()
        .getByLabel('Nom'),
    ).toHaveValue(author);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(headline);
    await expect(page.getByRole('region', { name: 'Ils nous font confiance' })).toContainText(author);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await restoreFirstVersion(page, '/admin/reglages/textes', 'Restaurer ces textes');
    await restoreFirstVersion(page, '/admin/reglages/temoignages', 'Restaurer ces témoignages');
  });
});

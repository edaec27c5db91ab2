// Back office: blog articles and tutorials — forms with their rules (tags, markdown preview,
// image upload, video URL → id, derived thumbnail), tables, and the public pages following.
import { expect, expectToast, gotoAdmin, newEntryForm, imageFile, openAdminList, test, unique } from './fixtures/admin';

test.describe.configure({ timeout: 90_000 });

/** The article and tutorial lists' columns: the kind's own third one between the category and the date. */
const contentColumns = (third: string) => ['Sélection', 'Titre', 'Catégorie', third, 'Date', 'Statut', 'Actions'];

test('blog: required fields, markdown preview, image upload, tags, public page, delete', async ({ page }) => {
  const title = unique('Réussir sa couverture');
  await openAdminList(page, '/admin/blog', 'Articles du blog', contentColumns('Auteur'));

  await page.getByRole('button', { name: 'Ajouter un article' }).click();
  const form = page.getByRole('region', { name: 'Nouvel article' });
  // The date defaults to today; add/edit buttons elsewhere are disabled.
  await expect(form.getByLabel('Date affichée sur l’article')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('button', { name: /^Modifier l’article/ }).first()).toBeDisabled();

  await form.getByRole('button', { name: 'Ajouter l’article' }).click();
  await expectToast(page, 'Veuillez remplir tous les champs obligatoires');
  await expect(form.getByText('Veuillez remplir tous les champs obligatoires')).toHaveCount(3);

  await form.getByLabel('Titre').fill(title);
  await expect(form.getByLabel('Slug')).toHaveValue(/^reussir-sa-couverture-/);
  await form.getByLabel('Extrait').fill('Les règles d’une couverture qui se vend.');
  await form
    .getByLabel('Contenu', { exact: true })
    .fill('## Trois règles\n\n- **Lisible** en vignette\n- Un seul message\n\n<script>alert(1)</script>');
  await form.getByRole('tab', { name: 'Aperçu' }).click();
  const preview = form.getByRole('tabpanel', { name: 'Aperçu' });
  await expect(preview.getByRole('heading', { name: 'Trois règles' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('Lisible');
  await expect(preview.locator('script')).toHaveCount(0);
  // The preview is styled as the public article (same renderer and prose style).
  const previewHeading = preview.getByRole('heading', { name: 'Trois règles' });
  const previewStyle = await previewHeading.evaluate((h) => [
    getComputedStyle(h).fontSize,
    getComputedStyle(h).fontWeight,
    getComputedStyle(h).color,
  ]);
  await form.getByRole('tab', { name: 'Écrire' }).click();

  await form.getByLabel('Choisir une image').setInputFiles(await imageFile('couverture.png', '#7c3aed'));
  await expectToast(page, '1 image(s) téléchargée(s) avec succès');
  await form.getByLabel('Auteur').fill('Équipe e2e');
  await form.getByLabel('Catégorie').selectOption({ index: 1 });
  await form.getByLabel('Tags').fill(' couverture, , typographie ,couverture ');
  await expect(form.getByText('couverture', { exact: true })).toBeVisible();
  // A new article is a draft until « Publier ».
  await expect(form.getByLabel('Statut')).toHaveValue('draft');
  await form.getByRole('button', { name: 'Publier' }).click();
  await expectToast(page, 'Article ajouté avec succès');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Équipe e2e');
  await expect(row).toContainText('couverture, typographie');

  // Public: the article page exists at once with its tags.
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('typographie').first()).toBeVisible();
  const publicStyle = await page
    .getByRole('heading', { level: 2, name: 'Trois règles' })
    .evaluate((h) => [getComputedStyle(h).fontSize, getComputedStyle(h).fontWeight, getComputedStyle(h).color]);
  expect(previewStyle).toEqual(publicStyle);

  // Edit then delete.
  await gotoAdmin(page, '/admin/blog');
  await page.getByRole('button', { name: `Modifier l’article ${title}` }).click();
  const edit = page.getByRole('region', { name: 'Modifier l’article' });
  await expect(edit.getByLabel('Tags')).toHaveValue('couverture, typographie');
  await edit.getByLabel('Extrait').fill('Extrait révisé.');
  await edit.getByRole('button', { name: 'Mettre à jour l’article' }).click();
  await expectToast(page, 'Article mis à jour avec succès');
  await page.getByRole('button', { name: `Supprimer l’article ${title}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Êtes-vous sûr de vouloir supprimer l’article « ${title} »`);
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Article supprimé avec succès');
  await page.goto(`/blog/${slug}`);
  await expect(page.getByText('Article non trouvé').first()).toBeVisible();
});

test('tutorials: pasted video URL reduced to its id, derived thumbnail, duration rule, tags, public page', async ({
  page,
}) => {
  const title = unique('Styles Word');
  await openAdminList(page, '/admin/tutorials', 'Tutoriels', contentColumns('Durée'));

  await page.getByRole('button', { name: 'Ajouter un tutoriel' }).click();
  const form = page.getByRole('region', { name: 'Nouveau tutoriel' });
  await form.getByLabel('Titre').fill(title);
  await form.getByLabel('Description').fill('Créer et appliquer des styles de paragraphe.');
  await form.getByLabel('Vidéo (adresse ou identifiant)').fill('https://vimeo.com/123456');
  await expect(form.getByText('Lien ou identifiant de vidéo non reconnu')).toBeVisible();
  await form.getByLabel('Vidéo (adresse ou identifiant)').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
  await expect(form.getByText('Identifiant de la vidéo : dQw4w9WgXcQ')).toBeVisible();
  await expect(form.getByText('Sans image téléchargée, la miniature de la vidéo est utilisée.')).toBeVisible();
  await form.getByLabel('Durée (mm:ss)').fill('7');
  await form.getByLabel('Tags').fill('Word, styles,');
  await form.getByRole('button', { name: 'Ajouter le tutoriel' }).click();
  await expectToast(page, 'La durée doit être au format mm:ss (par exemple 12:34)');
  await form.getByLabel('Durée (mm:ss)').fill('07:45');
  // The written steps, with the toolbar: a section title and a numbered list.
  const body = form.getByRole('textbox', { name: 'Contenu (étapes écrites)' });
  await body.fill('Les étapes');
  await body.selectText();
  await form.getByRole('button', { name: 'Section', exact: true }).click();
  await body.press('End');
  await body.pressSequentially('\nOuvrir le panneau des styles\nCréer le style Texte courant');
  await body.evaluate((t: HTMLTextAreaElement) => t.setSelectionRange(t.value.indexOf('Ouvrir'), t.value.length));
  await form.getByRole('button', { name: 'Liste numérotée' }).click();
  await expect(body).toHaveValue('## Les étapes\n1. Ouvrir le panneau des styles\n2. Créer le style Texte courant');
  await form.getByRole('button', { name: 'Publier' }).click();
  await expectToast(page, 'Tutoriel ajouté avec succès');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('07:45');
  await expect(row.locator('img')).toHaveAttribute('src', /i\.ytimg\.com\/vi\/dQw4w9WgXcQ\/hqdefault\.jpg/);

  // Edit: the stored id comes back; upload a thumbnail instead of the derived one.
  await row.getByRole('button', { name: `Modifier le tutoriel ${title}` }).click();
  const edit = page.getByRole('region', { name: 'Modifier le tutoriel' });
  await expect(edit.getByLabel('Vidéo (adresse ou identifiant)')).toHaveValue('dQw4w9WgXcQ');
  await edit.getByLabel('Choisir une image').setInputFiles(await imageFile('miniature.jpg', '#0ea5e9', 'jpeg'));
  await expectToast(page, '1 image(s) téléchargée(s) avec succès');
  await edit.getByRole('button', { name: 'Mettre à jour le tutoriel' }).click();
  await expectToast(page, 'Tutoriel mis à jour avec succès');
  await expect(page.getByRole('row').filter({ hasText: title }).locator('img')).toHaveAttribute(
    'src',
    /storage%2Fblog-images|\/storage\/blog-images\//,
  );

  // Public list shows it at once (newest first); its page has the written steps under the video.
  await page.goto('/tutoriels');
  await expect(page.getByText(title).first()).toBeVisible();
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Les étapes' })).toBeVisible();
  for (const step of ['Ouvrir le panneau des styles', 'Créer le style Texte courant'])
    await expect(page.getByRole('listitem').filter({ hasText: step })).toBeVisible();

  await gotoAdmin(page, '/admin/tutorials');
  await page.getByRole('button', { name: `Supprimer le tutoriel ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Tutoriel supprimé avec succès');
  await page.goto('/tutoriels');
  await expect(page.getByText(title)).toHaveCount(0);
});

test('tutorials: a long description is cut on the cards (lists, home) and whole on its page', async ({ page }) => {
  const title = unique('Description longue');
  const sentence = 'Une phrase de description répétée pour approcher la longueur maximale permise. ';
  const description = `${sentence.repeat(60).trim()} FIN-DU-TEXTE`; // ~4,800 characters (limit 5,000)
  const form = await newEntryForm(page, 'tutorial', title);
  await form.getByLabel('Description').fill(description);
  await form.getByLabel('Vidéo (adresse ou identifiant)').fill('dQw4w9WgXcQ');
  await form.getByLabel('Durée (mm:ss)').fill('05:00');
  await form.getByRole('button', { name: 'Publier' }).click();
  await expectToast(page, 'Tutoriel ajouté avec succès');

  // The cards get the start of the text, cut on a word with « … » (lib/format/card-text.ts): the rest is
  // in neither the HTML nor the page's payload.
  for (const path of ['/tutoriels', '/']) {
    await page.goto(path);
    const card = page.locator('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    const text = (await card.getByText(/^Une phrase de description/).textContent()) ?? '';
    expect(text.length, path).toBeLessThanOrEqual(240);
    expect(text, path).toMatch(/\p{L}…$/u);
    expect(description.startsWith(text.slice(0, -1)), path).toBe(true);
    expect(await (await page.request.get(path)).text(), path).not.toContain('FIN-DU-TEXTE');
  }
  // The tutorial's own page shows it whole.
  await page.locator('article').filter({ hasText: title }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/FIN-DU-TEXTE/)).toBeVisible();

  await gotoAdmin(page, '/admin/tutorials');
  await page.getByRole('button', { name: `Supprimer le tutoriel ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Tutoriel supprimé avec succès');
});

// « Référencement »: an article's own title and description for search engines, with their counters and the
// previews of the result and of the shared card; the public page's <title>, description and share card
// follow, while its heading stays the article's title.
import { expect, expectToast, newEntryForm, test, unique } from './fixtures/admin';

test.describe.configure({ timeout: 90_000 });

test('an article’s search-engine title and description: counted, previewed, then on the public page', async ({
  page,
}) => {
  const title = unique('Article référencé');
  const seoTitle = 'Mise en page d’un roman : prix et délais';
  const seoDescription = 'Ce que coûte la mise en page d’un roman de 240 pages, et en combien de temps.';
  const form = await newEntryForm(page, 'post', title);
  await form.getByLabel('Extrait').fill('L’extrait, affiché sur les cartes.');
  await form.getByLabel('Choisir une image').setInputFiles('public/images/defaults/generique.jpg');
  await expectToast(page, '1 image(s) téléchargée(s) avec succès');
  await form.getByLabel('Texte alternatif de l’image', { exact: true }).fill('La couverture : un roman « Sépia »');

  await form.getByText('Référencement (moteurs de recherche et partage)').click();
  const result = form.getByRole('figure', { name: 'Aperçu du résultat de recherche' });
  // Empty: the article's own title and extract are what a search engine shows.
  await expect(result).toContainText(title);
  await expect(result).toContainText('L’extrait, affiché sur les cartes.');
  await form.getByLabel('Titre pour les moteurs de recherche').fill(seoTitle);
  await expect(form.getByText(`${seoTitle.length}/60 caractères conseillés`)).toBeVisible();
  await form.getByLabel('Description pour les moteurs de recherche').fill(seoDescription);
  await expect(form.getByText(`${seoDescription.length}/155 caractères conseillés`)).toBeVisible();
  await expect(result).toContainText(seoTitle);
  await expect(result).toContainText(seoDescription);
  await expect(form.getByRole('figure', { name: 'Aperçu du partage' })).toContainText(seoTitle);
  // Past the advice, the counter says what happens.
  await form.getByLabel('Titre pour les moteurs de recherche').fill(`${seoTitle} ${seoTitle}`);
  await expect(form.getByText(/caractères conseillés\s: le moteur de recherche coupera la fin/)).toBeVisible();
  await form.getByLabel('Titre pour les moteurs de recherche').fill(seoTitle);
  const slug = await form.getByLabel('Slug').inputValue();
  await form.getByRole('button', { name: 'Publier' }).click();
  await expectToast(page, 'Article ajouté avec succès');

  await page.goto(`/blog/${slug}`);
  expect((await page.title()).replace(/[\u00a0\u202f]/g, ' ')).toMatch(
    new RegExp(`^Mise en page d’un roman ?: prix et délais \\| `),
  );
  // French typography on the public page: no-break spaces where French wants them.
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description!.replace(/[\u00a0\u202f]/g, ' ')).toBe(seoDescription);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // The cover's text alternative is typeset like every text of the page.
  await expect(page.getByRole('main').locator('header + div img').first()).toHaveAttribute(
    'alt',
    'La couverture\u00a0: un roman «\u202fSépia\u202f»',
  );
});

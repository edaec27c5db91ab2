// Private preview: « Prévisualiser » in an admin form opens the unpublished item at its public URL in
// draft mode, with a banner, noindex and no caching; leaving ends it. The draft-mode cookie copied into
// another browser shows nothing: the server checks the admin's session on every preview request.
import type { Browser, BrowserContext, Cookie, Page } from './fixtures/test';
import { expect, expectToast, gotoAdmin, newEntryForm, imageFile, test, unique } from './fixtures/admin';
import { slugify } from '../lib/validation/slug';

const BYPASS = '__prerender_bypass';

/** A browser with no session, optionally holding cookies copied from another one. */
async function visitor(browser: Browser, baseURL: string | undefined, cookies: Cookie[] = []): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  await context.addCookies(cookies);
  return context;
}

/** Clicks « Prévisualiser » in the open edit form and returns the new tab, loaded. */
async function openPreview(page: Page, form: ReturnType<Page['getByRole']>): Promise<Page> {
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    form.getByRole('link', { name: 'Prévisualiser' }).click(),
  ]);
  await preview.waitForLoadState();
  return preview;
}

/** The preview document as the admin's browser gets it: status, caching and robots. */
async function expectPrivateDocument(context: BrowserContext, path: string) {
  const res = await context.request.get(path, { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toMatch(/no-store/);
  expect(res.headers()['cache-control']).toMatch(/private/);
  expect(await res.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
}

test('an admin previews a draft article; visitors, even with the copied cookie, get 404', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = unique('Aperçu article');
  const path = `/blog/${slugify(title)}`;
  await gotoAdmin(page, '/admin/blog');
  await page.getByRole('button', { name: 'Ajouter un article' }).click();
  const form = page.getByRole('region', { name: 'Nouvel article' });
  await expect(form.getByRole('link', { name: 'Prévisualiser' })).toHaveCount(0); // nothing saved yet
  await form.getByLabel('Titre').fill(title);
  await form.getByLabel('Extrait').fill('Un texte que seul l’administrateur voit.');
  await form.getByLabel('Choisir une image').setInputFiles(await imageFile('apercu.png', '#7c3aed'));
  await expectToast(page, '1 image(s) téléchargée(s) avec succès');
  await form.getByLabel('Statut').selectOption('draft');
  await form.getByRole('button', { name: 'Ajouter l’article' }).click();
  await expectToast(page, 'Article ajouté avec succès');
  await page.getByRole('button', { name: `Modifier l’article ${title}` }).click();

  const preview = await openPreview(page, page.getByRole('region', { name: 'Modifier l’article' }));
  await expect(preview).toHaveURL(new RegExp(`${path}$`));
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const banner = preview.getByRole('complementary', { name: 'Aperçu' });
  await expect(banner).toContainText('Aperçu — non publié');
  await expect(banner).toContainText('Brouillon');
  await expectPrivateDocument(page.context(), path);
  expect((await page.context().request.get(path)).headers()['content-security-policy']).toContain("'nonce-");

  // The same cookie in a visitor's browser: exactly what visitors get.
  const bypass = (await page.context().cookies()).filter((c) => c.name === BYPASS);
  expect(bypass).toHaveLength(1);
  expect(bypass[0]!.path).toBe(path); // the rest of the site stays static for the admin too
  const thief = await visitor(browser, baseURL, bypass);
  const stolen = await thief.request.get(path);
  expect(stolen.status()).toBe(404);
  // The prefix before the apostrophe: documents may carry ’ as a character reference.
  expect(await stolen.text()).not.toContain('Un texte que seul l');
  // Its headers too: the prerendered pages' policy, never the per-request nonce one (proxy.ts).
  expect(stolen.headers()['content-security-policy']).not.toContain("'nonce-");
  expect(stolen.headers()['content-security-policy']).toContain("'unsafe-inline'");
  await thief.close();

  // Leaving the preview: back to the same URL, now as a visitor sees it (a draft: not found).
  await banner.getByRole('link', { name: 'Quitter l’aperçu' }).click();
  await expect(preview).toHaveURL(new RegExp(`${path}$`));
  await expect(preview.getByRole('heading', { level: 1, name: 'Article non trouvé' })).toBeVisible();
  expect((await page.context().cookies()).filter((c) => c.name === BYPASS)).toHaveLength(0);

  const guest = await visitor(browser, baseURL);
  expect((await guest.request.get(path)).status()).toBe(404);
  await guest.close();
});

test('an admin previews a scheduled tutorial; a plain visitor still gets 404', async ({ page, browser, baseURL }) => {
  const title = unique('Aperçu tutoriel');
  const path = `/tutoriels/${slugify(title)}`;
  const form = await newEntryForm(page, 'tutorial', title);
  await form.getByLabel('Description').fill('Une vidéo prévue pour plus tard.');
  await form.getByLabel('Vidéo (adresse ou identifiant)').fill('dQw4w9WgXcQ');
  await form.getByLabel('Statut').selectOption('scheduled');
  await form.getByLabel('Date et heure de publication').fill('2099-01-01T09:00');
  await form.getByRole('button', { name: 'Ajouter le tutoriel' }).click();
  await expectToast(page, 'Tutoriel ajouté avec succès');
  // The date stands under the « Programmé » badge, so the row's buttons stay on screen at 1280 px.
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('01/01/2099 à 09:00');
  // The closed form leaves the page scrolled down: bring the row up by its first cell, not its buttons.
  await row.getByRole('checkbox').scrollIntoViewIfNeeded();
  await expect(row.getByRole('button', { name: `Supprimer le tutoriel ${title}` })).toBeInViewport({ ratio: 1 });
  await page.getByRole('button', { name: `Modifier le tutoriel ${title}` }).click();

  const preview = await openPreview(page, page.getByRole('region', { name: 'Modifier le tutoriel' }));
  await expect(preview).toHaveURL(new RegExp(`${path}$`));
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('complementary', { name: 'Aperçu' })).toContainText('Aperçu — non publié (Programmé)');
  await expectPrivateDocument(page.context(), path);

  const guest = await visitor(browser, baseURL);
  expect((await guest.request.get(path)).status()).toBe(404);
  await guest.close();
});

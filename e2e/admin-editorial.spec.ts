// Editorial workflow seen from both sides: an admin writes a draft and schedules an article; a
// visitor sees nothing before its time, then finds it on /blog, in the sitemap and the RSS feed
// without anyone touching the back office again.
import type { Browser, Page } from './fixtures/test';
import { autosaved, expect, expectToast, gotoAdmin, newEntryForm, imageFile, test, unique } from './fixtures/admin';
import { slugify } from '../lib/validation/slug';
import { decodeReferences } from './fixtures/html';
import { isoToStudioLocal } from '../lib/dates';

/** The studio's wall-clock « YYYY-MM-DDTHH:mm:ss » of an instant (what the form's datetime-local expects). */
const studioLocal = (ms: number) => isoToStudioLocal(new Date(ms).toISOString(), { seconds: true });

async function writeArticle(page: Page, title: string): Promise<ReturnType<Page['getByRole']>> {
  const form = await newEntryForm(page, 'post', title);
  await form.getByLabel('Extrait').fill('Un article préparé à l’avance.');
  await form.getByLabel('Choisir une image').setInputFiles(await imageFile('programme.png', '#0f766e'));
  await expectToast(page, '1 image(s) téléchargée(s) avec succès');
  return form;
}

/** A visitor's own browser: no session cookie. */
async function visitor(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

test('a draft stays private and is listed with its status', async ({ page, browser, baseURL }) => {
  // A save, two list filters, the journal and a visitor's two pages: ~15 s alone, up to 30 s beside another worker.
  test.setTimeout(60_000);
  const title = unique('Brouillon confidentiel');
  const form = await writeArticle(page, title);
  // New content starts as a draft: its first save puts nothing online.
  await expect(form.getByLabel('Statut')).toHaveValue('draft');
  await form.getByRole('button', { name: 'Ajouter l’article' }).click();
  await expectToast(page, 'Article ajouté avec succès');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Brouillon');
  await page.getByLabel('Statut', { exact: true }).selectOption('published');
  await expect(row).toHaveCount(0);
  await page.getByLabel('Statut', { exact: true }).selectOption('draft');
  await expect(row).toBeVisible();

  // The journal has the step, found by its filters.
  await page.getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await page.getByLabel('Élément').selectOption('post');
  await expect(page).toHaveURL(/element=post/);
  const entry = page.getByRole('row').filter({ hasText: `Article « ${title} » ajouté (brouillon)` });
  await expect(entry).toContainText('Création');
  await expect(entry).toContainText('admin@');

  const guest = await visitor(browser, baseURL);
  expect((await guest.goto(`/blog/${slugify(title)}`))?.status()).toBe(404);
  await guest.goto(`/blog?q=${encodeURIComponent('Brouillon confidentiel')}`);
  await expect(guest.getByText('Aucun article ne correspond à votre recherche.')).toBeVisible();
  await guest.context().close();
});

test('a scheduled article goes live by itself on /blog, the sitemap and the RSS feed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = unique('Article programmé');
  const slug = slugify(title);
  const form = await writeArticle(page, title);
  await form.getByLabel('Statut').selectOption('scheduled');
  const at = Date.now() + 60_000;
  await form.getByLabel('Date et heure de publication').fill(studioLocal(at));
  await form.getByRole('button', { name: 'Ajouter l’article' }).click();
  await expectToast(page, 'Article ajouté avec succès');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Programmé');
  await page.close(); // nothing more from the back office

  const guest = await visitor(browser, baseURL);
  const text = async (path: string) => decodeReferences(await (await guest.request.get(path)).text());
  expect(await text('/sitemap.xml')).not.toContain(`/blog/${slug}<`);
  expect(await text('/blog/rss.xml')).not.toContain(title);
  expect((await guest.goto(`/blog/${slug}`))?.status()).toBe(404);
  await guest.goto('/blog');
  await expect(guest.getByRole('heading', { name: title })).toHaveCount(0);

  // After its time: the cached pages end their lifetime then and the next visits see the article.
  await guest.waitForTimeout(Math.max(0, at - Date.now()));
  const poll = { timeout: 60_000, intervals: [2_000] };
  await expect.poll(async () => (await text('/blog')).includes(title), poll).toBe(true);
  await expect.poll(async () => (await text('/sitemap.xml')).includes(`/blog/${slug}<`), poll).toBe(true);
  await expect.poll(async () => (await text('/blog/rss.xml')).includes(title), poll).toBe(true);
  await expect.poll(async () => (await guest.request.get(`/blog/${slug}`)).status(), poll).toBe(200);
  await guest.context().close();
});

test('an unsaved article survives a closed tab and comes back with a notice', async ({ page }) => {
  const title = unique('Article en cours');
  const form = await newEntryForm(page, 'post', title);
  await form.getByLabel('Extrait').fill('Écrit puis abandonné.');
  await expect.poll(async () => (await autosaved(page, 'article:nouveau')) ?? '').toContain(title);

  await gotoAdmin(page, '/admin/blog'); // the tab is gone; a new one opens the back office
  await page.getByRole('button', { name: 'Ajouter un article' }).click();
  const again = page.getByRole('region', { name: 'Nouvel article' });
  await expect(again.getByText(/^Modifications non enregistrées du .+ restaurées\.$/)).toBeVisible();
  await expect(again.getByLabel('Titre')).toHaveValue(title);
  await expect(again.getByLabel('Extrait')).toHaveValue('Écrit puis abandonné.');
  await again.getByRole('button', { name: 'Ignorer' }).click();
  await expect(again.getByLabel('Titre')).toHaveValue('');
  await expect(again.getByText(/^Modifications non enregistrées/)).toHaveCount(0);
});

test('tutorials and projects autosave too: an edit survives a reload of the back office', async ({ page }) => {
  for (const { path, name, region, key } of [
    { path: '/admin/tutorials', name: 'Ajouter un tutoriel', region: 'Nouveau tutoriel', key: 'tutoriel' },
    { path: '/admin/projects', name: 'Ajouter un projet', region: 'Nouveau projet', key: 'projet' },
  ]) {
    const title = unique('Brouillon gardé');
    await gotoAdmin(page, path);
    await page.getByRole('button', { name }).click();
    await page.getByRole('region', { name: region }).getByLabel('Titre').fill(title);
    await expect.poll(async () => (await autosaved(page, `${key}:nouveau`)) ?? '').toContain(title);
    await gotoAdmin(page, path);
    await page.getByRole('button', { name }).click();
    const again = page.getByRole('region', { name: region });
    await expect(again.getByText(/^Modifications non enregistrées du .+ restaurées\.$/)).toBeVisible();
    await expect(again.getByLabel('Titre')).toHaveValue(title);
    // « Annuler » forgets the draft.
    await again.getByRole('button', { name: 'Annuler' }).click();
    expect(await autosaved(page, `${key}:nouveau`)).toBeNull();
  }
});

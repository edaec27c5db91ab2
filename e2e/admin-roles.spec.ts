// A studio team: an « Auteur » sees only what the role allows, drafts an article and proposes it for review;
// an « Éditeur » finds it in « À relire », publishes it, and the article is online; the author is e-mailed.
import type { Browser, Page } from '@playwright/test';
import postgres from 'postgres';
import { createLocalUser } from '../lib/db/users';
import { slugify } from '../lib/validation/slug';
import { expect, expectToast, test, unique } from './fixtures/admin';
import { waitForMail } from './fixtures/mailbox';

test.describe.configure({ timeout: 90_000 });

async function member(role: 'author' | 'editor', stamp: string) {
  const account = { email: `${role}-${stamp}@exemple.fr`, password: `${role} e2e mot de passe` };
  const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
  await createLocalUser(sql, { ...account, role });
  await sql.end();
  return account;
}

/** A fresh browser signed in as that account, on its dashboard. */
async function signedIn(browser: Browser, baseURL: string | undefined, account: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('button', { name: account.email })).toBeVisible();
  return page;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu d’administration' });

test('an author’s draft goes through review to the public page', async ({ browser, baseURL }) => {
  const stamp = Date.now().toString(36);
  const [author, editor] = [await member('author', stamp), await member('editor', stamp)];
  const title = unique('Article relu');

  // The author: the menu shows writing and images only; the users' page sends back to the dashboard.
  const a = await signedIn(browser, baseURL, author);
  await expect(menu(a).getByRole('link', { name: 'Blog' })).toBeAttached();
  await expect(menu(a).getByRole('link', { name: 'Médiathèque' })).toBeAttached();
  for (const hidden of ['Utilisateurs', 'Réglages', 'Tarifs', 'Newsletter', 'Journal', 'Corbeille', 'Catégories'])
    await expect(menu(a).getByRole('link', { name: hidden })).toHaveCount(0);
  await a.goto('/admin/users');
  await expect(a).toHaveURL(/\/admin\/dashboard$/);

  await a.goto('/admin/blog');
  await a.getByRole('button', { name: 'Ajouter un article' }).click();
  const form = a.getByRole('region', { name: 'Nouvel article' });
  await form.getByLabel('Titre').fill(title);
  await form.getByLabel('Extrait').fill('Un article écrit par l’auteur, publié par l’éditeur.');
  await form.getByLabel('Choisir une image').setInputFiles('public/images/defaults/generique.jpg');
  await expectToast(a, '1 image(s) téléchargée(s) avec succès');
  // No status to choose: an author's work stays a draft until it is reviewed.
  await expect(form.getByLabel('Statut', { exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: 'Proposer à la relecture' }).click();
  await expectToast(a, 'Brouillon proposé à la relecture : les éditeurs sont prévenus');
  await expect(a.getByRole('row').filter({ hasText: title })).toContainText('À relire');
  await waitForMail(editor.email, `À relire : ${title}`);
  // What the role cannot do is not offered: no bulk « Publier », no deleting files.
  await expect(a.getByRole('button', { name: 'Publier', exact: true })).toHaveCount(0);
  await expect(a.getByRole('button', { name: 'Supprimer', exact: true })).toBeAttached();
  await a.goto('/admin/mediatheque');
  await expect(a.getByRole('heading', { level: 1, name: 'Médiathèque' })).toBeVisible();
  await expect(a.getByRole('button', { name: /Nettoyer les fichiers inutilisés/ })).toHaveCount(0);

  // The editor: « À relire » on the dashboard, the draft's form, « Publier la version relue ».
  const e = await signedIn(browser, baseURL, editor);
  await expect(menu(e).getByRole('link', { name: 'Catégories' })).toBeAttached();
  await expect(menu(e).getByRole('link', { name: 'Réglages' })).toHaveCount(0);
  const waiting = e.getByRole('list', { name: 'À relire' });
  await waiting.getByRole('link', { name: new RegExp(title) }).click();
  const review = e.getByRole('region', { name: 'Relecture' });
  await review.getByRole('button', { name: 'Publier la version relue' }).click();
  await expectToast(e, 'Publié après relecture');
  await waitForMail(author.email, `Publié : ${title}`);

  const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await visitor.newPage();
  expect((await page.goto(`/blog/${slugify(title)}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await Promise.all([visitor.close(), a.context().close(), e.context().close()]);
});

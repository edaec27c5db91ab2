// Back office: users — search, role filter, role selector and active toggle with their toasts,
// self-protection in clear French, creation with an invitation e-mail, delete.
import postgres from 'postgres';
import { ADMIN, expect, expectToast, gotoAdmin, openAdminList, test } from './fixtures/admin';
import { linkIn, waitForMail } from './fixtures/mailbox';

test.describe.configure({ timeout: 60_000 });

const CLIENT = 'client@studio-graphique.mg';

test('list, search and role filter', async ({ page }) => {
  await openAdminList(page, '/admin/users', 'Utilisateurs', [
    'E-mail',
    'Rôle',
    'Actif',
    'Inscription',
    'Dernière connexion',
    'Actions',
  ]);
  // The signed-in admin has logged in; the seeded client may never have.
  const me = page.getByTestId('user-row').filter({ hasText: ADMIN.email });
  await expect(me).toContainText('vous');
  await expect(me.getByRole('cell').nth(4)).not.toHaveText('Jamais');

  await page.getByPlaceholder('Rechercher par e-mail...').fill('client@');
  await expect(page).toHaveURL(/\?q=client%40/);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(page.getByTestId('user-row')).toContainText(CLIENT);
  await page.getByPlaceholder('Rechercher par e-mail...').fill('');
  await page.getByLabel('Filtrer par rôle').selectOption('admin');
  await expect(page).toHaveURL(/role=admin/);
  for (const select of await page.getByRole('combobox', { name: /^Rôle de / }).all())
    await expect(select).toHaveValue('admin');
  await page.getByLabel('Filtrer par rôle').selectOption('');
  await expect(page.getByTestId('user-row').filter({ hasText: CLIENT })).toHaveCount(1);
});

test('self-protection: the admin cannot demote, deactivate or delete themself', async ({ page }) => {
  await gotoAdmin(page, '/admin/users');
  const me = page.getByTestId('user-row').filter({ hasText: ADMIN.email });
  await me.getByRole('combobox', { name: `Rôle de ${ADMIN.email}` }).selectOption('user');
  await expectToast(page, 'Vous ne pouvez pas retirer votre propre rôle d’administrateur');
  await expect(me.getByRole('combobox', { name: `Rôle de ${ADMIN.email}` })).toHaveValue('admin');
  await me.getByRole('switch', { name: `Compte actif : ${ADMIN.email}` }).click();
  await expectToast(page, 'Vous ne pouvez pas désactiver votre propre compte');
  await expect(me.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await me.getByRole('button', { name: `Supprimer l’utilisateur ${ADMIN.email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Vous ne pouvez pas supprimer votre propre compte');
  await page.reload();
  await expect(page.getByTestId('user-row').filter({ hasText: ADMIN.email })).toHaveCount(1);
});

test('create a user (an invitation e-mail lets them choose a password), toggle role and status, delete', async ({
  page,
  browser,
}) => {
  const email = `e2e-${Date.now().toString(36)}@example.test`;
  await gotoAdmin(page, '/admin/users');
  await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
  const form = page.getByRole('region', { name: 'Nouvel utilisateur' });
  await expect(form).toContainText('Une invitation lui est envoyée par e-mail');
  await expect(page.getByRole('switch').first()).toBeDisabled();
  await form.getByLabel('E-mail').fill('pas-un-email');
  await form.getByRole('button', { name: 'Créer l’utilisateur' }).click();
  await expect(form.getByText('Adresse e-mail invalide')).toBeVisible();
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Créer l’utilisateur' }).click();
  await expectToast(page, `Invitation envoyée à ${email}`);
  await expect(page.getByTestId('generated-password')).toHaveCount(0);
  const row = page.getByTestId('user-row').filter({ hasText: email });
  // Until the first sign-in the account shows its invitation, until when it works, and a way to send it again.
  await expect(row.getByRole('cell').nth(4)).toContainText('Invitation envoyée');
  await expect(row.getByRole('cell').nth(4)).toContainText('valable jusqu’au');
  await waitForMail(email, 'Invitation à l’administration du site');
  await row.getByRole('button', { name: `Renvoyer l’invitation de ${email}` }).click();
  await expectToast(page, `Invitation envoyée à ${email}`);

  // The second invitation's link lets the new account choose a password and signs it in (a separate browser).
  const invitation = await waitForMail(email, 'Invitation à l’administration du site', 2);
  const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const invited = await other.newPage();
  await invited.goto(linkIn(invitation, '/auth/confirm'));
  await invited.getByRole('button', { name: 'Continuer' }).click();
  await expect(invited).toHaveURL(/\/login\/nouveau-mot-de-passe$/);
  const password = `Invite-${Date.now()}-choisi`;
  await invited.getByLabel('Nouveau mot de passe').fill(password);
  await invited.getByLabel('Confirmer le mot de passe').fill(password);
  await invited.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(invited).toHaveURL(/\/$/);
  await other.close();

  await page.getByRole('status').getByRole('button', { name: 'Fermer' }).click();
  await page.reload();
  await expect(row.getByRole('cell').nth(4)).not.toHaveText('Jamais');

  await row.getByRole('combobox', { name: `Rôle de ${email}` }).selectOption('admin');
  await expectToast(page, 'Rôle mis à jour avec succès');
  await expect(row.getByRole('combobox')).toHaveValue('admin');
  await row.getByRole('combobox', { name: `Rôle de ${email}` }).selectOption('user');
  await expect(row.getByRole('combobox')).toHaveValue('user');

  await row.getByRole('switch', { name: `Compte actif : ${email}` }).click();
  await expectToast(page, 'Statut mis à jour avec succès');
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await expect(row).toContainText('Inactif');
  await row.getByRole('switch').click();
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');

  await row.getByRole('button', { name: `Supprimer l’utilisateur ${email}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer l’utilisateur' });
  await expect(dialog).toContainText(`Êtes-vous sûr de vouloir supprimer l’utilisateur ${email}`);
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Utilisateur supprimé avec succès');
  await expect(page.getByTestId('user-row').filter({ hasText: email })).toHaveCount(0);
});

test('accounts paged by 25, filtered by active flag, the state in the URL', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
  await sql`
    insert into auth.users (email, encrypted_password, raw_app_meta_data)
    select 'lot-' || ${stamp} || '-' || lpad(n::text, 2, '0') || '@example.test', 'x', '{"role":"user"}'::jsonb
    from generate_series(1, 27) n`;
  await sql`update profiles set is_active = false where email like ${`lot-${stamp}-0_@example.test`}`;
  try {
    await gotoAdmin(page, '/admin/users');
    await page.getByPlaceholder('Rechercher par e-mail...').fill(`lot-${stamp}`);
    await expect(page).toHaveURL(new RegExp(`q=lot-${stamp}`));
    await expect(page.getByTestId('user-row')).toHaveCount(25);
    const pager = page.getByRole('navigation', { name: 'Pages de la liste' });
    await expect(pager).toContainText('27 utilisateurs · page 1 sur 2');
    await page.getByRole('link', { name: 'Page suivante' }).click();
    await expect(page.getByTestId('user-row')).toHaveCount(2);
    await page.getByLabel('Filtrer par état du compte').selectOption({ label: 'Comptes désactivés' });
    await expect(page).toHaveURL(/etat=desactives/);
    await expect(page.getByTestId('user-row')).toHaveCount(9);
    for (const toggle of await page.getByRole('switch').all())
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(page.getByTestId('user-row')).toHaveCount(9);
    await expect(pager).toContainText('9 utilisateurs');
  } finally {
    await sql`delete from auth.users where email like ${`lot-${stamp}-%`}`;
    await sql.end();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each user card names its dates (the table’s column names are hidden)', async ({ page }, testInfo) => {
    await gotoAdmin(page, '/admin/users');
    const me = page.getByRole('row').filter({ hasText: ADMIN.email });
    const label = (n: number) =>
      me
        .getByRole('cell')
        .nth(n)
        .evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(await label(3)).toBe('"Inscription\u00a0: "');
    expect(await label(4)).toBe('"Dernière connexion\u00a0: "');
    await page.screenshot({ path: testInfo.outputPath('users-390.png'), fullPage: true });
  });
});

test('an invitation can be cancelled before it is used: the account goes, nothing else', async ({ page }) => {
  const email = `annulee-${Date.now().toString(36)}@example.test`;
  await gotoAdmin(page, '/admin/users');
  await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
  const form = page.getByRole('region', { name: 'Nouvel utilisateur' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Rôle').selectOption('author');
  await form.getByRole('button', { name: 'Créer l’utilisateur' }).click();
  await expectToast(page, `Invitation envoyée à ${email}`);
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row.getByRole('combobox', { name: `Rôle de ${email}` })).toHaveValue('author');
  await row.getByRole('button', { name: `Annuler l’invitation de ${email}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Annuler l’invitation' });
  await expect(dialog).toContainText('ne s’est jamais connecté');
  await dialog.getByRole('button', { name: 'Annuler l’invitation', exact: true }).click();
  await expectToast(page, `Invitation de ${email} annulée`);
  await expect(page.getByTestId('user-row').filter({ hasText: email })).toHaveCount(0);
});

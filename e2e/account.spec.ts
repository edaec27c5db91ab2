// Account flows with local accounts (the e2e server runs without Supabase, with the embedded mail server):
// « Mot de passe oublié » e-mails a single-use link that opens the new-password form; the new-password form
// needs a session.
import { expectNoViolations } from './fixtures/axe';
import postgres from 'postgres';
import { expect, test } from './fixtures/test';
import { linkIn, waitForMail } from './fixtures/mailbox';

const client = { email: 'client@studio-graphique.mg', password: process.env.E2E_USER_PASSWORD ?? '' };

test('« Mot de passe oublié ? » e-mails a single-use link that opens the new-password form', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/login\/mot-de-passe-oublie$/);
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  // After a client-side navigation the previous page may still be kept, hidden, with its own robots
  // tag in the head: every tag present must say noindex, and so must the served document.
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((ms) => ms.map((m) => m.getAttribute('content')));
  expect(robots.length).toBeGreaterThan(0);
  for (const content of robots) expect(content).toMatch(/noindex/);
  const served = await (await page.request.get('/login/mot-de-passe-oublie')).text();
  expect(served.match(/<meta name="robots" content="([^"]*)"/)?.[1]).toMatch(/noindex/);
  await expectNoViolations(page, '/login/mot-de-passe-oublie');

  await page.getByRole('textbox', { name: 'E-mail' }).fill(client.email);
  await page.getByRole('button', { name: 'Recevoir un lien de réinitialisation' }).click();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  const mail = await waitForMail(client.email, 'Réinitialisation de votre mot de passe');
  const link = linkIn(mail, '/auth/confirm');
  // Opening the link spends nothing (a mail scanner fetching it burns no token): « Continuer » does.
  expect((await page.request.get(link)).status()).toBe(200);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\/lien\?jeton=/);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/login\/nouveau-mot-de-passe$/);
  // A new password, then back to the suite's own (the session the link opened is fresh).
  const fresh = `Nouveau-${Date.now()}-mot-de-passe`;
  for (const password of [fresh, client.password]) {
    await page.getByLabel('Nouveau mot de passe').fill(password);
    await page.getByLabel('Confirmer le mot de passe').fill(password);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page).not.toHaveURL(/nouveau-mot-de-passe/);
    if (password === fresh) await page.goto('/login/nouveau-mot-de-passe');
  }
  // The link served once.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/login\/mot-de-passe-oublie\?lien=invalide$/);
});

test('an unusable e-mail link lands on the forgot-password page with a French notice', async ({ page }) => {
  const response = await page.request.get('/auth/confirm?token_hash=expired&type=recovery', { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  await page.goto('/auth/confirm?token_hash=expired&type=recovery');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/login\/mot-de-passe-oublie\?lien=invalide$/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Ce lien est invalide ou a expiré. Demandez un nouveau lien de réinitialisation.',
  );
});

test('an e-mail link works with JavaScript off: « Continuer » is a plain form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth/confirm?jeton=un-jeton-qui-n-existe-pas-0123456789');
  await expect(page.getByRole('heading', { level: 1, name: 'Continuer vers votre compte' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/login\/mot-de-passe-oublie\?lien=invalide$/);
  await context.close();
});

test('new password: refused without a session', async ({ page }) => {
  await page.goto('/login/nouveau-mot-de-passe');
  await expect(page.getByRole('heading', { name: 'Choisir un mot de passe' })).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill('un mot de passe neuf');
  await page.getByLabel('Confirmer le mot de passe').fill('un mot de passe neuf');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Ce lien a expiré ou a déjà été utilisé.');
});

test('new password for a signed-in user: checked field by field', async ({ page }) => {
  // Signed in as the seeded plain user; the password is left unchanged so other specs can sign in.
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(client.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login/nouveau-mot-de-passe');
  await page.getByLabel('Nouveau mot de passe').fill('un mot de passe neuf');
  await page.getByLabel('Confirmer le mot de passe').fill('un autre mot de passe');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Les deux mots de passe ne correspondent pas');
  await page.getByLabel('Nouveau mot de passe').fill(client.password);
  await page.getByLabel('Confirmer le mot de passe').fill(client.password);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Le nouveau mot de passe doit être différent de l’ancien',
  );
});

test('new password on a session older than ten minutes: the current password is asked for', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(client.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  // As if this browser had signed in eleven minutes ago (a session cookie taken from it, say).
  const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
  try {
    // This browser's session: the account's newest.
    await sql`
      update private.sessions set created_at = now() - interval '11 minutes'
       where id = (select s.id from private.sessions s join auth.users u on u.id = s.user_id
                    where u.email = ${client.email} order by s.created_at desc limit 1)`;
  } finally {
    await sql.end();
  }
  await page.goto('/login/nouveau-mot-de-passe');
  await page.getByLabel('Nouveau mot de passe').fill('un mot de passe neuf');
  await page.getByLabel('Confirmer le mot de passe').fill('un mot de passe neuf');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText('Pour changer votre mot de passe, saisissez d’abord votre mot de passe actuel.');
  await page.getByLabel('Mot de passe actuel').fill('pas le bon');
  await page.getByLabel('Nouveau mot de passe').fill('un mot de passe neuf');
  await page.getByLabel('Confirmer le mot de passe').fill('un mot de passe neuf');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(alert).toHaveText('Le mot de passe actuel est incorrect');
});

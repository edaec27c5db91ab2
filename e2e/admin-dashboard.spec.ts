// Back office dashboard: the estimator's hand-offs of the last 30 days, per service and channel.
import { ADMIN, expect, gotoAdmin, test } from './fixtures/admin';

test('the dashboard counts the estimates sent by e-mail and WhatsApp', async ({ page }) => {
  const cell = (service: string, column: 1 | 2) =>
    page
      .getByRole('table', { name: /Estimations envoyées au studio/ })
      .getByRole('row', { name: new RegExp(`^${service}`) })
      .getByRole('cell')
      .nth(column - 1);

  await gotoAdmin(page, '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Demandes de devis envoyées (30 derniers jours)' })).toBeVisible();
  const before = Number(await cell('Conception graphique', 1).textContent());

  // Two hand-offs from the public estimator, the way its buttons send them.
  await page.goto('/services/conception-graphique');
  const statuses = await page.evaluate(async () => {
    const body = JSON.stringify({ service: 'graphic', channel: 'email', page: '/services/conception-graphique' });
    const answers = [];
    for (let i = 0; i < 2; i++) answers.push((await fetch('/api/devis', { method: 'POST', body })).status);
    return answers;
  });
  expect(statuses).toEqual([204, 204]);

  await gotoAdmin(page, '/admin/dashboard');
  await expect(cell('Conception graphique', 1)).toHaveText(String(before + 2));
});

test('a failed sign-in is counted on its account beside the journal, not written into it', async ({
  page,
  browser,
}) => {
  const failures = () =>
    page
      .getByRole('table', { name: 'Échecs de connexion par compte sur 30 jours' })
      .getByRole('row', { name: new RegExp(`^${ADMIN.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .getByRole('cell')
      .first();
  await gotoAdmin(page, '/admin/journal');
  await expect(page.getByRole('heading', { name: 'Échecs de connexion (30 derniers jours)' })).toBeVisible();
  const before = Number((await failures().count()) ? await failures().textContent() : 0);

  // A stranger's wrong password, from a browser of its own.
  const stranger = await browser.newPage();
  await stranger.goto('/login');
  await stranger.getByLabel('E-mail').fill(ADMIN.email);
  await stranger.getByLabel('Mot de passe').fill('pas le bon mot de passe');
  await stranger.getByRole('button', { name: 'Se connecter' }).click();
  await expect(stranger.getByText('E-mail ou mot de passe incorrect').first()).toBeVisible();
  await stranger.close();

  await gotoAdmin(page, '/admin/journal');
  await expect(failures()).toHaveText(String(before + 1));
  await expect(page.getByRole('row', { name: /Échec de connexion/ })).toHaveCount(0);
});

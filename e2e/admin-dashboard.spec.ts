// Back office dashboard: the estimator's hand-offs of the last 30 days, per service and channel.
import { expect, gotoAdmin, test } from './fixtures/admin';

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

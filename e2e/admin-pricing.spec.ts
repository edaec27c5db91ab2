// « Tarifs »: the owner changes a price in the back office and the public pages (service page, its
// Offer JSON-LD, the estimator) show it at once, without a deploy; a wrong amount is refused in French;
// the former version comes back from the history.
import { confirmIn, expect, expectToast, gotoAdmin, test } from './fixtures/admin';

const MAGAZINE = '/services/mise-en-page-magazine';

test('an admin changes the magazine prices; the service page, its JSON-LD and the estimator follow; a version is restored', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await gotoAdmin(page, '/admin/tarifs');
  await expect(page.getByRole('heading', { level: 1, name: 'Tarifs' })).toBeVisible();
  await page.getByRole('button', { name: 'Modifier les tarifs : Mise en page magazine' }).click();
  const form = page.getByRole('region', { name: 'Modifier les tarifs : Mise en page magazine' });
  const standard = form.getByRole('group', { name: /Formule 2/ });

  // A wrong amount: French message beside the field, nothing saved.
  await standard.getByRole('textbox', { name: 'Prix (€ TTC)' }).fill('8,505');
  await form.getByRole('button', { name: 'Enregistrer les tarifs' }).click();
  await expect(standard.getByText(/Le prix doit être un montant positif, avec deux décimales au plus/)).toBeVisible();

  await standard.getByRole('textbox', { name: 'Prix (€ TTC)' }).fill('8,50');
  await standard.getByRole('textbox', { name: 'Délai' }).fill('4 jours ouvrés');
  await form.getByRole('button', { name: 'Enregistrer les tarifs' }).click();
  await expectToast(page, 'Tarifs « Mise en page magazine » enregistrés avec succès');
  await expect(page.getByRole('region', { name: 'Mise en page magazine' })).toContainText('8,50\u00a0€ par page');

  // The prerendered service page shows the new price, in its table and its structured data.
  await page.goto(MAGAZINE);
  await expect(page.getByRole('main')).toContainText(/8,50\s€/);
  const offers = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(offers.join('\n')).toContain('"price":"8.50"');
  // The estimator computes with it.
  await page.goto(`${MAGAZINE}?devis=magazine.standard.10#estimer`);
  await expect(page.getByText(/À partir de 85\s€ TTC/).first()).toBeVisible();
  await expect(page.getByText('4 jours ouvrés').first()).toBeVisible();

  // The journal has the change; the history restores the spec's prices.
  await gotoAdmin(page, '/admin/journal?element=pricing');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /Tarifs « Mise en page magazine » modifiés/ })
      .first(),
  ).toBeVisible();
  await gotoAdmin(page, '/admin/tarifs');
  const card = page.getByRole('region', { name: 'Mise en page magazine' });
  await card.getByText(/^Historique/).click();
  const versions = card.getByRole('button', { name: /^Restaurer la version/ });
  await expect(versions.first()).toBeVisible();
  // Version 1 is the seeded table, kept by the first save.
  await card.getByRole('button', { name: 'Restaurer la version 1' }).click();
  await confirmIn(page, 'Restaurer ces tarifs', 'Restaurer');
  await expectToast(page, 'Version des tarifs restaurée avec succès');
  await page.goto(MAGAZINE);
  await expect(page.getByRole('main')).not.toContainText(/8,50\s€/);
});

// « Réglages »: the owner changes the WhatsApp number, the e-mail and a legal identifier in the back office,
// at desktop width and on a phone, and every public page that shows them (footer, contact, legal notice,
// a service page's contact box, the estimator's links, the Organization JSON-LD) follows at once, without
// a deploy; bad input is refused in French and writes nothing; the dashboard asks for what is still a demo
// value; the former version comes back from the history.
import { confirmIn, expect, expectToast, gotoAdmin, test } from './fixtures/admin';

const WHATSAPP = '+33 6 12 34 56 78';
const EMAIL = 'devis@atelier-exemple.fr';
const RCS = 'RCS Antananarivo 2019 B 00123';

test('an admin changes the WhatsApp number, the e-mail and the RCS; every public page and the JSON-LD follow; a version is restored', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await gotoAdmin(page, '/admin/dashboard');
  await expect(page.getByRole('complementary', { name: 'À compléter' })).toContainText('le RCS');

  await gotoAdmin(page, '/admin/reglages');
  await expect(page.getByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible();
  const contact = page.getByRole('region', { name: 'Coordonnées' });
  const legal = page.getByRole('region', { name: 'Mentions légales' });
  const save = page.getByRole('button', { name: 'Enregistrer les réglages' });

  // Bad input: French messages beside the fields, nothing saved.
  await contact.getByLabel('Numéro WhatsApp').fill('06 12 34');
  await contact.getByLabel('Page Facebook').fill('http://facebook.com/atelier');
  await save.click();
  await expect(contact.getByText(/Saisissez le numéro au format international/)).toBeVisible();
  await expect(contact.getByText('Saisissez une adresse complète commençant par https://')).toBeVisible();
  await page.reload();
  await expect(contact.getByLabel('Numéro WhatsApp')).toHaveValue('');

  const facebook = await contact.getByLabel('Page Facebook').inputValue();
  const email = await contact.getByLabel('E-mail').inputValue();
  await contact.getByLabel('Numéro WhatsApp').fill(WHATSAPP);
  await contact.getByLabel('E-mail').fill(EMAIL);
  await legal.getByLabel('RCS').fill(RCS);
  await save.click();
  await expectToast(page, 'Réglages enregistrés avec succès');

  // The prerendered pages show the new values.
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Sur WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/33612345678\?/,
  );
  await expect(main.getByRole('link', { name: /Par e-mail/ })).toHaveAttribute('href', `mailto:${EMAIL}`);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
  expect(jsonLd).toContain(`"email":"${EMAIL}"`);
  expect(jsonLd).not.toContain(`"email":"${email}"`);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: EMAIL })).toHaveAttribute(
    'href',
    `mailto:${EMAIL}`,
  );

  await page.goto('/mentions-legales');
  await expect(page.getByRole('main')).toContainText(RCS);
  // The blog's feed names the new address as its editor.
  expect(await (await page.request.get('/blog/rss.xml')).text()).toContain(`<managingEditor>${EMAIL} (`);

  await page.goto('/services/mise-en-page');
  await expect(
    page.getByRole('link', { name: new RegExp(`WhatsApp ${WHATSAPP.replace(/\+/g, '\\+')}`) }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\/33612345678\?/);
  // The estimator sends to the new line and address.
  await page.goto('/services/mise-en-page?devis=book.simple.1#estimer');
  await expect(page.getByRole('link', { name: /Envoyer sur WhatsApp/ })).toHaveAttribute('href', /wa\.me\/33612345678/);
  await expect(page.getByRole('link', { name: 'Envoyer par e-mail' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${EMAIL}`),
  );

  // The journal has the change; the history brings the former details back, and the site follows.
  await gotoAdmin(page, '/admin/journal?element=settings');
  await expect(page.getByRole('main')).toContainText('Réglages modifiés (version 2)');
  await gotoAdmin(page, '/admin/reglages');
  await page.getByText(/Historique/).click();
  await page.getByRole('button', { name: 'Restaurer la version 1' }).click();
  await confirmIn(page, 'Restaurer ces réglages', 'Restaurer');
  await expectToast(page, 'Version restaurée avec succès');
  await expect(page.getByRole('region', { name: 'Coordonnées' }).getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByRole('region', { name: 'Coordonnées' }).getByLabel('Page Facebook')).toHaveValue(facebook);
  await page.goto('/mentions-legales');
  await expect(page.getByRole('main')).not.toContainText(RCS);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the settings form fits a 390 px screen and refuses an e-mail without its domain', async ({ page }) => {
    await gotoAdmin(page, '/admin/reglages');
    const contact = page.getByRole('region', { name: 'Coordonnées' });
    const field = contact.getByLabel('E-mail');
    await field.scrollIntoViewIfNeeded();
    await expect(field).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const before = await field.inputValue();
    await field.fill('contact@');
    await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
    await expect(contact.getByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Coordonnées' }).getByLabel('E-mail')).toHaveValue(before);
  });

  test('the WhatsApp number and a legal identifier are changed at 390 px; the contact page and the legal notice follow', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await gotoAdmin(page, '/admin/reglages');
    await page.getByRole('region', { name: 'Coordonnées' }).getByLabel('Numéro WhatsApp').fill('+32 470 12 34 56');
    await page.getByRole('region', { name: 'Mentions légales' }).getByLabel('NIF').fill('NIF 4001234567');
    const save = page.getByRole('button', { name: 'Enregistrer les réglages' });
    await save.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport({ ratio: 1 });
    await save.click();
    await expectToast(page, 'Réglages enregistrés avec succès');

    await page.goto('/mentions-legales');
    await expect(page.getByRole('main')).toContainText('NIF 4001234567');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/contact');
    await expect(page.getByRole('main').getByRole('link', { name: /Sur WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/32470123456\?/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await gotoAdmin(page, '/admin/reglages');
    await page.getByText(/Historique/).click();
    await page.getByRole('button', { name: 'Restaurer la version 1' }).click();
    await confirmIn(page, 'Restaurer ces réglages', 'Restaurer');
    await expectToast(page, 'Version restaurée avec succès');
  });
});

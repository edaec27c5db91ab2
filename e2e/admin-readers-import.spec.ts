// « Importer des lecteurs » in a real browser: a French Excel file (semicolons, a header, Windows-1252 accents) of
// 1,000 lines, 10 of them bad, is previewed with each bad line named, imported with the owner's record of consent,
// and the 990 readers are on the list (and in its export, which follows the search).
import { expect, expectToast, gotoAdmin, test } from './fixtures/admin';

test('an import of 1,000 rows with 10 bad ones: previewed, imported, listed', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const lines = ['Nom;Prénom;Adresse e-mail'];
  for (let i = 1; i <= 1000; i++) {
    const bad = i % 100 === 0; // lines 101, 201… of the file (the header is line 1)
    lines.push(`Rakotomalala;Hélène ${i};${bad ? `pas-une-adresse-${i}` : `lecteur-${i}-${stamp}@exemple.mg`}`);
  }
  // As French Excel saves it: Windows-1252 (« é » is one byte, 0xE9).
  const buffer = Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');

  await gotoAdmin(page, '/admin/newsletter');
  await page.getByRole('button', { name: 'Importer des lecteurs' }).click();
  const form = page.getByRole('region', { name: 'Importer des lecteurs' });
  await form.getByLabel('Fichier CSV').setInputFiles({ name: 'lecteurs.csv', mimeType: 'text/csv', buffer });
  const preview = form.getByRole('status');
  await expect(preview).toContainText('1000 lignes lues : 990 adresses à importer, 10 laissées de côté');
  await expect(preview).toContainText(`lecteur-1-${stamp}@exemple.mg`);
  await expect(preview.getByRole('listitem').filter({ hasText: 'adresse invalide' })).toHaveCount(10);
  await expect(preview).toContainText('Ligne 101 : « pas-une-adresse-100 » — adresse invalide');

  await form.getByLabel(/Où leur accord a-t-il été donné/).fill('Formulaire de l’ancien site, 2024');
  await form.getByRole('button', { name: 'Importer 990 lecteurs' }).click();
  await expectToast(page, '990 lecteurs ajoutés');

  await page.getByRole('searchbox', { name: 'Rechercher un abonné par e-mail' }).fill(stamp);
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  await expect(page.getByText('990 abonnés trouvés')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: stamp }).first();
  await expect(row).toContainText('Import : Formulaire de l’ancien site, 2024');
  const csv = await (
    await page.request.get(
      (await page.getByRole('link', { name: 'Exporter ces abonnés en CSV' }).getAttribute('href'))!,
    )
  ).text();
  expect(csv.trim().split('\r\n')).toHaveLength(991);
});

// The audience measured by the site, seen as the owner reads it: visitors arriving from a search engine, a
// letter's link and a campaign, a quote handed off by WhatsApp from a service page and a search without result
// each show in « Statistiques » (figures, tables and the chart) with their page and source; the measurement writes
// no cookie and no storage; a robot, a browser sending Global Privacy Control, a visitor who opted out and the
// signed-in team are not counted. Each visitor is its own browser (its own user agent: the site counts one
// visitor per day and browser).
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, gotoAdmin, test, unique } from './fixtures/admin';

const stamp = unique('mesure')
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '-');

async function visitor(browser: Browser, testInfo: TestInfo, name: string, extra: Record<string, unknown> = {}) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    // A visitor: not the worker's signed-in state that this file's other pages start from.
    storageState: { cookies: [], origins: [] },
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36 e2e-${name}-${stamp}`,
    ...extra,
  });
  const page = await context.newPage();
  const beacons: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/mesure') beacons.push(r.postData() ?? '');
  });
  return { context, page, beacons };
}

/** Opens a page and waits for its measurement to be answered (the server has counted it, or not). */
async function openMeasured(page: Page, url: string, referer?: string) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/mesure');
  await page.goto(url, referer ? { referer } : undefined);
  expect((await answered).status()).toBe(204);
}

/** The beacon has been through this page (sent or not: components/layout/audience-send.ts marks it). */
const settled = (page: Page) => expect(page.locator('html[data-measured]')).toBeAttached();

test('visits, sources, a WhatsApp hand-off and a search without result reach « Statistiques »; nobody else is counted', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // From a search engine, onto a service page, then a WhatsApp hand-off from it.
  const searcher = await visitor(browser, testInfo, 'moteur');
  await searcher.context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) => route.abort());
  await openMeasured(searcher.page, `/services/mise-en-page?utm_campaign=moteur-${stamp}`, 'https://www.google.fr/');
  const whatsapp = searcher.page.getByRole('link', { name: /WhatsApp/ }).first();
  const handedOff = searcher.page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/mesure' && (r.request().postData() ?? '').includes('"handoff"'),
  );
  await whatsapp.click();
  await handedOff;
  // No cookie and no storage written by the measurement.
  expect(await searcher.context.cookies()).toEqual([]);
  expect(await searcher.page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

  // A letter's link and a campaign's link.
  const reader = await visitor(browser, testInfo, 'lettre');
  await openMeasured(reader.page, `/blog?utm_source=lettre&utm_medium=email&utm_campaign=lettre-${stamp.slice(0, 8)}`);
  const campaign = await visitor(browser, testInfo, 'campagne');
  await openMeasured(campaign.page, `/portfolio?utm_campaign=salon-${stamp}`, 'https://www.linkedin.com/');
  // A search that finds nothing.
  const lost = await visitor(browser, testInfo, 'recherche');
  const query = `zzq${stamp.replace(/-/g, '').slice(-8)}`;
  const searched = lost.page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/mesure' && (r.request().postData() ?? '').includes('"search"'),
  );
  await lost.page.goto(`/recherche?q=${query}`);
  await searched;

  // Not counted: a robot and Global Privacy Control (refused by the server), an opted-out visitor and the
  // signed-in team (nothing sent at all).
  const robot = await visitor(browser, testInfo, 'robot', {
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  await openMeasured(robot.page, `/a-propos?utm_campaign=robot-${stamp}`);
  const private_ = await visitor(browser, testInfo, 'gpc', { extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await openMeasured(private_.page, `/tutoriels?utm_campaign=gpc-${stamp}`);
  const refusing = await visitor(browser, testInfo, 'refus');
  await openMeasured(refusing.page, '/politique-de-confidentialite');
  await refusing.page.getByRole('button', { name: 'Ne plus mesurer mes visites sur ce navigateur' }).click();
  await expect(refusing.page.getByText('Les visites de ce navigateur ne sont plus mesurées.')).toBeVisible();
  const before = refusing.beacons.length;
  await refusing.page.goto(`/contact?utm_campaign=refus-${stamp}`);
  await settled(refusing.page);
  expect(refusing.beacons).toHaveLength(before);
  const team: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/mesure') team.push(r.url());
  });
  await page.goto(`/services?utm_campaign=equipe-${stamp}`);
  await settled(page);
  expect(team).toEqual([]);

  for (const v of [searcher, reader, campaign, lost, robot, private_, refusing]) await v.context.close();

  // « Statistiques », as the owner reads them.
  await gotoAdmin(page, '/admin/statistiques?periode=7j');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  const section = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(section('Sources').getByRole('table')).toContainText('Google');
  await expect(section('Sources').getByRole('table')).toContainText('Lettres');
  await expect(section('Sources').getByRole('table')).toContainText('LinkedIn');
  await expect(section('Pages d’entrée')).toContainText('/services/mise-en-page');
  const campaigns = section('Campagnes');
  await expect(campaigns).toContainText(`moteur-${stamp}`);
  await expect(campaigns).toContainText(`salon-${stamp}`);
  await expect(campaigns).toContainText(`lettre-${stamp.slice(0, 8)}`);
  for (const absent of ['robot', 'gpc', 'refus', 'equipe'])
    await expect(campaigns).not.toContainText(`${absent}-${stamp}`);
  await expect(section('Demandes au studio, par page')).toContainText('WhatsApp : /services/mise-en-page');
  await expect(section('Demandes au studio, par source')).toContainText('WhatsApp : Google');
  await expect(section('Recherches sans résultat')).toContainText(query);
  // The chart is drawn, and its table is there for those who read.
  await expect(section('Visites et pages vues').locator('canvas')).toBeVisible();
  await section('Visites et pages vues').getByText('Le tableau par jour').click();
  await expect(section('Visites et pages vues').getByRole('table')).toBeVisible();
  // The CSV export for French Excel.
  const csv = await page.request.get('/admin/statistiques/export?periode=7j');
  expect(csv.headers()['content-type']).toContain('text/csv');
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM French Excel needs
  expect(bytes.subarray(3).toString('utf8')).toMatch(/^Jour;Mesure;Valeur;Nombre\r\n/);
});

for (const width of [320, 390]) {
  test(`« Statistiques » reads at ${width} px without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoAdmin(page, '/admin/statistiques');
    await expect(page.getByRole('region', { name: 'Sources', exact: true })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
  });
}

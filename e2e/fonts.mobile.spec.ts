// The site's font (Inter, preloaded, `font-display: optional` in app/layout.tsx) never moves the page: a
// file that arrives after the first paint is not swapped in, so the text keeps the lines it was first
// laid out with. With `swap`, the home hero's title went from five lines to four when Inter arrived
// late (a layout shift of 0.09 on a phone).
import { expect, test, type Page } from './fixtures/test';

const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .filter((e) => !(e as unknown as { hadRecentInput: boolean }).hadRecentInput)
              .reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer never calls back.
        setTimeout(() => resolve(0), 500);
      }),
  );

async function titleFont(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.postScriptName).join(',');
}

for (const path of ['/', '/blog']) {
  test(`${path}: fonts arriving late shift nothing; a later visit uses Inter from the cache`, async ({ page }) => {
    const late: string[] = [];
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      late.push(route.request().url());
      await route.continue();
    });
    await page.goto(path);
    await expect.poll(() => late.length, { timeout: 10_000 }).toBe(3);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    expect(await layoutShift(page)).toBe(0);
    expect(await titleFont(page)).not.toMatch(/^Inter/);

    // Routing turns the browser's cache off: the first load after it caches the files, the next one
    // reads them from the cache.
    await page.unrouteAll({ behavior: 'wait' });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await page.goto(path);
    expect(await titleFont(page)).toMatch(/^Inter-Bold/);
    expect(await layoutShift(page)).toBe(0);
  });
}

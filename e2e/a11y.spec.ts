// No axe violation (WCAG 2.0/2.1/2.2 A and AA) on the public pages of the site frame, on desktop.
import { expect, test, type Page } from './fixtures/test';
import { SITE_PAGES } from './site-pages';
import { expectNoViolations } from './fixtures/axe';

test.use({ reducedMotion: 'reduce' });

/** Scrolls through the page so every entrance has run, then back to the top. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('footer-date').locator('time')).toBeVisible();
}

for (const info of [...SITE_PAGES.map((p) => p.path), '/page-inexistante']) {
  test(`axe: ${info}`, async ({ page }) => {
    await page.goto(info);
    await settle(page);
    await expectNoViolations(page, info);
  });
}

test('axe: header scrolled and Services dropdown open', async ({ page }) => {
  await page.goto('/');
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.getByRole('button', { name: 'Sous-menu Services' }).click();
  await expectNoViolations(page, 'dropdown');
});

// Accessibility (axe, WCAG 2 A/AA) of the blog, tutorial, portfolio and search pages' own content.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/test';

const pages = [
  '/blog',
  '/blog?categorie=Magazines&q=indesign',
  '/blog/categorie/magazines',
  '/blog/page/2',
  '/blog/realisation-magazine-trimestriel-64-pages',
  '/blog/article-introuvable',
  '/tutoriels',
  '/tutoriels/page/2',
  '/portfolio',
  '/portfolio/page/2',
  '/portfolio?categories=magazines',
  '/tutoriels/creer-des-styles-de-paragraphe-dans-indesign',
  '/tutoriels/tutoriel-introuvable',
  '/recherche?q=mise%20en%20page',
  '/recherche?q=zzzz',
];

test.use({ reducedMotion: 'reduce' });

for (const path of pages) {
  test(`no axe violation in the main content of ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Let the pulse placeholders settle so contrast is measured on the final colours.
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page })
      .include('main')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

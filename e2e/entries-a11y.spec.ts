// Accessibility (axe, WCAG 2 A/AA) of the blog, tutorial, portfolio and search pages' own content.
import { expect, test } from './fixtures/test';
import { expectNoViolations } from './fixtures/axe';

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
    await expectNoViolations(page, path, 'main');
  });
}

// The project modal, gallery and lightbox on a phone (touch, small viewport).
import { expect, test } from './fixtures/test';

const SLUG = 'magazine-horizons-ocean-indien';

test('a tap opens the modal; it fits the screen, scrolls inside, and its gallery works by touch', async ({
  page,
  request,
}) => {
  const p = (await (await request.get(`/api/projects/${SLUG}`)).json()) as { title: string; images: unknown[] };
  const total = p.images.length;
  await page.goto('/portfolio');
  // The filter is folded on a phone: its checkbox is hidden, and enabled once the page has read its URL.
  await expect(page.getByRole('checkbox', { name: 'Tout sélectionner', includeHidden: true })).toBeEnabled();
  await page.getByRole('link', { name: p.title, exact: true }).tap();

  const dialog = page.getByRole('dialog', { name: p.title });
  await expect(dialog).toBeVisible();
  const panel = dialog.getByTestId('modal-panel');
  await expect(panel).toHaveCSS('opacity', '1');
  // The spring entrance overshoots its scale a little after the opacity arrives: measure it settled.
  await expect(panel).toHaveCSS('transform', /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
  const viewport = page.viewportSize()!;
  const box = (await panel.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.height).toBeLessThanOrEqual(viewport.height * 0.9 + 1);

  const counter = dialog.getByTestId('gallery-counter');
  await counter.scrollIntoViewIfNeeded();
  await dialog.getByRole('button', { name: 'Image précédente' }).tap();
  await expect(counter).toHaveText(`${total} / ${total}`);

  await dialog.getByRole('button', { name: /^Agrandir l’image : / }).tap();
  const lightbox = page.getByRole('dialog', { name: 'Visionneuse d’images' });
  await expect(lightbox.locator('.yarl__slide_current')).toHaveAttribute('aria-label', `${total} sur ${total}`);
  await lightbox.getByRole('button', { name: 'Fermer' }).tap();
  await expect(lightbox).toBeHidden();

  await dialog.getByRole('button', { name: 'Fermer' }).tap();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/portfolio$/);
});

// Writing with images, as the owner would at desktop width and on a phone: an article with two images in its
// body (one dropped into the editor, one picked from « Médiathèque »), each with its text alternative, published
// with « Publier »; the public page shows both responsive, sized, lazy and zoomable in the lightbox. Another
// site's image is refused in French. At 390 px every admin list is cards whose actions are on screen, with no
// sideways scroll. (A deleted project's files under « Fichiers inutilisés »: e2e/admin-projects.spec.ts, whose
// tests run one after another, as projects' ranks are shared.)
import type { Page } from '@playwright/test';
import { confirmIn, expect, expectToast, gotoAdmin, newEntryForm, imageFile, test, unique } from './fixtures/admin';

const slugify = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Drops a real PNG onto an element, as a file dragged from the desktop. */
async function dropImage(page: Page, selector: string, name: string, color: string) {
  const file = await imageFile(name, color);
  await page.evaluate(
    ({ selector, name, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: 'image/png' }));
      const target = document.querySelector(selector)!;
      target.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    { selector, name, base64: file.buffer.toString('base64') },
  );
}

async function insertWithAlt(page: Page, alt: string) {
  const dialog = page.getByRole('dialog', { name: 'Texte alternatif de l’image' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Insérer l’image' }).click();
  await expect(dialog.getByText('Décrivez l’image pour les personnes qui ne la voient pas')).toBeVisible();
  await dialog.getByLabel('Texte alternatif').fill(alt);
  await dialog.getByRole('button', { name: 'Insérer l’image' }).click();
  await expect(dialog).toBeHidden();
}

const noSideways = async (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`an article with a dropped and a picked image is published, sharp, lazy and zoomable (${viewport.name})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const title = unique('Un livre de 240 pages');
      const libraryName = `${slugify(unique('bibliotheque'))}.png`;
      const form = await newEntryForm(page, 'post', title);
      await form.getByLabel('Extrait').fill('La mise en page d’un roman, page à page.');
      // The cover is uploaded first: it is then in the library to pick from.
      await form.getByLabel('Choisir une image').setInputFiles(await imageFile(libraryName, '#7c3aed'));
      await expectToast(page, '1 image(s) téléchargée(s) avec succès');

      const body = form.getByLabel('Contenu', { exact: true });
      await body.fill('Les pages intérieures :');
      await body.press('End');
      // Another site's image: refused in French before anything is sent.
      await body.fill('Les pages intérieures :\n\n![ailleurs](https://example.com/page.png)');
      await expect(
        form.getByText(/Les images d’autres sites ne sont pas acceptées \(https:\/\/example\.com\/page\.png\)/),
      ).toBeVisible();
      await body.fill('Les pages intérieures :');

      // One image dropped into the text…
      await body.focus();
      await body.press('End');
      await dropImage(page, '[role="toolbar"][aria-label="Mise en forme"] + textarea', 'double-page.png', '#0ea5e9');
      await insertWithAlt(page, 'Double page du chapitre 3');
      await expect(body).toHaveValue(/!\[Double page du chapitre 3\]\(\/storage\/blog-images\/[^)]+\.png\)/);

      // …one picked from the library, with the toolbar.
      await form.getByRole('button', { name: 'Choisir dans la médiathèque' }).first().click();
      const picker = page.getByRole('dialog', { name: 'Choisir dans la médiathèque' });
      await picker.getByRole('searchbox').fill(libraryName.replace('.png', ''));
      await picker.getByRole('button', { name: `Choisir ${libraryName}` }).click();
      await insertWithAlt(page, 'Couverture du roman');
      await expect(body).toHaveValue(/!\[Couverture du roman\]\(\/storage\/blog-images\/[^)]+\.png\)/);

      // The preview is the public renderer: both images.
      if (viewport.width < 1024) await form.getByRole('tab', { name: 'Aperçu' }).click();
      else await form.getByRole('button', { name: 'Côte à côte' }).click();
      const preview = form.getByRole('tabpanel', { name: 'Aperçu' });
      await expect(preview.getByRole('img', { name: 'Double page du chapitre 3' })).toBeVisible();
      await expect(preview.getByRole('img', { name: 'Couverture du roman' })).toBeVisible();
      await noSideways(page);

      await form.getByRole('button', { name: 'Publier' }).click();
      await expectToast(page, 'Article ajouté avec succès');

      // The public page: both images from the optimiser (srcset), with their size, lazy, and the lightbox zooms.
      await page.goto(`/blog/${slugify(title)}`);
      for (const alt of ['Double page du chapitre 3', 'Couverture du roman']) {
        const img = page.getByRole('img', { name: alt });
        await expect(img).toHaveAttribute('srcset', /\/_next\/image\?url=%2Fstorage%2Fblog-images%2F.+ \d+w/);
        await expect(img).toHaveAttribute('loading', 'lazy');
        await expect(img).toHaveAttribute('width', '64');
        await expect(img).toHaveAttribute('height', '48');
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
      }
      await noSideways(page);
      await page.getByRole('link', { name: 'Agrandir l’image : Double page du chapitre 3' }).click();
      const lightbox = page.locator('.yarl__container');
      await expect(lightbox).toBeVisible();
      await expect(page.getByRole('button', { name: 'Zoom avant' })).toBeVisible();
      await expect(page.locator('.yarl__counter')).toHaveText('1 / 2');
      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
    });
  });
}

test('a body image whose alt text has brackets is shown, and the library keeps it as used', async ({ page }) => {
  const title = unique('Plan en figure');
  const file = `${slugify(unique('plan-figure'))}.png`;
  const form = await newEntryForm(page, 'post', title);
  await form.getByLabel('Extrait').fill('Une figure numérotée.');
  await form
    .getByLabel('Choisir une image')
    .setInputFiles(await imageFile(`${slugify(unique('couv'))}.png`, '#7c3aed'));
  await expectToast(page, '1 image(s) téléchargée(s) avec succès');
  const body = form.getByLabel('Contenu', { exact: true });
  await body.focus();
  await dropImage(page, '[role="toolbar"][aria-label="Mise en forme"] + textarea', file, '#0ea5e9');
  await insertWithAlt(page, 'Plan');
  // Typed by hand, as CommonMark allows: brackets inside the alt text.
  const inserted = await body.inputValue();
  await body.fill(inserted.replace('![Plan]', '![Figure [1] : plan]'));
  await form.getByRole('button', { name: 'Publier' }).click();
  await expectToast(page, 'Article ajouté avec succès');

  await page.goto(`/blog/${slugify(title)}`);
  await expect(page.getByRole('img', { name: 'Figure [1] : plan' })).toBeVisible();

  await gotoAdmin(page, `/admin/mediatheque?q=${encodeURIComponent(file.replace('.png', ''))}`);
  await page.getByRole('button', { name: `Voir ${file}` }).click();
  const details = page.getByRole('region', { name: 'Image choisie' });
  await expect(details.getByRole('link', { name: title })).toBeVisible();
  await expect(details.getByText('Figure [1] : plan')).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer l’image' }).click();
  await confirmIn(page, 'Supprimer l’image ?', 'Supprimer');
  await expectToast(page, /Cette image est utilisée \(1 usage\)/);
  await page.goto(`/blog/${slugify(title)}`);
  const img = page.getByRole('img', { name: 'Figure [1] : plan' });
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every admin list is cards with their actions on screen, filters folded, the menu fits', async ({ page }) => {
    test.setTimeout(120_000);
    const lists = [
      { path: '/admin/projects', row: 'project-row', action: /^Modifier le projet/ },
      { path: '/admin/blog', row: 'post-row', action: /^Modifier l’article/ },
      { path: '/admin/tutorials', row: 'tutorial-row', action: /^Modifier le tutoriel/ },
      { path: '/admin/categories', row: null, action: /^Modifier la catégorie/ },
      { path: '/admin/users', row: 'user-row', action: /^Supprimer/ },
      { path: '/admin/newsletter', row: null, action: null },
      { path: '/admin/journal', row: null, action: null },
      { path: '/admin/mediatheque', row: null, action: /^Voir / },
      { path: '/admin/tarifs', row: null, action: null },
      { path: '/admin/reglages/redirections', row: null, action: null },
      { path: '/admin/corbeille', row: null, action: null },
    ];
    for (const list of lists) {
      await gotoAdmin(page, list.path);
      await noSideways(page);
      if (list.action) {
        const button = page.getByRole('button', { name: list.action }).first();
        await expect(button).toBeVisible();
        const box = (await button.boundingBox())!;
        expect(box.x, list.path).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, list.path).toBeLessThanOrEqual(390);
      }
      if (list.row) {
        // The row is a card: its title and its actions share the viewport's width.
        const row = page.getByTestId(list.row).first();
        expect((await row.boundingBox())!.width, list.path).toBeLessThanOrEqual(390);
      }
    }

    // Filters fold behind one button; bulk buttons wait for a selection.
    await gotoAdmin(page, '/admin/blog');
    await expect(page.getByLabel('Statut', { exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Publier', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Filtres' }).click();
    await expect(page.getByLabel('Statut', { exact: true })).toBeVisible();

    // The menu: one button names the page and opens every entry, all on screen.
    const nav = page.getByRole('navigation', { name: 'Menu d’administration' });
    await nav.getByRole('button', { name: /Menu\s:\sBlog/ }).click();
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(13);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await nav.getByRole('link', { name: 'Médiathèque' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Médiathèque' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden();
  });
});

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the content forms, the library and « Tarifs » fit 320 px without sideways scrolling', async ({ page }) => {
    for (const [path, add] of [
      ['/admin/blog', 'Ajouter un article'],
      ['/admin/tutorials', 'Ajouter un tutoriel'],
      ['/admin/projects', 'Ajouter un projet'],
      ['/admin/mediatheque', null],
      ['/admin/tarifs', null],
    ] as const) {
      await gotoAdmin(page, path);
      if (add) {
        await page.getByRole('button', { name: add }).click();
        await expect(page.getByRole('button', { name: 'Publier' })).toBeVisible();
      }
      await noSideways(page);
    }
  });

  test('a project’s image rows keep a text alternative field wide enough to type in', async ({ page }) => {
    await gotoAdmin(page, '/admin/projects');
    await page.getByRole('button', { name: 'Ajouter un projet' }).click();
    const form = page.getByRole('region', { name: 'Nouveau projet' });
    await form
      .getByLabel('Choisir des images')
      .setInputFiles([await imageFile('page-1.png', '#0ea5e9'), await imageFile('page-2.png', '#f97316')]);
    await expectToast(page, '2 image(s) téléchargée(s) avec succès');
    for (const n of [1, 2]) {
      const field = form.getByLabel(`Texte alternatif de l’image ${n}`);
      expect((await field.boundingBox())!.width).toBeGreaterThanOrEqual(200);
    }
    await form.getByLabel('Texte alternatif de l’image 1').fill('Double page du guide');
    await expect(form.getByLabel('Texte alternatif de l’image 1')).toHaveValue('Double page du guide');
    await noSideways(page);
  });
});

/** Every form of the back office, opened as the owner opens it. */
const ADMIN_FORMS: { path: string; open?: string; then?: string }[] = [
  { path: '/admin/blog', open: 'Ajouter un article', then: 'Référencement (moteurs de recherche et partage)' },
  {
    path: '/admin/tutorials',
    open: 'Ajouter un tutoriel',
    then: 'Référencement (moteurs de recherche et partage)',
  },
  { path: '/admin/projects', open: 'Ajouter un projet', then: 'Référencement (moteurs de recherche et partage)' },
  { path: '/admin/categories', open: 'Ajouter une catégorie' },
  { path: '/admin/users', open: 'Ajouter un utilisateur' },
  { path: '/admin/tarifs', open: 'Modifier les tarifs : Mise en page Word' },
  { path: '/admin/reglages' },
  { path: '/admin/reglages/textes' },
  { path: '/admin/reglages/temoignages' },
  { path: '/admin/reglages/redirections', open: 'Ajouter une redirection' },
  { path: '/admin/newsletter/lettres' },
  { path: '/admin/newsletter', open: 'Importer des lecteurs' },
  { path: '/admin/mediatheque', open: 'Voir ' },
];

for (const width of [320, 390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 1000 ? 720 : 900 } });

    test(`every admin form fits ${width} px: no sideways scrolling; on a phone every text field at least 200 px wide`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      for (const form of ADMIN_FORMS) {
        await gotoAdmin(page, form.path);
        if (form.open) await page.getByRole('button', { name: form.open }).first().click();
        if (form.then) await page.getByText(form.then).click();
        await expect(page.locator('main').locator('input, textarea, select').first()).toBeVisible();
        await noSideways(page);
        // Kept with the test's results (test-results/, the HTML report) to be looked at.
        const shot = testInfo.outputPath(
          `${form.path.slice(7).replaceAll('/', '-') || 'tableau-de-bord'}-${width}.png`,
        );
        await page.screenshot({ path: shot, fullPage: true });
        await testInfo.attach(`${form.path} à ${width} px`, { path: shot, contentType: 'image/png' });
        const narrow = await page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLElement>(
              'main input:not([type]), main input[type="text"], main input[type="email"], main input[type="url"], main input[type="tel"], main input[type="search"], main input[type="date"], main input[type="datetime-local"], main input[type="password"], main textarea, main select',
            ),
          ]
            // A list's own controls (its filters, a user's role in its row) are not a form's fields.
            .filter(
              (el) =>
                el.offsetParent !== null && !el.classList.contains('sr-only') && !el.closest('table, [role="search"]'),
            )
            .map((el) => ({
              name: el.getAttribute('name') ?? el.id,
              width: Math.round(el.getBoundingClientRect().width),
            }))
            .filter((f) => f.width < 200),
        );
        // On a desktop a short field (a key figure) may stay short: the rule is a phone's.
        if (width < 1000) expect(narrow, `${form.path} at ${width} px`).toEqual([]);
      }
    });
  });
}

test('the toolbar writes as a person types: « Section », text, Enter, « Liste à puces », two items; one undo takes a button back', async ({
  page,
}) => {
  const title = unique('Composer un sommaire');
  const form = await newEntryForm(page, 'post', title);
  await form.getByLabel('Extrait').fill('Un sommaire clair, pas à pas.');
  await form.getByLabel('Choisir une image').setInputFiles(await imageFile('sommaire.png', '#16a34a'));
  await expectToast(page, '1 image(s) téléchargée(s) avec succès');
  const body = form.getByLabel('Contenu', { exact: true });
  await body.click();
  await form.getByRole('button', { name: 'Section', exact: true }).click();
  await page.keyboard.type('Les étapes');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Liste à puces' }).click();
  await page.keyboard.type('Choisir les niveaux');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Liste à puces' }).click();
  await page.keyboard.type('Relier les titres');
  await expect(body).toHaveValue('## Les étapes\n- Choisir les niveaux\n- Relier les titres');

  // Pressed again, a button takes its marker back; the browser's undo takes a toolbar action back in one step.
  await form.getByRole('button', { name: 'Liste à puces' }).click();
  await expect(body).toHaveValue('## Les étapes\n- Choisir les niveaux\nRelier les titres');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(body).toHaveValue('## Les étapes\n- Choisir les niveaux\n- Relier les titres');
  // Bold on a word, then bold again: the word comes back plain.
  await body.evaluate((t: HTMLTextAreaElement) => t.setSelectionRange(t.value.indexOf('titres'), t.value.length));
  await page.keyboard.press('ControlOrMeta+b');
  await expect(body).toHaveValue('## Les étapes\n- Choisir les niveaux\n- Relier les **titres**');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(body).toHaveValue('## Les étapes\n- Choisir les niveaux\n- Relier les titres');

  await form.getByRole('button', { name: 'Publier' }).click();
  await expectToast(page, 'Article ajouté avec succès');
  await page.goto(`/blog/${slugify(title)}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Les étapes' })).toBeVisible();
  for (const item of ['Choisir les niveaux', 'Relier les titres'])
    await expect(article.getByRole('listitem').filter({ hasText: item })).toHaveText(item);
});

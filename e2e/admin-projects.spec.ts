// Back office: projects — the gallery uploader (several files, progress, rejections, reorder,
// alt text, remove), the form rules, ordering by arrows and by rank, disabled states, and the
// public portfolio following each save. Every test leaves the seeded order as it found it.
import postgres from 'postgres';
import type { Page } from './fixtures/test';
import {
  expect,
  expectToast,
  gotoAdmin,
  newEntryForm,
  imageFile,
  selectPageAnd,
  test,
  toasts,
  unique,
} from './fixtures/admin';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const rows = (page: Page) => page.getByTestId('project-row');
const titles = async (page: Page) =>
  (await rows(page).locator('td:nth-child(3) .font-medium').allInnerTexts()).map((t) => t.trim());
const rankInput = (page: Page, title: string) => page.getByRole('spinbutton', { name: `Rang du projet ${title}` });

/** Holds the page's server actions (POSTs) until `release()` is called: a state that lasts while an action
 * runs can then be checked without racing a clock. */
async function holdActions(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/admin/projects', async (route) => {
    if (route.request().method() === 'POST') await gate;
    await route.continue();
  });
  return release;
}

async function createProject(page: Page, title: string, files = 2) {
  await page.getByRole('button', { name: 'Ajouter un projet' }).click();
  const form = page.getByRole('region', { name: 'Nouveau projet' });
  await form.getByLabel('Titre').fill(title);
  await form.getByLabel('Description').fill('Projet créé par le test de bout en bout.');
  await form.getByLabel('Client').fill('Client e2e');
  await form.getByLabel('Date du projet').fill('Mars 2026');
  const images = await Promise.all(
    Array.from({ length: files }, (_, i) => imageFile(`visuel-${i + 1}.png`, ['#1f56d6', '#f59e0b', '#10b981'][i % 3])),
  );
  await form.getByLabel('Choisir des images').setInputFiles(images);
  await expectToast(page, `${files} image(s) téléchargée(s) avec succès`);
  return form;
}

async function deleteProject(page: Page, title: string) {
  await page.getByRole('button', { name: `Supprimer le projet ${title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer le projet' });
  await expect(dialog).toContainText(`Êtes-vous sûr de vouloir supprimer le projet « ${title} »`);
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Projet supprimé avec succès');
  await expect(rows(page).filter({ hasText: title })).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await gotoAdmin(page, '/admin/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projets' })).toBeVisible();
});

test('list: columns, the ordering help box, ranks 1..N', async ({ page }) => {
  await expect(page.getByRole('columnheader')).toHaveText([
    'Sélection',
    'Ordre',
    'Projet (client · date)',
    'Catégorie',
    'Statut',
    'Actions',
  ]);
  await expect(page.getByRole('complementary', { name: 'Comment fonctionne l’ordre d’affichage ?' })).toContainText(
    'le rang 1 apparaît en premier',
  );
  const n = await rows(page).count();
  expect(n).toBeGreaterThan(2);
  const ranks = await rows(page)
    .getByRole('spinbutton')
    .evaluateAll((els) => els.map((e) => Number((e as HTMLInputElement).value)));
  expect(ranks).toEqual(Array.from({ length: n }, (_, i) => i + 1));
});

test('create: save disabled without image, uploads with progress, reorder, alt text, remove, rank; edit; public page; delete', async ({
  page,
}) => {
  const n = await rows(page).count();
  const title = unique('Catalogue e2e');
  await page.getByRole('button', { name: 'Ajouter un projet' }).click();
  const form = page.getByRole('region', { name: 'Nouveau projet' });
  const save = form.getByRole('button', { name: 'Publier' });

  // No image yet: the note and a disabled save; other list actions are disabled meanwhile.
  await expect(form.getByText('⚠️ Au moins une image est requise pour créer un projet')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Ajouter un projet' })).toBeDisabled();
  await expect(rows(page).first().getByRole('spinbutton')).toBeDisabled();
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /^Modifier le projet/ }),
  ).toBeDisabled();
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /^Supprimer le projet/ }),
  ).toBeDisabled();
  await expect(form.getByLabel('Rang d’affichage')).toHaveValue(String(n + 1));

  // Several files at once, with per-file progress; save stays disabled while uploading.
  await page.route('**/api/admin/upload', async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await form
    .getByLabel('Choisir des images')
    .setInputFiles([
      await imageFile('premiere.png', '#1f56d6'),
      await imageFile('deuxieme.jpg', '#f59e0b', 'jpeg'),
      await imageFile('troisieme.png', '#10b981'),
    ]);
  await expect(form.getByRole('progressbar').first()).toBeVisible();
  await expect(save).toBeDisabled();
  await expectToast(page, '3 image(s) téléchargée(s) avec succès');
  await page.unroute('**/api/admin/upload');
  const items = form.getByTestId('upload-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Image principale');
  await expect(items.nth(0)).toContainText('premiere.png');

  // Reorder with the buttons (keyboard alternative), then by drag and drop.
  await form.getByRole('button', { name: 'Descendre l’image 1' }).click();
  await expect(items.nth(0)).toContainText('deuxieme.jpg');
  await expect(items.nth(0)).toContainText('Image principale');
  await items.nth(2).dragTo(items.nth(0));
  await expect(items.nth(0)).toContainText('troisieme.png');
  await expect(items.nth(1)).toContainText('deuxieme.jpg');

  // Alt text per image; remove one.
  await form.getByLabel('Texte alternatif de l’image 1').fill('Couverture du catalogue');
  await form.getByRole('button', { name: 'Supprimer l’image 3' }).click();
  await expectToast(page, 'Image supprimée');
  await expect(items).toHaveCount(2);

  // Required fields.
  await expect(save).toBeEnabled();
  await save.click();
  await expectToast(page, 'Veuillez remplir tous les champs obligatoires');
  await expect(form.getByText('Veuillez remplir tous les champs obligatoires')).toHaveCount(2);

  await form.getByLabel('Titre').fill(title);
  await form.getByLabel('Description').fill('Un catalogue de 48 pages.');
  await form.getByLabel('Client').fill('Maison e2e');
  await form.getByLabel('Date du projet').fill('Avril 2026');
  // Rank out of range, then the default (last).
  await form.getByLabel('Rang d’affichage').fill(String(n + 5));
  await save.click();
  await expectToast(page, `Le rang doit être entre 1 et ${n + 1}`);
  await form.getByLabel('Rang d’affichage').fill(String(n + 1));
  await save.click();
  await expectToast(page, `Projet ajouté au rang ${n + 1} avec succès`);
  await expect(form).toBeHidden();
  await expect(rows(page)).toHaveCount(n + 1);
  await expect(rows(page).last()).toContainText(title);
  await expect(rankInput(page, title)).toHaveValue(String(n + 1));

  // Edit: the gallery comes back in order, with current vs new position; rename.
  await page.getByRole('button', { name: `Modifier le projet ${title}` }).click();
  const edit = page.getByRole('region', { name: 'Modifier le projet' });
  await expect(edit.getByTestId('upload-item')).toHaveCount(2);
  await expect(edit.getByLabel('Texte alternatif de l’image 1')).toHaveValue('Couverture du catalogue');
  await expect(edit.getByText(`Position actuelle : ${n + 1}`)).toBeVisible();
  await edit.getByLabel('Rang d’affichage').fill(String(n));
  await expect(edit.getByText(`nouvelle position : ${n}`)).toBeVisible();
  await edit.getByLabel('Rang d’affichage').fill(String(n + 1));
  const renamed = `${title} (2e édition)`;
  await edit.getByLabel('Titre').fill(renamed);
  await edit.getByRole('button', { name: 'Mettre à jour le projet' }).click();
  await expectToast(page, 'Projet mis à jour avec succès');
  await expect(rows(page).last()).toContainText(renamed);

  // The public portfolio shows the change right away: last by rank, on its last page.
  await page.goto('/portfolio');
  await page
    .getByRole('navigation', { name: 'Pagination des projets' })
    .getByRole('link', { name: /^Page \d+$/ })
    .last()
    .click();
  await expect(page).toHaveURL(/\/portfolio\/page\/\d+$/);
  const lastPage = new URL(page.url()).pathname;
  await expect(
    page.getByRole('region', { name: 'Projets' }).getByRole('article').last().getByRole('heading'),
  ).toHaveText(renamed);
  await gotoAdmin(page, '/admin/projects');
  await deleteProject(page, renamed);
  for (const path of ['/portfolio', lastPage]) {
    await page.goto(path);
    await expect(page.getByText(renamed)).toHaveCount(0);
  }
});

test('uploader rejections: a text file named .png, a non-image, a file over 10 MB', async ({ page }) => {
  await page.getByRole('button', { name: 'Ajouter un projet' }).click();
  const form = page.getByRole('region', { name: 'Nouveau projet' });
  const input = form.getByLabel('Choisir des images');
  await input.setInputFiles({
    name: 'faux.png',
    mimeType: 'image/png',
    buffer: Buffer.from('ceci est du texte, pas une image'),
  });
  await expectToast(page, 'faux.png n’est pas un fichier image valide');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('texte') });
  await expectToast(page, 'notes.txt n’est pas un fichier image valide');
  const big = Buffer.alloc(10 * 1024 * 1024 + 1);
  (await imageFile('x.png')).buffer.copy(big);
  await input.setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: big });
  await expectToast(page, 'enorme.png dépasse la taille maximale de 10MB');
  await expect(form.getByTestId('upload-item')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Ajouter le projet' })).toBeDisabled();
  await form.getByRole('button', { name: 'Annuler' }).click();
  await expect(form).toBeHidden();
});

test('reorder by arrows and by rank input, controls disabled during a reorder', async ({ page }) => {
  const before = await titles(page);
  const n = before.length;
  const [first, second] = before as [string, string];

  const release = await holdActions(page);
  await page.getByRole('button', { name: `Descendre le projet ${first}` }).click();
  // During the reorder (held on its way to the server): every rank input and action is disabled.
  await expect(rows(page).nth(2).getByRole('spinbutton')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Ajouter un projet' })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Modifier le projet ${second}` })).toBeDisabled();
  release();
  await expectToast(page, 'Projet déplacé vers le bas');
  await expect.poll(() => titles(page)).toEqual([second, first, ...before.slice(2)]);
  await expect(rankInput(page, first)).toHaveValue('2');
  await expect(rankInput(page, first)).toBeEnabled();

  await page.getByRole('button', { name: `Monter le projet ${first}` }).click();
  await expectToast(page, 'Projet déplacé vers le haut');
  await expect.poll(() => titles(page)).toEqual(before);
  await page.unroute('**/admin/projects');

  // The first cannot go up, the last cannot go down.
  await expect(page.getByRole('button', { name: `Monter le projet ${first}` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Descendre le projet ${before[n - 1]}` })).toBeDisabled();

  // Direct rank: out of range refused with its French message and the value restored.
  await rankInput(page, first).fill(String(n + 1));
  await rankInput(page, first).press('Enter');
  await expectToast(page, `Le rang doit être entre 1 et ${n}`);
  await expect(rankInput(page, first)).toHaveValue('1');
  await rankInput(page, first).fill('0');
  await rankInput(page, first).press('Enter');
  await expect(toasts(page).getByText(`Le rang doit être entre 1 et ${n}`)).not.toHaveCount(0);
  expect(await titles(page)).toEqual(before);

  // Move the first to rank 3: the others shift, gapless.
  await rankInput(page, first).fill('3');
  await rankInput(page, first).press('Enter');
  await expectToast(page, 'Projet déplacé au rang 3 avec succès');
  await expect.poll(() => titles(page)).toEqual([before[1], before[2], first, ...before.slice(3)]);

  // And back to 1: the original order is restored.
  await rankInput(page, first).fill('1');
  await rankInput(page, first).press('Enter');
  await expectToast(page, 'Projet déplacé au rang 1 avec succès');
  await expect.poll(() => titles(page)).toEqual(before);
});

test('cancelling an edit keeps the saved project and deletes the images uploaded meanwhile', async ({ page }) => {
  const title = unique('Brochure annulée');
  const form = await createProject(page, title, 1);
  await form.getByRole('button', { name: 'Ajouter le projet' }).click();
  await expectToast(page, /Projet ajouté au rang \d+ avec succès/);

  await page.getByRole('button', { name: `Modifier le projet ${title}` }).click();
  const edit = page.getByRole('region', { name: 'Modifier le projet' });
  await edit.getByLabel('Titre').fill('Titre jamais enregistré');
  const uploaded = page.waitForResponse('**/api/admin/upload');
  await edit.getByLabel('Choisir des images').setInputFiles([await imageFile('abandon.png', '#ef4444')]);
  const { urls } = (await (await uploaded).json()) as { urls: string[] };
  await expectToast(page, '1 image(s) téléchargée(s) avec succès');
  expect((await page.request.get(urls[0]!)).status()).toBe(200);

  await edit.getByRole('button', { name: 'Annuler' }).click();
  await expect(edit).toBeHidden();
  await expect(rows(page).filter({ hasText: title })).toHaveCount(1);
  await expect(page.getByText('Titre jamais enregistré')).toHaveCount(0);
  // The abandoned upload leaves no orphan file behind.
  await expect.poll(async () => (await page.request.get(urls[0]!)).status()).toBe(404);
  await deleteProject(page, title);
});

test('list: search, status and sort in the URL; a selection of drafts deleted at once, the ranks closing up', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
  const before = await titles(page);
  // Two drafts at the end of the order (never on the public portfolio), under the reorder lock.
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('projects.display_order'))`;
    for (const n of [1, 2]) {
      await tx`
        insert into projects (slug, title, description, main_image_url, display_order, status, created_at)
        values (${`lot-${stamp}-${n}`}, ${`Lot ${stamp} numéro ${n}`}, 'Projet de la liste.', '/images/defaults/generique.jpg',
                (select count(*) + 1 from projects), 'draft', now() - make_interval(mins => ${3 - n}))`;
    }
  });
  await sql.end();

  await gotoAdmin(page, '/admin/projects');
  await page.getByRole('searchbox', { name: 'Rechercher un projet par titre' }).fill(`Lot ${stamp}`);
  await expect(page).toHaveURL(new RegExp(`q=Lot\\+${stamp}`));
  await expect(rows(page)).toHaveCount(2);
  await page.getByLabel('Trier la liste').selectOption({ label: 'Plus récents d’abord' });
  await expect(page).toHaveURL(/tri=recents/);
  await expect.poll(() => titles(page)).toEqual([`Lot ${stamp} numéro 2`, `Lot ${stamp} numéro 1`]);
  await page.reload();
  await expect.poll(() => titles(page)).toEqual([`Lot ${stamp} numéro 2`, `Lot ${stamp} numéro 1`]);
  await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'Brouillons (2)' });
  await expect(page).toHaveURL(/statut=draft/);

  await selectPageAnd(page, 'Supprimer (2)');
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer la sélection' });
  await expect(dialog).toContainText('Supprimer les 2 projets sélectionnés ?');
  await expect(dialog).toContainText('Ils restent 30\u00a0jours dans la corbeille, d’où vous pouvez les restaurer.');
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, '2 projets supprimés');
  await expect(page.getByText('Aucun projet ne correspond à ces filtres.')).toBeVisible();

  // Back to the whole list in portfolio order: the seeded order, ranks 1..N without a gap.
  await gotoAdmin(page, '/admin/projects');
  await expect.poll(() => titles(page)).toEqual(before);
  const ranks = await rows(page)
    .getByRole('spinbutton')
    .evaluateAll((els) => els.map((e) => Number((e as HTMLInputElement).value)));
  expect(ranks).toEqual(before.map((_, i) => i + 1));
});

test('a deleted project’s files wait with it in the trash, freed when it is deleted for good; a used image cannot be deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = unique('Projet supprimé');
  const fileName = `galerie-${Date.now().toString(36)}.png`;
  const form = await newEntryForm(page, 'project', title);
  await form.getByLabel('Description').fill('Un projet le temps d’un test.');
  await form.getByLabel('Choisir des images').setInputFiles(await imageFile(fileName, '#f59e0b'));
  await expect(form.getByTestId('upload-item')).toHaveCount(1);
  await expect(form.getByRole('button', { name: 'Ajouter le projet' })).toBeEnabled();
  await form.getByRole('button', { name: 'Ajouter le projet' }).click();
  await expectToast(page, /Projet ajouté au rang \d+ avec succès/);

  // Used: listed with its project, and deletion is refused in French.
  await gotoAdmin(page, '/admin/mediatheque');
  await page.getByRole('searchbox').fill(fileName.replace('.png', ''));
  // The library's state is its address, as every admin list's: a reload keeps the search.
  await expect(page).toHaveURL(new RegExp(`/admin/mediatheque\\?q=${fileName.replace('.png', '')}`));
  await page.reload();
  await expect(page.getByRole('searchbox')).toHaveValue(fileName.replace('.png', ''));
  await page.getByRole('button', { name: `Voir ${fileName}` }).click();
  const details = page.getByRole('region', { name: 'Image choisie' });
  await expect(details.getByRole('link', { name: title })).toHaveAttribute('href', /\/admin\/projects\?modifier=/);
  await details.getByRole('button', { name: 'Supprimer l’image' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Cette image est utilisée (1 usage) : retirez-la d’abord de ce qui l’utilise');

  await gotoAdmin(page, '/admin/projects');
  await page.getByRole('button', { name: `Supprimer le projet ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expectToast(page, 'Projet supprimé avec succès');

  // In the trash, the project still holds its image: the library names the trash as its use.
  await gotoAdmin(page, '/admin/mediatheque');
  await page.getByRole('searchbox').fill(fileName.replace('.png', ''));
  await page.getByRole('button', { name: `Voir ${fileName}` }).click();
  await expect(page.getByRole('region', { name: 'Image choisie' }).getByRole('link', { name: title })).toHaveAttribute(
    'href',
    '/admin/corbeille',
  );

  // « Supprimer définitivement » frees it: gone from storage and from the library.
  await gotoAdmin(page, '/admin/corbeille');
  await page.getByRole('button', { name: `Supprimer définitivement le projet ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expectToast(page, 'Supprimé définitivement');
  await gotoAdmin(page, '/admin/mediatheque');
  await page.getByRole('searchbox').fill(fileName.replace('.png', ''));
  await expect(page.getByRole('button', { name: `Voir ${fileName}` })).toHaveCount(0);
  await gotoAdmin(page, '/admin/journal?element=project');
  await expect(page.getByRole('main')).toContainText(`Projet « ${title} » supprimé définitivement`);
});

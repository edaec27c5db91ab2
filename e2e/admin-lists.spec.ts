// The back office's lists at scale: search, status filter and paging on the server with the state in
// the URL, and bulk actions confirmed in French, each recorded in the journal.
import postgres from 'postgres';
import { confirmIn, expect, expectToast, gotoAdmin, selectPageAnd, test } from './fixtures/admin';

test('articles: search and pages in the URL, then publish and delete a selection', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
  // Dated long ago: once published they sort last on /blog, so the editorial spec running beside this one
  // still finds its scheduled article on the list's first page.
  await sql`
    insert into blog_posts (slug, title, excerpt, content, image_url, post_date, status)
    select 'lot-' || ${stamp} || '-' || n, 'Lot ' || ${stamp} || ' numéro ' || n, 'Résumé.', '',
           '/images/defaults/generique.jpg', date '2001-01-01', 'draft'
    from generate_series(1, 27) n`;
  await sql.end();

  await gotoAdmin(page, '/admin/blog');
  await page.getByRole('searchbox', { name: 'Rechercher un article par titre' }).fill(`Lot ${stamp}`);
  await expect(page).toHaveURL(new RegExp(`q=Lot\\+${stamp}`));
  const table = page.getByRole('table', { name: 'Liste des articles' });
  await expect(table.getByRole('row')).toHaveCount(26); // the header and 25 rows
  await expect(page.getByRole('navigation', { name: 'Pages de la liste' })).toContainText('27 articles · page 1 sur 2');
  await page.getByRole('link', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByRole('row')).toHaveCount(3);
  // The address alone gives the same page.
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByRole('link', { name: 'Page précédente' }).click();
  await expect(table.getByRole('row')).toHaveCount(26);

  // Publish the whole page.
  await selectPageAnd(page, 'Publier (25)');
  const publish = page.getByRole('alertdialog', { name: 'Publier la sélection' });
  await expect(publish).toContainText('Publier les 25 articles sélectionnés ?');
  await publish.getByRole('button', { name: 'Publier' }).click();
  await expectToast(page, '25 articles publiés');
  await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'Brouillons (2)' });
  await expect(table.getByRole('row')).toHaveCount(3);

  // Delete the two drafts left.
  await selectPageAnd(page, 'Supprimer (2)');
  await confirmIn(page, 'Supprimer la sélection', 'Supprimer');
  await expectToast(page, '2 articles supprimés');
  await expect(page.getByText('Aucun article ne correspond à ces filtres.')).toBeVisible();

  await gotoAdmin(page, '/admin/journal?element=post&action=delete');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: new RegExp(`Article « Lot ${stamp} numéro \\d+ » mis à la corbeille \\(action groupée\\)`) }),
  ).toHaveCount(2);
});

// Back office dashboard and journal: the estimator's hand-offs, sign-in failures, the journal's wording and links.
import postgres from 'postgres';
import { ADMIN, expect, gotoAdmin, test } from './fixtures/admin';

test('the dashboard counts the estimates sent by e-mail and WhatsApp', async ({ page }) => {
  const cell = (service: string, column: 1 | 2) =>
    page
      .getByRole('table', { name: /Estimations envoyées au studio/ })
      .getByRole('row', { name: new RegExp(`^${service}`) })
      .getByRole('cell')
      .nth(column - 1);

  await gotoAdmin(page, '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Demandes de devis envoyées (30 derniers jours)' })).toBeVisible();
  const before = Number(await cell('Conception graphique', 1).textContent());

  // Two hand-offs from the public estimator, the way its buttons send them.
  await page.goto('/services/conception-graphique');
  const statuses = await page.evaluate(async () => {
    const body = JSON.stringify({ service: 'graphic', channel: 'email', page: '/services/conception-graphique' });
    const answers = [];
    for (let i = 0; i < 2; i++) answers.push((await fetch('/api/devis', { method: 'POST', body })).status);
    return answers;
  });
  expect(statuses).toEqual([204, 204]);

  await gotoAdmin(page, '/admin/dashboard');
  await expect(cell('Conception graphique', 1)).toHaveText(String(before + 2));
});

test('a failed sign-in is counted on its account beside the journal, not written into it', async ({
  page,
  browser,
}) => {
  const failures = () =>
    page
      .getByRole('table', { name: 'Échecs de connexion par compte sur 30 jours' })
      .getByRole('row', { name: new RegExp(`^${ADMIN.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .getByRole('cell')
      .first();
  await gotoAdmin(page, '/admin/journal');
  await expect(page.getByRole('heading', { name: 'Échecs de connexion (30 derniers jours)' })).toBeVisible();
  const before = Number((await failures().count()) ? await failures().textContent() : 0);

  // A stranger's wrong password, from a browser of its own.
  const stranger = await browser.newPage();
  await stranger.goto('/login');
  await stranger.getByLabel('E-mail').fill(ADMIN.email);
  await stranger.getByLabel('Mot de passe').fill('pas le bon mot de passe');
  await stranger.getByRole('button', { name: 'Se connecter' }).click();
  await expect(stranger.getByText('E-mail ou mot de passe incorrect').first()).toBeVisible();
  await stranger.close();

  await gotoAdmin(page, '/admin/journal');
  await expect(failures()).toHaveText(String(before + 1));
  await expect(page.getByRole('row', { name: /Échec de connexion/ })).toHaveCount(0);
});

test('the journal speaks French, filters by action, and links a content’s current title to its form', async ({
  page,
}) => {
  const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
  const [post] = await sql<{ id: string; title: string }[]>`
    select id::text, title from blog_posts where status = 'published' order by created_at limit 1`;
  // An entry as an admin write without a trusted client address records it.
  const summary = `Article modifié ${Date.now().toString(36)}`;
  await sql`insert into audit_log (actor_email, action, entity, entity_id, summary, ip)
            values (${ADMIN.email}, 'update', 'post', ${post!.id}, ${summary}, 'unknown')`;
  await sql.end();

  await gotoAdmin(page, '/admin/journal');
  await page.getByLabel('Élément').selectOption({ label: 'Article' });
  await page.getByLabel('Action').selectOption({ label: 'Modification' });
  await expect(page).toHaveURL(/element=post&action=update/);
  // A day bound adds up with the other filters (the list kit's dates).
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Du', { exact: true }).fill(yesterday);
  await expect(page).toHaveURL(new RegExp(`element=post&action=update&du=${yesterday}`));
  const row = page.getByRole('row').filter({ hasText: summary });
  // No address to show (no trusted proxy): no « Adresse » column of placeholders.
  await expect(row.getByRole('cell').last()).toContainText(summary);
  await expect(page.getByRole('columnheader', { name: 'Adresse' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Journal des modifications' })).not.toContainText('unknown');
  await expect(page.getByRole('row').filter({ hasText: 'Création' })).toHaveCount(0);

  await row.getByRole('link', { name: post!.title }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  const form = page.getByRole('region', { name: 'Modifier l’article' });
  await expect(form.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(post!.title);
});

test('the dashboard shows what goes online next, the drafts, the last changes and the subscribers, with quick links', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const scheduled = `Tutoriel programmé ${stamp}`;
  const draft = `Article en brouillon ${stamp}`;
  const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
  await sql`insert into tutorials (slug, title, description, thumbnail, status, published_at)
            values (${`programme-${stamp}`}, ${scheduled}, 'Bientôt.', '/images/defaults/generique.jpg',
                    'scheduled', now() + interval '2 days')`;
  await sql`insert into blog_posts (slug, title, excerpt, content, image_url, post_date, status)
            values (${`brouillon-${stamp}`}, ${draft}, 'En cours.', '', '/images/defaults/generique.jpg', current_date, 'draft')`;
  const [count] = await sql<
    { n: number }[]
  >`select count(*)::int as n from newsletter_subscribers where confirmed_at is not null`;
  await sql.end();

  await gotoAdmin(page, '/admin/dashboard');
  const upcoming = page.getByRole('list', { name: 'Publications programmées' });
  await expect(upcoming.getByRole('listitem').filter({ hasText: scheduled })).toContainText(
    /Tutoriel.*\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/,
  );
  await expect(page.getByRole('list', { name: 'Brouillons' }).getByRole('link', { name: draft })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Dernières modifications du journal' }).getByRole('row'),
  ).not.toHaveCount(0);
  await expect(page.getByTestId('subscribers')).toContainText(`${count!.n} abonné`);

  // A draft's title opens its form; « Nouveau tutoriel » opens an empty one.
  await page.getByRole('list', { name: 'Brouillons' }).getByRole('link', { name: draft }).click();
  await expect(
    page.getByRole('region', { name: 'Modifier l’article' }).getByRole('textbox', { name: 'Titre', exact: true }),
  ).toHaveValue(draft);
  await gotoAdmin(page, '/admin/dashboard');
  await page.getByRole('navigation', { name: 'Créer' }).getByRole('link', { name: 'Nouveau tutoriel' }).click();
  await expect(page).toHaveURL(/\/admin\/tutorials$/);
  await expect(page.getByRole('region', { name: 'Nouveau tutoriel' })).toBeVisible();
});

// « Lettres »: the owner composes an issue from two published articles, previews it as sent, sends a test to
// themself, then sends it to every confirmed subscriber (1,000 and more) and sees it complete; each subscriber receives exactly
// one copy in the local mailbox, with its own unsubscribe link (one click on the page, or the RFC 8058 POST).
// « Courriels envoyés (local) » shows what left. At desktop width and at 390 px.
import postgres from 'postgres';
import { ADMIN, expect, expectToast, gotoAdmin, test } from './fixtures/admin';
import { allMessages, linkIn, rawHeader, recipients, waitForMail } from './fixtures/mailbox';

const READERS = 1000;

test('an issue with two articles reaches every confirmed subscriber once; its unsubscribe links work', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
  const readers = Array.from({ length: READERS }, (_, i) => `lettre-${stamp}-${i}@exemple.fr`);
  await sql`insert into newsletter_subscribers (email, confirmed_at) select unnest(${readers}::text[]), now()`;
  await sql`insert into newsletter_subscribers (email) values (${`en-attente-${stamp}@exemple.fr`})`;
  const posts = await sql<{ title: string }[]>`
    select title from blog_posts where status = 'published' and published_at <= now() order by published_at desc limit 2`;

  await gotoAdmin(page, '/admin/newsletter/lettres');
  await expect(page.getByRole('heading', { level: 1, name: 'Lettres' })).toBeVisible();
  const subject = `Les nouveautés ${stamp}`;
  const send = page.getByRole('button', { name: 'Envoyer aux abonnés' });

  // Bad input: French messages, nothing sent.
  await send.click();
  await expect(page.getByText('Indiquez l’objet de la lettre')).toBeVisible();
  await expect(page.getByText('Choisissez au moins un article ou un tutoriel')).toBeVisible();

  await page.getByLabel('Objet').fill(subject);
  await page.getByLabel('Introduction').fill('Bonjour,\n\nVoici nos deux derniers articles.');
  const recent = page.getByRole('list', { name: 'Publiés récemment' });
  for (const post of posts) await recent.getByRole('button', { name: `Ajouter « ${post.title} »` }).click();
  const chosen = page.getByRole('list', { name: 'Dans la lettre' });
  // The second first.
  await chosen.getByRole('listitem').nth(1).getByRole('button', { name: 'Monter' }).click();
  await expect(chosen.getByRole('listitem').first()).toContainText(posts[1]!.title);

  await page.getByRole('button', { name: 'Aperçu' }).click();
  const preview = page.frameLocator('iframe[title="Aperçu de la lettre"]');
  await expect(preview.getByRole('heading', { name: subject })).toBeVisible();
  await expect(preview.getByText(posts[0]!.title)).toBeVisible();

  await page.getByRole('button', { name: 'M’envoyer un test' }).click();
  await expectToast(page, `Lettre de test envoyée à ${ADMIN.email}`);
  await waitForMail(ADMIN.email, `[Test] ${subject}`);

  await send.click();
  const dialog = page.getByRole('alertdialog', { name: 'Envoyer la lettre' });
  await expect(dialog).toContainText(/\d+ abonnés confirmés/);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expectToast(page, /Envoi lancé\s:\s\d+ abonnés/);
  // The counts follow the queue while it is sent, then the issue is « Envoyée » with every copy sent.
  const issue = page.getByRole('region', { name: 'Lettres' }).getByRole('listitem').filter({ hasText: subject });
  await expect(issue).toContainText('Envoyée', { timeout: 60_000 });
  const [sent] = await sql<{ n: number }[]>`
    select count(*)::int as n from newsletter_deliveries d join newsletter_issues i on i.id = d.issue_id
    where i.subject = ${subject} and d.status = 'sent'`;
  // Every confirmed subscriber at the time (another spec running alongside may erase some meanwhile: skipped).
  expect(sent!.n).toBeGreaterThanOrEqual(READERS);
  await expect(issue).toContainText(`${sent!.n} envoyées sur`);
  await expect(issue).not.toContainText('en attente');
  await expect(issue).not.toContainText('en échec');

  // Each reader: exactly one copy, the articles in the chosen order, its own unsubscribe link.
  const issueMails = (await allMessages()).filter((m) => m.subject === subject);
  const copies = new Map<string, number>();
  for (const m of issueMails) for (const to of recipients(m)) copies.set(to!, (copies.get(to!) ?? 0) + 1);
  expect(readers.filter((r) => copies.get(r) !== 1)).toEqual([]);
  expect(copies.has(`en-attente-${stamp}@exemple.fr`)).toBe(false);
  const mail = issueMails.find((m) => recipients(m)[0] === readers[0])!;
  // Titles as typed, the message as typeset (no-break spaces, curly apostrophes): compared as plain text.
  const plain = (s: string) => s.replace(/[\u00a0\u202f\s]+/g, ' ').replace(/’/g, "'");
  const text = plain(mail.text ?? '');
  const [first, second] = [text.indexOf(plain(posts[1]!.title)), text.indexOf(plain(posts[0]!.title))];
  expect(first).toBeGreaterThanOrEqual(0);
  expect(first).toBeLessThan(second);
  expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

  // The link in the message: one click on the page erases the address.
  await page.goto(linkIn(mail, '/newsletter/desinscription'));
  await page.getByRole('button', { name: 'Confirmer la désinscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('C’est fait');
  // RFC 8058: the mail client's POST to the List-Unsubscribe address erases another.
  const other = issueMails.find((m) => recipients(m)[0] === readers[1])!;
  const oneClick = new URL(rawHeader(other, 'list-unsubscribe').slice(1, -1));
  const res = await page.request.post(`${oneClick.pathname}${oneClick.search}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(res.status()).toBe(200);
  const left = await sql<{ email: string }[]>`
    select email from newsletter_subscribers where email = any(${readers.slice(0, 2)})`;
  expect(left).toEqual([]);
  await sql.end();

  // What left the site, in the back office.
  await gotoAdmin(page, '/admin/newsletter/courriels');
  await expect(page.getByRole('heading', { level: 1, name: 'Courriels envoyés (local)' })).toBeVisible();
  await expect(page.getByText(subject).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the issue composer and the local mailbox fit a 390 px screen', async ({ page }) => {
    for (const path of ['/admin/newsletter/lettres', '/admin/newsletter/courriels']) {
      await gotoAdmin(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await gotoAdmin(page, '/admin/newsletter/lettres');
    const send = page.getByRole('button', { name: 'Envoyer aux abonnés' });
    await send.scrollIntoViewIfNeeded();
    await expect(send).toBeInViewport({ ratio: 1 });
  });
});

// « Programmer l'envoi » in a real browser, against the production build, its mail worker and the local SMTP
// server: a letter with an article's image and a web version, programmed a few seconds ahead, waits
// « Programmée » with nothing sent, then leaves on time by itself to 1,000 readers and more; each reader gets one
// copy with the studio's logo, the article's image and its text alternative, and the link to the web version,
// which shows the letter without any reader's link until the owner withdraws it.
import postgres from 'postgres';
import { isoToStudioLocal } from '../lib/dates';
import { expect, expectToast, gotoAdmin, test } from './fixtures/admin';
import type { Page } from './fixtures/test';
import { allMessages, linkIn, recipients } from './fixtures/mailbox';
import { expectNoViolations } from './fixtures/axe';

const READERS = 1000;
const plain = (s: string) => s.replace(/[\u00a0\u202f\s]+/g, ' ').replace(/’/g, "'");

test('a programmed letter with images leaves on time to 1,000 readers; its web version is public', async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
  const readers = Array.from({ length: READERS }, (_, i) => `programme-${stamp}-${i}@exemple.fr`);
  await sql`insert into newsletter_subscribers (email, confirmed_at) select unnest(${readers}::text[]), now()`;
  // The readers leave with the test, so the letters other specs send later do not go to them too.
  try {
    await programmedLetter(page, sql, readers);
  } finally {
    await sql`delete from newsletter_subscribers where email = any(${readers})`;
    await sql.end();
  }
});

async function programmedLetter(page: Page, sql: postgres.Sql, readers: string[]) {
  const stamp = readers[0]!.split('-')[1]!;
  const [post] = await sql<{ title: string; image_url: string; alt: string }[]>`
    select title, image_url, coalesce(nullif(image_alt, ''), title) as alt from blog_posts
    where status = 'published' and published_at <= now() and image_url like '/%'
    order by published_at desc limit 1`;
  expect(post, 'a published article with a stored image').toBeTruthy();

  await gotoAdmin(page, '/admin/newsletter/lettres');
  const subject = `La lettre programmée ${stamp}`;
  await page.getByLabel('Objet').fill(subject);
  await page.getByLabel('Introduction').fill('Bonjour,\n\nNotre dernier article, en images.');
  await page
    .getByRole('list', { name: 'Publiés récemment' })
    .getByRole('button', { name: `Ajouter « ${post!.title} »` })
    .click();
  await page.getByRole('checkbox', { name: /Publier une version web/ }).check();
  // Far enough ahead to see it wait; the input takes seconds (the studio's zone, as the hint says).
  const due = Date.now() + 40_000;
  await page.getByLabel('Date et heure d’envoi').fill(isoToStudioLocal(new Date(due).toISOString(), { seconds: true }));
  await page.getByRole('button', { name: 'Programmer l’envoi' }).click();
  await expectToast(page, /Envoi programmé le/);

  const issue = page.getByRole('region', { name: 'Lettres' }).getByRole('listitem').filter({ hasText: subject });
  await expect(issue).toContainText('Programmée pour le');
  await expect(issue).toContainText('Version web publiée à l’envoi');
  const [scheduled] = await sql<{ id: string; scheduled_at: Date; status: string; deliveries: number }[]>`
    select i.id::text, i.scheduled_at, i.status,
           (select count(*)::int from newsletter_deliveries d where d.issue_id = i.id) as deliveries
    from newsletter_issues i where i.subject = ${subject}`;
  expect(scheduled, 'the letter waits, programmed').toMatchObject({ status: 'scheduled', deliveries: 0 });
  // Nobody can read it on the site before it leaves.
  expect((await page.request.get(`/lettres/${scheduled!.id}`)).status()).toBe(404);

  // It leaves by itself: queued once due (never before), every copy sent.
  await expect
    .poll(
      async () =>
        (await sql<{ status: string }[]>`select status from newsletter_issues where id = ${scheduled!.id}`)[0]!.status,
      { timeout: 150_000 },
    )
    .toBe('sent');
  const [timing] = await sql<{ queued_at: Date; first: Date; sent: number }[]>`
    select i.queued_at, min(d.sent_at) as first, count(*) filter (where d.status = 'sent')::int as sent
    from newsletter_issues i join newsletter_deliveries d on d.issue_id = i.id
    where i.id = ${scheduled!.id} group by i.queued_at`;
  expect(timing!.queued_at.getTime()).toBeGreaterThanOrEqual(scheduled!.scheduled_at.getTime());
  expect(timing!.first.getTime()).toBeGreaterThanOrEqual(scheduled!.scheduled_at.getTime());
  // On time: the worker sleeps until the letter's moment, not until its next idle turn.
  expect(timing!.queued_at.getTime() - scheduled!.scheduled_at.getTime()).toBeLessThan(15_000);
  expect(timing!.sent).toBeGreaterThanOrEqual(READERS);
  await page.reload();
  await expect(issue).toContainText(`${timing!.sent} envoyées sur`);

  // Each reader: one copy, with the logo, the article's image and its text alternative, and the web version.
  const copies = (await allMessages()).filter((m) => m.subject === subject);
  const received = new Map<string, number>();
  for (const m of copies) for (const to of recipients(m)) received.set(to!, (received.get(to!) ?? 0) + 1);
  expect(readers.filter((r) => received.get(r) !== 1)).toEqual([]);
  const mail = copies.find((m) => recipients(m)[0] === readers[0])!;
  const images = [...String(mail.html).matchAll(/<img src="([^"]+)" alt="([^"]*)"/g)].map(([, src, alt]) => ({
    src: src!,
    alt: plain(alt!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')),
  }));
  expect(images.some((i) => i.src.endsWith('/apple-icon.png'))).toBe(true);
  const picture = images.find((i) => i.alt === plain(post!.alt));
  expect(picture?.src).toMatch(/^http/);
  expect(picture?.src.endsWith(post!.image_url)).toBe(true);
  expect(mail.text).toContain(plain(post!.title).split(' ')[0]!);

  // The web version: the letter as sent, and none of the reader's links.
  const web = linkIn(mail, `/lettres/${scheduled!.id}`);
  const answer = await page.goto(web);
  expect(answer!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Notre dernier article, en images.')).toBeVisible();
  // Typeset as the site shows titles (curly apostrophes).
  await expect(page.getByRole('heading', { level: 3, name: post!.title.replace(/'/g, '’') })).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain('jeton=');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expectNoViolations(page, 'a letter’s web version');
  // An unknown letter is the site's 404.
  expect((await page.request.get('/lettres/00000000-0000-4000-8000-000000000000')).status()).toBe(404);

  // Withdrawn from the list: gone from the site at once.
  await gotoAdmin(page, '/admin/newsletter/lettres');
  await expect(issue.getByRole('link', { name: /^Version web/ })).toHaveAttribute('href', `/lettres/${scheduled!.id}`);
  await expectNoViolations(page, '/admin/newsletter/lettres with a sent letter');
  await issue.getByRole('button', { name: 'Retirer la version web' }).click();
  await expectToast(page, 'Version web retirée du site');
  await expect(issue.getByRole('button', { name: 'Publier la version web' })).toBeVisible();
  expect((await page.request.get(`/lettres/${scheduled!.id}`)).status()).toBe(404);
}

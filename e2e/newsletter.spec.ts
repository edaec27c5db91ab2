// Newsletter: the « S’inscrire » forms store a pending address (validated, deduplicated, honeypot) with its
// proof of consent, the confirmation e-mail arrives in the local mailbox and its link confirms; « Se
// désinscrire » sends the address its link, which erases it; administrators list, export and erase the
// confirmed subscribers.
import { createHash } from 'node:crypto';
import postgres from 'postgres';
import { expect, test, type Page } from './fixtures/test';
import { linkIn, messagesTo, waitForMail } from './fixtures/mailbox';

const SENT =
  'Merci ! Pour confirmer votre inscription, cliquez sur le lien que nous venons de vous envoyer par e-mail.';
const CONFIRM_SUBJECT = 'Confirmez votre inscription à la newsletter';

/** Follows the confirmation e-mail's link and presses its button. */
async function confirmFromMail(page: Page, email: string, nth = 1) {
  const mail = await waitForMail(email, CONFIRM_SUBJECT, nth);
  await page.goto(linkIn(mail, '/newsletter/confirmation'));
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Merci ! Votre inscription à la newsletter est confirmée.',
  );
}

const form = (page: Page) => page.locator('form[data-newsletter-form]');
const emailBox = (page: Page) => form(page).getByRole('textbox', { name: 'Adresse e-mail' });
const submit = (page: Page) => form(page).getByRole('button', { name: 'S’inscrire' });
const answer = (page: Page) => form(page).getByRole('status');

async function subscribe(page: Page, email: string) {
  await emailBox(page).fill(email);
  await submit(page).click();
}

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(process.env.E2E_ADMIN_EMAIL!);
  await page.getByLabel('Mot de passe').fill(process.env.E2E_ADMIN_PASSWORD!);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('@smoke subscribes with a confirmation e-mail whose link confirms; a known address gets the same answer', async ({
  page,
}) => {
  const email = `lecteur-${Date.now()}@exemple.fr`;
  await page.goto('/blog');
  await subscribe(page, email);
  await expect(answer(page)).toHaveText(SENT);
  await expect(emailBox(page)).toHaveValue('');
  await confirmFromMail(page, email);
  // The link served once.
  await page.reload();
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Ce lien de confirmation n’est plus valable : il a déjà servi ou il a expiré. Inscrivez-vous de nouveau pour en recevoir un autre.',
  );

  // Same address, other case, from the tutorials page: the same answer, and no second e-mail.
  await page.goto('/tutoriels');
  await subscribe(page, email.toUpperCase());
  await expect(answer(page)).toHaveText(SENT);
  expect(await messagesTo(email)).toHaveLength(1);
});

test('rejects an invalid address in French and keeps what was typed', async ({ page }) => {
  await page.goto('/blog');
  await subscribe(page, 'pas-une-adresse');
  await expect(answer(page)).toHaveText('Veuillez saisir une adresse e-mail valide.');
  await expect(emailBox(page)).toHaveValue('pas-une-adresse');
  await expect(emailBox(page)).toHaveAttribute('aria-invalid', 'true');
  await subscribe(page, '');
  await expect(answer(page)).toHaveText('Veuillez saisir une adresse e-mail valide.');
});

test('a filled honeypot looks accepted but stores nothing; admins see real subscribers and export them', async ({
  page,
}) => {
  const bot = `robot-${Date.now()}@exemple.fr`;
  const human = `humain-${Date.now()}@exemple.fr`;
  await page.goto('/tutoriels');
  await form(page).locator('input[name="website"]').fill('https://spam.example', { force: true });
  await subscribe(page, bot);
  await expect(answer(page)).toHaveText(SENT);
  await page.reload();
  await subscribe(page, human);
  await expect(answer(page)).toHaveText(SENT);
  await confirmFromMail(page, human);
  expect(await messagesTo(bot)).toEqual([]);

  await signInAsAdmin(page);
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Abonnés à la newsletter' });
  await expect(table.getByRole('row').filter({ hasText: human })).toContainText('Tutoriels');
  await expect(table.getByText(bot)).toHaveCount(0);

  const res = await page.request.get('/admin/newsletter/export');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/csv');
  expect(res.headers()['content-disposition']).toMatch(/attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"/);
  const csv = await res.text();
  // French Excel: BOM, semicolons, Paris dates as JJ/MM/AAAA HH:MM, and the proof of consent.
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.slice(1).split('\r\n')[0]).toBe(
    'E-mail;Source;Date d’inscription;Consentement donné le;Page du consentement;Version du texte de consentement',
  );
  expect(csv).toMatch(
    new RegExp(
      `${human.replace(/[.]/g, '\\.')};tutoriels;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};/tutoriels;\\d{4}-\\d{2}-\\d{2}\r\n`,
    ),
  );
  expect(csv).not.toContain(bot);
});

test('the subscriber list and export are for administrators only', async ({ browser }) => {
  const anonymous = await browser.newContext();
  const res = await anonymous.request.get('/admin/newsletter/export', { maxRedirects: 0 });
  expect(res.status()).not.toBe(200);
  expect(await res.text()).not.toContain('E-mail;Source');
  const page = await anonymous.newPage();
  await page.goto('/admin/newsletter');
  await expect(page).toHaveURL(/\/login$/);
  await anonymous.close();
});

test('the consent sentence is shown with a way out; the unsubscribe page sends the address its link, which erases it', async ({
  page,
}) => {
  const email = `partante-${Date.now()}@exemple.fr`;
  await page.goto('/blog');
  const section = page.locator('section').filter({ has: form(page) });
  await expect(section).toContainText('En vous inscrivant, vous acceptez de recevoir notre lettre d’information.');
  await subscribe(page, email);
  await expect(answer(page)).toHaveText(SENT);
  await confirmFromMail(page, email);
  await page.goto('/blog');
  await section.getByRole('link', { name: 'Se désinscrire' }).click();
  await expect(page).toHaveURL(/\/newsletter\/desinscription$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Se désinscrire de la newsletter' })).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Adresse e-mail inscrite' });
  const status = page.getByRole('main').getByRole('status');
  const sent = 'Si cette adresse est inscrite, un lien de désinscription vient de lui être envoyé par e-mail.';
  await box.fill(email);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(status).toHaveText(sent);
  await page.reload();
  await box.fill(`jamais-${Date.now()}@exemple.fr`);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(status).toHaveText(sent);

  // The e-mailed link asks for one click, then erases the address.
  const mail = await waitForMail(email, 'Votre lien de désinscription de la newsletter');
  await page.goto(linkIn(mail, '/newsletter/desinscription'));
  await page.getByRole('button', { name: 'Confirmer la désinscription' }).click();
  await expect(status).toHaveText(
    'C’est fait : votre adresse a été effacée de notre liste et ne recevra plus notre lettre d’information.',
  );

  // The address is gone: the admin list does not show it.
  await signInAsAdmin(page);
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  // The privacy policy points to the page.
  await page.goto('/politique-de-confidentialite');
  await expect(page.getByRole('main').getByRole('link', { name: 'désinscrire' })).toHaveAttribute(
    'href',
    '/newsletter/desinscription',
  );
});

test('admins see each sign-up’s consent and erase one subscriber or a selection, journaled without the address', async ({
  page,
}) => {
  const stamp = Date.now();
  const emails = [`effacer-a-${stamp}@exemple.fr`, `effacer-b-${stamp}@exemple.fr`, `effacer-c-${stamp}@exemple.fr`];
  await page.goto('/tutoriels');
  for (const email of emails) {
    await subscribe(page, email);
    await expect(answer(page)).toHaveText(SENT);
    await page.reload();
  }
  // Confirmed as their e-mailed links would.
  const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
  await sql`update newsletter_subscribers set confirmed_at = now() where email = any(${emails})`;
  await sql.end();

  await signInAsAdmin(page);
  await page.goto('/admin/newsletter');
  // The three addresses, found by a part of them.
  await page.getByRole('searchbox', { name: 'Rechercher un abonné par e-mail' }).fill(`${stamp}@`);
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await expect(page.getByText('3 abonnés trouvés')).toBeVisible();
  // The export is the list on screen: its link carries the search, and the file holds those three only.
  const exportLink = page.getByRole('link', { name: 'Exporter ces abonnés en CSV' });
  await expect(exportLink).toHaveAttribute('href', new RegExp(`^/admin/newsletter/export\\?q=${stamp}`));
  const csv = await (await page.request.get((await exportLink.getAttribute('href'))!)).text();
  expect(
    csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';')[0])
      .sort(),
  ).toEqual([...emails].sort());
  const table = page.getByRole('table', { name: 'Abonnés à la newsletter' });
  const row = (email: string) => table.getByRole('row').filter({ hasText: email });
  await expect(row(emails[0]!)).toContainText(/Texte du \d{2}\/\d{2}\/\d{4}/);
  await expect(row(emails[0]!)).toContainText('/tutoriels');

  // One, from its row.
  await row(emails[0]!)
    .getByRole('button', { name: `Supprimer l’abonné ${emails[0]}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer l’abonné' });
  await expect(dialog).toContainText(`supprimer l’abonné « ${emails[0]} » ?`);
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Abonné supprimé avec succès')).toBeVisible();
  await expect(row(emails[0]!)).toHaveCount(0);

  // A selection of two.
  await page.getByRole('checkbox', { name: `Sélectionner ${emails[1]}` }).check();
  await page.getByRole('checkbox', { name: `Sélectionner ${emails[2]}` }).check();
  await page.getByRole('button', { name: 'Supprimer la sélection (2)' }).click();
  const bulk = page.getByRole('alertdialog', { name: 'Supprimer les abonnés' });
  await expect(bulk).toContainText('supprimer 2 abonnés ?');
  await bulk.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('2 abonnés supprimés avec succès')).toBeVisible();
  for (const email of emails) await expect(table.getByText(email)).toHaveCount(0);

  // The journal records both erasures, with no address.
  await page.goto('/admin/journal?element=newsletter&action=delete');
  await expect(
    page.getByRole('row').filter({ hasText: '2 abonnés supprimés (adresses effacées)' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Abonné supprimé (adresse effacée)' }).first()).toBeVisible();
  for (const email of emails) await expect(page.getByText(email)).toHaveCount(0);
});

test('the e-mails’ pages work with JavaScript off; a bad unsubscribe link shows the form that sends a new one', async ({
  browser,
  page,
}) => {
  const email = `sans-js-${Date.now()}@exemple.fr`;
  await page.goto('/blog');
  await subscribe(page, email);
  await expect(answer(page)).toHaveText(SENT);
  const mail = await waitForMail(email, CONFIRM_SUBJECT);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(linkIn(mail, '/newsletter/confirmation'));
  await plain.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(plain.getByRole('main').getByRole('status')).toHaveText(
    'Merci ! Votre inscription à la newsletter est confirmée.',
  );

  await plain.goto('/newsletter/desinscription?id=00000000-0000-4000-8000-000000000000&jeton=faux');
  await expect(plain.getByRole('main').getByRole('alert')).toHaveText(
    'Ce lien de désinscription n’est pas valable. Demandez-en un nouveau ci-dessous.',
  );
  await plain.getByRole('textbox', { name: 'Adresse e-mail inscrite' }).fill(email);
  await plain.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(plain.getByRole('main').getByRole('status')).toHaveText(
    'Si cette adresse est inscrite, un lien de désinscription vient de lui être envoyé par e-mail.',
  );
  const out = await waitForMail(email, 'Votre lien de désinscription de la newsletter');
  await plain.goto(linkIn(out, '/newsletter/desinscription'));
  await plain.getByRole('button', { name: 'Confirmer la désinscription' }).click();
  await expect(plain.getByRole('main').getByRole('status')).toHaveText(
    'C’est fait : votre adresse a été effacée de notre liste et ne recevra plus notre lettre d’information.',
  );
  await context.close();
});

test('past an inbox’s budget the unsubscribe form has the browser solve a proof of work, then goes through', async ({
  page,
}) => {
  // The browser solves a PBKDF2 challenge (1 to 3 s on a phone; longer on a busy test machine).
  test.setTimeout(120_000);
  const email = `budget-${Date.now()}@exemple.fr`;
  // The inbox's e-mails of the day already asked for (its key is a hash of the address: lib/security/email-key.ts).
  const key = createHash('sha256').update(`inbox:${email}`).digest('hex').slice(0, 40);
  const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
  await sql`insert into private.rate_limit_events (bucket, key)
    select 'email-doors:inbox', ${key} from generate_series(1, 3)`;
  await sql.end();
  await page.goto('/newsletter/desinscription');
  await page.getByRole('textbox', { name: 'Adresse e-mail inscrite' }).fill(email);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Si cette adresse est inscrite, un lien de désinscription vient de lui être envoyé par e-mail.',
    { timeout: 60_000 },
  );
});

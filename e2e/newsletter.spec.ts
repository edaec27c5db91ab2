// Newsletter: the « S'inscrire » forms store the address (validated, deduplicated, honeypot) and
// answer in French; administrators list and export the subscribers.
import { expect, test, type Page } from './fixtures/test';

const form = (page: Page) => page.locator('form[data-newsletter-form]');
const emailBox = (page: Page) => form(page).getByRole('textbox', { name: 'Adresse e-mail' });
const submit = (page: Page) => form(page).getByRole('button', { name: "S'inscrire" });
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

test('subscribes once; a known address gets the same answer, so the form reveals no subscriber', async ({ page }) => {
  const email = `lecteur-${Date.now()}@exemple.fr`;
  await page.goto('/blog');
  await subscribe(page, email);
  await expect(answer(page)).toHaveText('Merci ! Votre inscription à la newsletter est confirmée.');
  await expect(emailBox(page)).toHaveValue('');

  // Same address, other case, from the tutorials page: deduplicated, and answered as a new one.
  await page.goto('/tutoriels');
  await subscribe(page, email.toUpperCase());
  await expect(answer(page)).toHaveText('Merci ! Votre inscription à la newsletter est confirmée.');
  await expect(page.getByText('Cette adresse est déjà inscrite.')).toHaveCount(0);
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
  await expect(answer(page)).toHaveText('Merci ! Votre inscription à la newsletter est confirmée.');
  await page.reload();
  await subscribe(page, human);
  await expect(answer(page)).toHaveText('Merci ! Votre inscription à la newsletter est confirmée.');

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
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('email,source,date_inscription');
  expect(csv).toContain(`${human},tutoriels,`);
  expect(csv).not.toContain(bot);
});

test('the subscriber list and export are for administrators only', async ({ browser }) => {
  const anonymous = await browser.newContext();
  const res = await anonymous.request.get('/admin/newsletter/export', { maxRedirects: 0 });
  expect(res.status()).not.toBe(200);
  expect(await res.text()).not.toContain('email,source');
  const page = await anonymous.newPage();
  await page.goto('/admin/newsletter');
  await expect(page).toHaveURL(/\/login$/);
  await anonymous.close();
});

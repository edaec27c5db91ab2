// Sign-in, the admin guard, the header session menu and sign-out, in a real browser.
import { expect, test, type Page } from './fixtures/test';

const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/categories',
  '/admin/projects',
  '/admin/blog',
  '/admin/tutorials',
  '/admin/newsletter',
];
const admin = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };
const client = { email: 'client@studio-graphique.mg', password: process.env.E2E_USER_PASSWORD ?? '' };

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Mot de passe').fill(who.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

const header = (page: Page) => page.getByRole('banner');

test.describe('signed out @smoke', () => {
  for (const route of ADMIN_ROUTES) {
    test(`${route} redirects to /login`, async ({ page }) => {
      const response = await page.request.get(route, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/login');
      await page.goto(route);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Connexion Administration' })).toBeVisible();
    });
  }

  test('the header offers « Connexion »', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('link', { name: 'Connexion' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('signed out, the header asks no /api/session; a hint left without a session costs one request and is cleared', async ({
  page,
  context,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname === '/api/session' && asked.push(r.url()));
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'Connexion' })).toBeVisible();
  expect(asked).toHaveLength(0);

  // E.g. a session revoked from another browser, or expired: the island asks, then the hint is gone.
  await context.addCookies([{ name: 'sg_signed_in', value: '1', url: page.url() }]);
  await page.goto('/services');
  await expect(header(page).getByRole('link', { name: 'Connexion' })).toBeVisible();
  expect(asked).toHaveLength(1);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('sg_signed_in');
  await page.goto('/contact');
  await expect(header(page).getByRole('link', { name: 'Connexion' })).toBeVisible();
  expect(asked).toHaveLength(1);
});

test('sign-in failure: busy button, then the French message', async ({ page }) => {
  await page.goto('/login');
  await expect(header(page).getByRole('link', { name: 'Studio Graphique Madagascar' })).toHaveAttribute('href', '/'); // the logo leads home
  await expect(page.getByRole('contentinfo')).toBeVisible(); // inside the common frame
  // Hold the server action a moment to see the busy state.
  await page.route('**/login', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.getByLabel('E-mail').fill(`inconnu-${Date.now()}@example.test`);
  await page.getByLabel('Mot de passe').fill('mauvais mot de passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: 'Connexion en cours...' })).toBeDisabled();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect');
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('E-mail ou mot de passe incorrect'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
});

test('admin: sign-in → dashboard with the toast, header menu, sign-out → / signed out', async ({ page, context }) => {
  await signIn(page, admin);
  // The success toast lives 2 s: check it first, the navigation to the dashboard follows.
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Connexion réussie, bienvenue !'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const cookie = (await context.cookies()).find((c) => c.name === 'sg_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // The hint that makes the header ask /api/session: no session in it, readable by the page.
  const hint = (await context.cookies()).find((c) => c.name === 'sg_signed_in');
  expect(hint).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax', path: '/' });
  // A session without its hint (opened before the hint existed) gets it back on the back office.
  await context.clearCookies({ name: 'sg_signed_in' });
  await page.goto('/admin/dashboard');
  await expect(header(page).getByRole('button', { name: admin.email })).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).toContain('sg_signed_in');

  await page.goto('/');
  const account = header(page).getByRole('button', { name: admin.email });
  await expect(account).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Connexion' })).toHaveCount(0);
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(header(page).getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin/dashboard');
  await page.keyboard.press('Escape');
  await expect(header(page).getByRole('link', { name: 'Administration' })).toBeHidden();
  await expect(account).toBeFocused();

  await account.click();
  await header(page).getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/');
  await header(page).getByRole('button', { name: admin.email }).click();
  await header(page).getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: admin.email })).toHaveCount(0);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('sg_signed_in');

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('unsaved copies belong to the account: another’s go when the back office opens, its own at sign-out and when the session ends', async ({
  page,
  context,
}) => {
  const copies = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('autosave:'))
        .sort(),
    );
  const typeDraft = async (title: string) => {
    await page.goto('/admin/blog');
    await expect(header(page).getByRole('button', { name: admin.email })).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter un article' }).click();
    await page.getByRole('region', { name: 'Nouvel article' }).getByLabel('Titre').fill(title);
    await expect.poll(copies).toEqual([expect.stringMatching(/^autosave:[0-9a-f]{16}:article:nouveau$/)]);
  };
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // Left by another account on this browser (and one of the former unowned kind).
  await page.evaluate(() => {
    const copy = JSON.stringify({ values: { title: 'Brouillon d’un autre' }, savedAt: new Date().toISOString() });
    localStorage.setItem('autosave:0123456789abcdef:article:nouveau', copy);
    localStorage.setItem('autosave:article:nouveau', copy);
  });
  await typeDraft('Mon brouillon non enregistré');
  // Nobody else's copy was offered back.
  await expect(page.getByText(/^Modifications non enregistrées/)).toHaveCount(0);

  await page.goto('/');
  await header(page).getByRole('button', { name: admin.email }).click();
  await header(page).getByRole('button', { name: 'Déconnexion' }).click();
  await expect(header(page).getByRole('link', { name: 'Connexion' })).toBeVisible();
  expect(await copies()).toEqual([]);

  // The session ends without a sign-out (expired or revoked): the sign-in page finds it so and forgets.
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await typeDraft('Encore un brouillon');
  await context.clearCookies({ name: 'sg_session' });
  await page.goto('/login');
  await expect.poll(copies).toEqual([]);
});

test('a revoked cookie no longer opens the back office', async ({ page, context }) => {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const saved = (await context.cookies()).filter((c) => c.name === 'sg_session');
  await page.goto('/');
  await header(page).getByRole('button', { name: admin.email }).click();
  await header(page).getByRole('button', { name: 'Déconnexion' }).click();
  await expect(header(page).getByRole('link', { name: 'Connexion' })).toBeVisible();
  // Replaying the old cookie: the proxy lets it pass (valid signature), the layout guard does not.
  await context.addCookies(saved);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('plain user: sent home, e-mail in the header, no « Administration », refused by the back office', async ({
  page,
}) => {
  await signIn(page, client);
  await expect(page).toHaveURL(/\/$/);
  const account = header(page).getByRole('button', { name: client.email });
  await expect(account).toBeVisible();
  await account.click();
  await expect(header(page).getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0);

  // The proxy itself turns the plain user away (signed role in the cookie): no admin page is rendered.
  const direct = await page.request.get('/admin/users', { maxRedirects: 0 });
  expect(direct.status()).toBe(307);
  expect(new URL(direct.headers().location!, 'http://x').pathname).toBe('/login');
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/login$/);
});

test('past the free tries on an account, the browser proves its work and its attempt goes through', async ({
  page,
}) => {
  // An address of its own: the limits count per (address, client), so no other spec is slowed.
  const email = `preuve-${Date.now()}@exemple.test`;
  const form = page.locator('form').filter({ has: page.getByLabel('Mot de passe') });
  for (let i = 0; i < 3; i++) {
    await signIn(page, { email, password: `faux-${i}` });
    await expect(form.getByText('E-mail ou mot de passe incorrect')).toBeVisible();
  }
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/login') posts.push(r.postData() ?? '');
  });
  // Fourth: the server asks for a proof of work; the browser solves it and sends the same fields again.
  await signIn(page, { email, password: 'encore-faux' });
  await expect(form.getByText('E-mail ou mot de passe incorrect')).toBeVisible({ timeout: 60_000 });
  expect(posts).toHaveLength(2);
  expect(posts[1]).toContain('"solution"');
  await expect(form.getByText(/courte vérification/)).toHaveCount(0);
});

// Content-Security-Policy: one page of every kind, public and admin, with the project modal, the
// lightbox, a tutorial video loaded and an admin upload, must run without a single CSP violation.
// (Named admin-* so it runs with the admin fixture, after the visitor specs.)
import postgres from 'postgres';
import type { APIRequestContext, Page } from './fixtures/test';
import { confirmIn, expect, expectToast, gotoAdmin, imageFile, test } from './fixtures/admin';

// One page of each template (the service pages share theirs: two of them stand for the five).
const PUBLIC = [
  '/',
  '/services',
  '/services/mise-en-page',
  '/services/saisie-ocr',
  '/a-propos',
  '/contact',
  '/mentions-legales',
  '/politique-de-confidentialite',
  '/blog/recherche?q=mise',
  '/tutoriels',
  '/recherche?q=mise%20en%20page',
  '/login',
  '/page-qui-n-existe-pas',
];
const ADMIN = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/categories',
  '/admin/blog',
  '/admin/tutorials',
  '/admin/newsletter',
  '/admin/journal',
];

/** Records every CSP violation the page reports (DOM event and console), from the first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(`console: ${m.text()}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(
        `${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  // The video host is not reachable from the test machine: answer for it (CSP is checked before).
  await page.route('https://www.youtube-nocookie.com/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>lecteur</title>' }),
  );
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

async function visit(page: Page, path: string, violations: () => Promise<string[]>) {
  await page.goto(path);
  await page.waitForLoadState('load');
  expect(await violations(), path).toEqual([]);
}

async function firstPath(request: APIRequestContext, prefix: string): Promise<string> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const path = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .find((p) => p.startsWith(prefix));
  expect(path, prefix).toBeTruthy();
  return path!;
}

test('the policy is sent: no foreign script, no plugins, frames only on tutorial pages', async ({ request }) => {
  const csp = (await request.get('/')).headers()['content-security-policy']!;
  expect(csp).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
  for (const d of [
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "connect-src 'self'",
  ])
    expect(csp).toContain(d);
  expect(csp).not.toContain('unsafe-eval');
  const tutorial = await firstPath(request, '/tutoriels/');
  expect((await request.get(tutorial)).headers()['content-security-policy']).toContain(
    'frame-src https://www.youtube-nocookie.com;',
  );
  expect((await request.get('/portfolio')).headers()['content-security-policy']).toContain("frame-src 'none'");
});

test('public pages run without a CSP violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);
  for (const path of [...PUBLIC, await firstPath(request, '/blog/'), await firstPath(request, '/portfolio/')])
    await visit(page, path, violations);
});

test('modal, lightbox and a tutorial video run without a CSP violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchCsp(page);
  await visit(page, '/portfolio', violations);
  await expect(page.getByRole('checkbox', { name: 'Tout sélectionner' })).toBeEnabled();
  await page.getByRole('region', { name: 'Projets' }).getByRole('link').first().click();
  const dialog = page.getByRole('dialog').first();
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('button', { name: /^Agrandir l’image/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Visionneuse d’images' }).locator('img:visible').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  // Direct load of a tutorial page: the player is framed in place.
  // A seeded tutorial: the other admin specs create and delete tutorials meanwhile.
  const tutorial = '/tutoriels/creer-des-styles-de-paragraphe-dans-indesign';
  await visit(page, tutorial, violations);
  await page.getByRole('button', { name: /^Lire la vidéo/ }).click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
  expect(await violations()).toEqual([]);

  // Reached by a client-side navigation from the list (whose policy allows no frame): the
  // player reloads the tutorial page first, then plays.
  await visit(page, '/tutoriels', violations);
  await page.getByRole('region', { name: 'Tutoriels' }).locator(`a[href="${tutorial}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${tutorial}$`));
  await page.getByRole('button', { name: /^Lire la vidéo/ }).click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
  expect(await violations()).toEqual([]);
});

test('admin pages, forms and an upload run without a CSP violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchCsp(page);
  for (const path of ADMIN) {
    await gotoAdmin(page, path);
    expect(await violations(), path).toEqual([]);
  }
  await gotoAdmin(page, '/admin/projects');
  await page.getByRole('button', { name: 'Ajouter un projet' }).click();
  const form = page.getByRole('region', { name: 'Nouveau projet' });
  await form.getByLabel('Choisir des images').setInputFiles([await imageFile('csp.png', '#1f56d6')]);
  await expect(form.getByTestId('upload-item').locator('img')).toBeVisible();
  expect(await violations()).toEqual([]);

  // A save with its toast, then a confirmation dialog and a delete.
  await gotoAdmin(page, '/admin/categories');
  await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  const name = `CSP ${Date.now().toString(36)}`;
  await page.getByRole('region', { name: 'Nouvelle catégorie' }).getByLabel('Nom').fill(name);
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expectToast(page, 'Catégorie ajoutée avec succès');
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: /^Supprimer la catégorie/ })
    .click();
  await confirmIn(page, 'Supprimer la catégorie', 'Supprimer');
  await expectToast(page, 'Catégorie supprimée avec succès');
  expect(await violations()).toEqual([]);
});

test('per-request routes are rendered for the request: a strict nonce policy, and every script carries the nonce', async ({
  page,
  request,
}) => {
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
  for (const path of ['/login', '/login/mot-de-passe-oublie', '/login/nouveau-mot-de-passe', '/admin/dashboard']) {
    const res = path.startsWith('/admin') ? await page.request.get(path) : await request.get(path);
    const csp = res.headers()['content-security-policy']!;
    expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'(;|$)/);
    expect(/script-src [^;]*/.exec(csp)![0], path).not.toContain('unsafe-inline');
    const nonce = nonceOf(csp)!;
    const html = await res.text();
    // No prerendered shell: every script, inline or not, was written for this response. A shell
    // prerendered at build time would hold script tags without it, which 'strict-dynamic' blocks.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.filter((tag) => tag.includes(' src=')).length, path).toBeGreaterThan(0);
    expect(
      scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`)).map((tag) => tag.slice(0, 80)),
      path,
    ).toEqual([]);
    // A fresh nonce for every response.
    const again = path.startsWith('/admin') ? await page.request.get(path) : await request.get(path);
    expect(nonceOf(again.headers()['content-security-policy']!)).not.toBe(nonce);
  }
  // Prerendered public pages keep their own policy.
  expect((await request.get('/')).headers()['content-security-policy']).not.toContain('nonce-');
});

test('the sign-in pages and a preview run under the nonce policy without a violation', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // Signed out: sign-in, forgot and new password pages, with the form submitted.
  const visitor = await browser.newPage();
  const visitorViolations = await watchCsp(visitor);
  for (const path of ['/login', '/login/mot-de-passe-oublie', '/login/nouveau-mot-de-passe'])
    await visit(visitor, path, visitorViolations);
  await visitor.goto('/login');
  await visitor.getByLabel('E-mail').fill('personne@exemple.fr');
  await visitor.getByLabel('Mot de passe', { exact: true }).fill('pas le bon');
  await visitor.getByRole('button', { name: 'Se connecter' }).click();
  await expect(visitor.getByRole('main').getByRole('alert')).toBeVisible();
  expect(await visitorViolations()).toEqual([]);
  await visitor.close();

  // An admin's preview (a seeded article, through the entry route): the page is rendered for this request.
  const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
  const [post] = await sql<{ id: string; slug: string }[]>`select id, slug from blog_posts order by created_at limit 1`;
  await sql.end();
  const violations = await watchCsp(page);
  await gotoAdmin(page, '/admin/dashboard');
  await page.goto(`/api/preview?type=article&id=${post!.id}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${post!.slug}$`));
  await expect(page.getByText('Aperçu', { exact: false }).first()).toBeVisible();
  const csp = (await page.request.get(`/blog/${post!.slug}`)).headers()['content-security-policy']!;
  expect(csp).toMatch(/'nonce-/);
  expect(/script-src [^;]*/.exec(csp)![0]).not.toContain('unsafe-inline');
  expect(csp).toContain("'strict-dynamic'");
  expect(await violations()).toEqual([]);
});

// The back office at scale (bench --scale): an administrator is created in the scale database and signs
// in once through /login in Chromium, like the owner; then each admin list page, with its search,
// filters and a far page, is loaded with the session cookie and its p99 held to the budget.
import { randomBytes } from 'node:crypto';
import { CHROME } from './settings.mjs';
import { run } from './processes.mjs';

export const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/blog',
  '/admin/blog?q=essai+42&statut=published',
  '/admin/blog?page=300',
  '/admin/projects',
  '/admin/projects?page=60&tri=recents',
  '/admin/tutorials?categorie=&q=tutoriel',
  '/admin/users?etat=actifs',
  '/admin/newsletter',
  '/admin/journal',
  '/admin/tarifs',
];

/** Creates an administrator in the database `env` names and returns its session as a Cookie header. */
export async function adminSession(base, env) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.test`;
  const password = randomBytes(18).toString('base64url');
  run(process.execPath, ['scripts/create-user.mjs', '--email', email, '--admin', '--password', password], { env });
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROME });
  try {
    const page = await browser.newPage({ baseURL: base });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Mot de passe').fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    const cookies = await page.context().cookies();
    return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  } finally {
    await browser.close();
  }
}

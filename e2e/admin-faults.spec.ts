// Database outage under a running production server: a second `next start` of the same build talks
// to the e2e database through a TCP proxy this test cuts and restores (the shared database itself
// is never stopped: other workers use it). While it is cut, prerendered and cached pages answer
// 200, request-time parts show their French failure states and an admin action its error toast;
// once it is back, everything works again without restarting the server.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { ADMIN, expect, expectToast, test, unique } from './fixtures/admin';

/** A TCP relay to PostgreSQL that can drop every connection and refuse new ones. */
function dbProxy(target: URL) {
  let up = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!up) return void client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    cut() {
      up = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      up = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

let proxy: ReturnType<typeof dbProxy>;
let server: ChildProcess;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const url = new URL(process.env.DATABASE_URL!);
  proxy = dbProxy(url);
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(await proxy.listen());
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env: { ...process.env, DATABASE_URL: proxied.toString(), DB_POOL_MAX: '3' },
    stdio: 'ignore',
  });
  await expect(async () => expect((await fetch(`${base}/api/health`)).status).toBe(200)).toPass({ timeout: 90_000 });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await proxy?.close();
});

test('database down: static pages stay up, failures are French, and it all recovers without a restart', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The admin page is open (signed in: the fixture's cookie is for localhost, any port) before the outage.
  await page.goto(`${base}/admin/categories`);
  await expect(page.getByRole('banner').getByRole('button', { name: ADMIN.email })).toBeVisible();

  // Pages rendered before the outage stay up. A save in another spec expires a page's tag at once
  // (updateTag: the next request renders it afresh), so each one is rendered once first.
  const STATIC = ['/', '/services', '/portfolio', '/blog', '/tutoriels', '/contact'];
  for (const path of [...STATIC, '/blog/recherche']) expect((await fetch(`${base}${path}`)).status, path).toBe(200);
  proxy.cut();
  try {
    expect((await fetch(`${base}/api/health`)).status).toBe(503);
    for (const path of STATIC) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('</h1>');
    }
    // A request-time read: the blog search shows its empty state.
    const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await visitor.goto(`${base}/blog/recherche?q=${unique('panne').replace(/\s/g, '')}`);
    await expect(visitor.getByText('Aucun article ne correspond à votre recherche.')).toBeVisible();
    // Signing in needs the database: the French failure message.
    await visitor.goto(`${base}/login`);
    await visitor.getByLabel('E-mail').fill(ADMIN.email);
    await visitor.getByLabel('Mot de passe').fill(ADMIN.password);
    await visitor.getByRole('button', { name: 'Se connecter' }).click();
    await expect(
      visitor.getByRole('alert').filter({ hasText: 'Une erreur est survenue lors de la connexion' }),
    ).toBeVisible();
    await visitor.close();

    // An admin action: its error toast, and the form stays open with what was typed.
    await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
    const form = page.getByRole('region', { name: 'Nouvelle catégorie' });
    await form.getByLabel('Nom').fill(unique('Panne'));
    await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expectToast(page, 'Erreur lors de l’ajout de la catégorie');
    await expect(form).toBeVisible();
  } finally {
    proxy.restore();
  }

  // Back: the same server process answers from the database again (failed reads were cached briefly).
  await expect(async () => expect((await fetch(`${base}/api/health`)).status).toBe(200)).toPass({ timeout: 30_000 });
  const form = page.getByRole('region', { name: 'Nouvelle catégorie' });
  await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expectToast(page, 'Catégorie ajoutée avec succès');
  await expect(async () => {
    const html = await (await fetch(`${base}/api/projects/magazine-horizons-ocean-indien`)).text();
    expect(html).toContain('magazine-horizons-ocean-indien');
  }).toPass({ timeout: 30_000 });
});

import { expect, test } from './fixtures/test';

test('every response carries the security headers; admin and login are not indexed @smoke', async ({ request }) => {
  const home = await request.get('/');
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  expect(home.headers()['x-frame-options']).toBe('DENY');
  expect(home.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(home.headers()['x-powered-by']).toBeUndefined();
  expect(home.headers()['x-robots-tag']).toBeUndefined();
  const login = await request.get('/login');
  expect(login.headers()['x-robots-tag']).toBe('noindex, nofollow');
});

test('addresses near the per-request routes carry the site policy, and /favicon.ico exists @smoke', async ({
  request,
}) => {
  const policy = (await request.get('/')).headers()['content-security-policy'];
  expect(policy).toContain("default-src 'self'");
  for (const path of ['/adminx', '/admin.php', '/loginx', '/authors', '/wp-login.php', '/administrator']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-security-policy'], path).toBe(policy);
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
  }
  // Case variants are not the back office (routes are case-sensitive): the site's 404 with the site's policy.
  for (const path of ['/ADMIN', '/Admin/users', '/Login', '/AUTH/confirm']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-security-policy'], path).toBe(policy);
  }
  // The per-request routes keep their nonce policy.
  expect((await request.get('/login')).headers()['content-security-policy']).toContain("'nonce-");
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
});

test('a made-up draft-mode cookie gets a visitor’s answer, headers included @smoke', async ({
  playwright,
  baseURL,
}) => {
  const plain = await playwright.request.newContext({ baseURL });
  const forged = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: '__prerender_bypass=0123456789abcdef; sg_preview=forged' },
  });
  for (const path of ['/blog/un-article', '/tutoriels/un-tutoriel', '/portfolio/un-projet']) {
    const [a, b] = await Promise.all([plain.get(path), forged.get(path)]);
    expect(b.status(), path).toBe(a.status());
    expect(b.headers()['content-security-policy'], path).toBe(a.headers()['content-security-policy']);
    expect(b.headers()['content-security-policy'], path).not.toContain("'nonce-");
  }
  await plain.dispose();
  await forged.dispose();
});

test('the image optimiser answers only the addresses the site makes: aliases and fragments get 400 @smoke', async ({
  request,
}) => {
  const html = await (await request.get('/portfolio')).text();
  const made = html.match(/\/_next\/image\?url=([^"&]+)&amp;w=(\d+)&amp;q=(\d+)/);
  expect(made, 'the portfolio asks the optimiser for its images').not.toBeNull();
  const [, encoded, w, q] = made!;
  const url = decodeURIComponent(encoded!);
  expect((await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=${q}`)).status()).toBe(200);
  const file = url.split('/').pop()!;
  const folder = url.slice(0, url.lastIndexOf('/'));
  const aliases = [
    `${url}#1`,
    `${folder}/./${file}`,
    `${folder}/../${folder.split('/').pop()}/${file}`,
    `/images/..${url}`,
    `/storage/v1/..${url}`,
    `${folder}//${file}`,
    `${url}\nforged log line`,
    `${url.replace(/\.(\w+)$/, '%2e$1')}`,
  ];
  for (const alias of aliases) {
    const res = await request.get(`/_next/image?url=${encodeURIComponent(alias)}&w=${w}&q=${q}`);
    expect(res.status(), alias).toBe(400);
  }
  // Widths, qualities and extra parameters the site never asks for.
  for (const query of [`w=641&q=${q}`, `w=${w}&q=80`, `w=${w}&q=${q}&x=1`]) {
    const res = await request.get(`/_next/image?url=${encodeURIComponent(url)}&${query}`);
    expect(res.status(), query).toBe(400);
  }
});

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

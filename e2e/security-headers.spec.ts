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

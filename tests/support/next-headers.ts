// next/headers outside Next: the cookies and headers of the browser currently acting in a test.
// Use with `vi.mock('next/headers', () => import('./support/next-headers'))` and set `browser.jar`.
import type { MemoryJar } from './cookie-jar';

export const browser = { jar: null as unknown as MemoryJar, headers: new Headers() };

export async function cookies() {
  return {
    get: (name: string) => {
      const value = browser.jar.get(name);
      return value === undefined ? undefined : { name, value };
    },
    getAll: () => browser.jar.getAll(),
    has: (name: string) => browser.jar.get(name) !== undefined,
    set: (name: string, value: string, options?: Record<string, unknown>) => browser.jar.set(name, value, options),
    delete: (name: string) => browser.jar.set(name, '', { maxAge: 0 }),
  };
}

export async function headers() {
  return browser.headers;
}

/** Draft mode as Next keeps it: a cookie in the acting browser (any value counts here). */
export const DRAFT_COOKIE = '__prerender_bypass';
export async function draftMode() {
  return {
    get isEnabled() {
      return browser.jar.get(DRAFT_COOKIE) !== undefined;
    },
    enable: () => browser.jar.set(DRAFT_COOKIE, 'test-preview-id', { httpOnly: true, path: '/' }),
    disable: () => browser.jar.set(DRAFT_COOKIE, '', { maxAge: 0, path: '/' }),
  };
}

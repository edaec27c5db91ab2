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

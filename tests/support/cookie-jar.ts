// In-memory CookieJar: lets the auth providers run outside Next, one jar per simulated browser.
import type { CookieJar, CookieOptions } from '@/lib/auth/types';

export type MemoryJar = CookieJar & {
  options(name: string): CookieOptions | undefined;
  /** A second browser holding the same cookies (e.g. a stolen or copied session). */
  clone(): MemoryJar;
  /** The Cookie request header these cookies make. */
  header(): string;
};

export function memoryJar(initial: Record<string, string> = {}): MemoryJar {
  const store = new Map<string, { value: string; options?: CookieOptions }>(
    Object.entries(initial).map(([k, v]) => [k, { value: v }]),
  );
  return {
    get: (name) => store.get(name)?.value,
    getAll: () => [...store].map(([name, c]) => ({ name, value: c.value })),
    set(name, value, options) {
      if (options?.maxAge === 0 || (options?.expires && options.expires.getTime() <= Date.now())) store.delete(name);
      else store.set(name, { value, options });
    },
    options: (name) => store.get(name)?.options,
    clone: () => memoryJar(Object.fromEntries([...store].map(([k, c]) => [k, c.value]))),
    header: () => [...store].map(([k, c]) => `${k}=${c.value}`).join('; '),
  };
}

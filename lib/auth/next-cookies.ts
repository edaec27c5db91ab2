import 'server-only';
import { cookies } from 'next/headers';
import type { CookieJar } from './types';

/** The request's cookies as a CookieJar. Writing throws in Server Components (Next's rule). */
export async function nextCookieJar(): Promise<CookieJar> {
  const store = await cookies();
  return {
    get: (name) => store.get(name)?.value,
    getAll: () => store.getAll().map(({ name, value }) => ({ name, value })),
    set: (name, value, options) => {
      store.set(name, value, options);
    },
  };
}

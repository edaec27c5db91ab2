// Local accounts for the local-provider tests (tests/auth-local*.test.ts): unique e-mails and client
// addresses, accounts on the per-file database, and accounts signed in through the real provider.
import { expect } from 'vitest';
import { localProvider } from '@/lib/auth/local';
import { signInWith } from '@/lib/auth/sign-in';
import { createLocalUser } from '@/lib/db/users';
import { testSql } from './db';
import { memoryJar } from './cookie-jar';

export const provider = localProvider();
export const PASSWORD = 'correct horse battery';
let n = 0;
export const unique = (prefix: string) => `${prefix}-${++n}-${Date.now().toString(36)}`;
export const freshIp = () => `198.51.100.${++n}`;

export async function account(role: 'user' | 'admin' = 'user', opts: { active?: boolean } = {}) {
  const user = await createLocalUser(testSql(), { email: `${unique(role)}@example.test`, password: PASSWORD, role });
  if (opts.active === false) await testSql()`update profiles set is_active = false where id = ${user.id}`;
  return user;
}

export async function signedIn(role: 'user' | 'admin' = 'user') {
  const user = await account(role);
  const jar = memoryJar();
  const result = await signInWith(provider, jar, user.email, PASSWORD, freshIp());
  expect(result.ok).toBe(true);
  return { user, jar };
}

// RLS policies checked the way PostgREST applies them: switch role and JWT claims in a transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type postgres from 'postgres';
import { closeTestSql, insertCategory, insertUser, testSql } from './support/db';

let adminId = '';
let userId = '';
let otherId = '';

beforeAll(async () => {
  adminId = await insertUser('admin@example.test', 'admin');
  userId = await insertUser('user@example.test', 'user');
  otherId = await insertUser('other@example.test', 'user');
  await insertCategory('Magazines', 'magazines');
});
afterAll(closeTestSql);

type As = 'anon' | { sub: string };

/** Runs fn as PostgREST would for that caller, then rolls back. */
async function as<T>(who: As, fn: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  const sql = testSql();
  let result: T;
  await sql
    .begin(async (tx) => {
      if (who === 'anon') {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify({ role: 'anon' })}, true)`;
        await tx`set local role anon`;
      } else {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: who.sub, role: 'authenticated' })}, true)`;
        await tx`set local role authenticated`;
      }
      result = await fn(tx);
      throw new Rollback();
    })
    .catch((e) => {
      if (!(e instanceof Rollback)) throw e;
    });
  return result!;
}
class Rollback extends Error {}

describe('row-level security', () => {
  it('is enabled on every table of the public schema', async () => {
    const rows = await testSql()<{ relname: string }[]>`
      select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and not relrowsecurity`;
    expect(rows).toEqual([]);
  });

  it('lets anonymous visitors read content but not write it', async () => {
    const cats = await as('anon', (tx) => tx`select name from categories`);
    expect(cats.map((c) => c.name)).toEqual(['Magazines']);
    await expect(as('anon', (tx) => tx`insert into categories (name, slug) values ('X', 'x')`)).rejects.toThrow(/permission denied|row-level security/);
    await expect(as('anon', (tx) => tx`delete from categories`)).rejects.toThrow(/permission denied/);
  });

  it('lets visitors subscribe to the newsletter without reading the list', async () => {
    await as('anon', async (tx) => {
      await tx`insert into newsletter_subscribers (email) values ('reader@example.test')`;
      await expect(tx`select email from newsletter_subscribers`).rejects.toThrow(/permission denied/);
    });
    const rows = await as({ sub: userId }, (tx) => tx`select email from newsletter_subscribers`);
    expect(rows).toEqual([]);
  });

  it('refuses content writes from a signed-in non-admin', async () => {
    await expect(as({ sub: userId }, (tx) => tx`insert into categories (name, slug) values ('X', 'x')`)).rejects.toThrow(/row-level security/);
    const updated = await as({ sub: userId }, (tx) => tx`update categories set name = 'Hack' returning id`);
    expect(updated).toHaveLength(0);
  });

  it('shows a user only their own profile, and every profile to an admin', async () => {
    const mine = await as({ sub: userId }, (tx) => tx`select id from profiles`);
    expect(mine.map((r) => r.id)).toEqual([userId]);
    const all = await as({ sub: adminId }, (tx) => tx`select id from profiles order by email`);
    expect(all.map((r) => r.id).sort()).toEqual([adminId, otherId, userId].sort());
    const promoted = await as({ sub: userId }, (tx) => tx`update profiles set role = 'admin' where id = ${userId} returning id`);
    expect(promoted).toHaveLength(0);
  });

  it('lets an active admin write content, and not once deactivated', async () => {
    const inserted = await as({ sub: adminId }, (tx) => tx`insert into categories (name, slug) values ('Livres', 'livres') returning id`);
    expect(inserted).toHaveLength(1);
    await testSql()`update profiles set is_active = false where id = ${adminId}`;
    try {
      await expect(as({ sub: adminId }, (tx) => tx`insert into categories (name, slug) values ('Livres', 'livres')`)).rejects.toThrow(/row-level security/);
    } finally {
      await testSql()`update profiles set is_active = true where id = ${adminId}`;
    }
  });

  it('keeps server-only tables out of reach of API roles', async () => {
    await expect(as('anon', (tx) => tx`select * from private.sessions`)).rejects.toThrow(/permission denied/);
    await expect(as({ sub: adminId }, (tx) => tx`select * from private.rate_limit_events`)).rejects.toThrow(/permission denied/);
  });

  it('creates a profile for every new auth user', async () => {
    const [p] = await testSql()`select email, role, is_active from profiles where id = ${otherId}`;
    expect(p).toEqual({ email: 'other@example.test', role: 'user', is_active: true });
  });
});

// RLS policies checked the way PostgREST applies them: switch role and JWT claims in a transaction.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type postgres from 'postgres';
import { closeTestSql, insertCategory, insertUser, testSql } from './support/db';

let adminId = '';
let secondAdminId = '';
let userId = '';
let otherId = '';

beforeAll(async () => {
  adminId = await insertUser('admin@example.test', 'admin');
  secondAdminId = await insertUser('admin2@example.test', 'admin');
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
    await expect(as('anon', (tx) => tx`insert into categories (name, slug) values ('X', 'x')`)).rejects.toThrow(
      /permission denied|row-level security/,
    );
    await expect(as('anon', (tx) => tx`delete from categories`)).rejects.toThrow(/permission denied/);
  });

  it('keeps the newsletter out of the REST API: visitors subscribe through the app only', async () => {
    for (const who of ['anon', { sub: userId }, { sub: adminId }] as As[]) {
      await expect(
        as(who, (tx) => tx`insert into newsletter_subscribers (email) values ('reader@example.test')`),
      ).rejects.toThrow(/permission denied/);
      await expect(as(who, (tx) => tx`select email from newsletter_subscribers`)).rejects.toThrow(/permission denied/);
    }
  });

  it('grants the API roles nothing beyond reads (no writes, no truncate, even to an admin)', async () => {
    const [row] = await testSql()<{ privileges: string[] }[]>`
      select coalesce(array_agg(distinct table_name || ':' || grantee || ':' || privilege_type order by table_name || ':' || grantee || ':' || privilege_type), '{}') as privileges
      from information_schema.role_table_grants
      where table_schema = 'public' and grantee in ('anon', 'authenticated') and privilege_type <> 'SELECT'`;
    expect(row!.privileges).toEqual([]);
    await expect(as('anon', (tx) => tx`truncate categories`)).rejects.toThrow(/permission denied/);
  });

  it('refuses content writes from a signed-in non-admin', async () => {
    await expect(
      as({ sub: userId }, (tx) => tx`insert into categories (name, slug) values ('X', 'x')`),
    ).rejects.toThrow(/permission denied/);
    await expect(as({ sub: userId }, (tx) => tx`update categories set name = 'Hack' returning id`)).rejects.toThrow(
      /permission denied/,
    );
  });

  it('shows a user only their own profile, and every profile to an admin', async () => {
    const mine = await as({ sub: userId }, (tx) => tx`select id from profiles`);
    expect(mine.map((r) => r.id)).toEqual([userId]);
    const all = await as({ sub: adminId }, (tx) => tx`select id from profiles order by email`);
    expect(all.map((r) => r.id).sort()).toEqual([adminId, secondAdminId, otherId, userId].sort());
    await expect(
      as({ sub: userId }, (tx) => tx`update profiles set role = 'admin' where id = ${userId}`),
    ).rejects.toThrow(/permission denied/);
  });

  it('refuses content and profile writes through the API even to an active admin: the app writes through its own connection', async () => {
    await expect(
      as({ sub: adminId }, (tx) => tx`insert into categories (name, slug) values ('Livres', 'livres')`),
    ).rejects.toThrow(/permission denied/);
    await expect(as({ sub: adminId }, (tx) => tx`update categories set name = 'Hack'`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(
      as({ sub: adminId }, (tx) => tx`update profiles set role = 'user' where id = ${userId}`),
    ).rejects.toThrow(/permission denied/);
    await expect(as({ sub: adminId }, (tx) => tx`delete from profiles where id = ${userId}`)).rejects.toThrow(
      /permission denied/,
    );
  });

  it('keeps server-only tables out of reach of API roles', async () => {
    await expect(as('anon', (tx) => tx`select * from private.sessions`)).rejects.toThrow(/permission denied/);
    await expect(as({ sub: adminId }, (tx) => tx`select * from private.rate_limit_events`)).rejects.toThrow(
      /permission denied/,
    );
  });

  it('creates a profile for every new auth user', async () => {
    const [p] = await testSql()`select email, role, is_active from profiles where id = ${otherId}`;
    expect(p).toEqual({ email: 'other@example.test', role: 'user', is_active: true });
  });
});

describe('the last active administrator, guarded by the database whatever the client', () => {
  const LAST_ADMIN = /Action impossible : il doit rester au moins un administrateur actif/;
  /** Runs fn in a transaction of the table owner (a SQL console, the service role), then rolls back. */
  async function asOwner<T>(fn: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
    let result: T;
    await testSql()
      .begin(async (tx) => {
        result = await fn(tx);
        throw new Rollback();
      })
      .catch((e) => {
        if (!(e instanceof Rollback)) throw e;
      });
    return result!;
  }

  it('refuses to delete, demote or deactivate the only active admin', async () => {
    await asOwner(async (tx) => {
      await tx`update profiles set is_active = false where id = ${secondAdminId}`;
      await expect(tx.savepoint((sp) => sp`update profiles set role = 'user' where id = ${adminId}`)).rejects.toThrow(
        LAST_ADMIN,
      );
      await expect(
        tx.savepoint((sp) => sp`update profiles set is_active = false where id = ${adminId}`),
      ).rejects.toThrow(LAST_ADMIN);
      await expect(tx.savepoint((sp) => sp`delete from profiles where id = ${adminId}`)).rejects.toThrow(LAST_ADMIN);
      // Deleting the account removes the profile by cascade: refused the same way.
      await expect(tx.savepoint((sp) => sp`delete from auth.users where id = ${adminId}`)).rejects.toMatchObject({
        constraint_name: 'profiles_last_active_admin',
      });
      // Other changes to that admin and to everyone else go through.
      await tx`update profiles set last_login = now() where id = ${adminId}`;
      await tx`update profiles set role = 'user' where id = ${secondAdminId}`;
      await tx`delete from auth.users where id = ${otherId}`;
    });
  });

  it('lets an admin go while another active admin remains', async () => {
    await asOwner(async (tx) => {
      await tx`update profiles set is_active = false where id = ${adminId}`;
      await expect(tx`update profiles set role = 'user' where id = ${secondAdminId}`).rejects.toThrow(LAST_ADMIN);
    });
  });

  it('two concurrent removals of the last two admins cannot both succeed', async () => {
    const sql = testSql();
    const [a, b] = await Promise.allSettled([
      sql.begin(async (tx) => {
        await tx`update profiles set is_active = false where id = ${adminId}`;
        await tx`select pg_sleep(0.2)`;
      }),
      sql.begin(async (tx) => {
        await tx`select pg_sleep(0.05)`;
        await tx`update profiles set is_active = false where id = ${secondAdminId}`;
      }),
    ]);
    try {
      expect([a.status, b.status].sort()).toEqual(['fulfilled', 'rejected']);
      const [row] = await sql<
        { n: number }[]
      >`select count(*)::int as n from profiles where role = 'admin' and is_active`;
      expect(row!.n).toBe(1);
    } finally {
      await sql`update profiles set is_active = true where id in (${adminId}, ${secondAdminId})`;
    }
  });
});

describe('storage buckets on Supabase', () => {
  it('keep public URLs but no listing policy once the migrations ran', async () => {
    const sql = testSql();
    const migration = (name: string) =>
      readFileSync(path.join(import.meta.dirname, '..', 'supabase', 'migrations', name), 'utf8');
    await sql
      .begin(async (tx) => {
        // A minimal stand-in for Supabase's storage schema, enough for the migrations to apply to.
        await tx.unsafe(`
        create schema storage;
        create table storage.buckets (id text primary key, name text, public boolean, file_size_limit bigint, allowed_mime_types text[]);
        create table storage.objects (id uuid primary key default gen_random_uuid(), bucket_id text, name text);
        alter table storage.objects enable row level security;`);
        await tx.unsafe(migration('20261121000200_storage.sql'));
        await tx.unsafe(migration('20261124030000_least_privilege.sql'));
        const policies = await tx<
          { cmd: string }[]
        >`select cmd from pg_policies where schemaname = 'storage' and tablename = 'objects' order by cmd`;
        expect(policies.map((p) => p.cmd)).not.toContain('SELECT');
        const buckets = await tx<{ id: string; public: boolean }[]>`select id, public from storage.buckets order by id`;
        expect(buckets).toEqual([
          { id: 'blog-images', public: true },
          { id: 'project-images', public: true },
        ]);
        throw new Rollback();
      })
      .catch((e) => {
        if (!(e instanceof Rollback)) throw e;
      });
  });
});

// The Supabase project layout: config.toml (sign-ups off, redirect URLs, French e-mail templates,
// the access-token hook), the preview seed (content, no credentials) and the migration history
// shared with the Supabase CLI (its statements, copied from supabase/cli pkg/migration/history.go,
// run against the real database since the CLI binary is not available here).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedUrl } from '@/db/embedded';
import { applyShim, listMigrations, migrate } from '@/db/migrate';
import { SEED_COUNTS } from '@/db/seed';
import { SEED_SQL_TABLES } from '@/db/seed/sql';
import { closeTestSql, testSql } from './support/db';

afterAll(closeTestSql);

const root = process.cwd();
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The small TOML subset config.toml uses: [tables], key = string | number | boolean | [strings]. */
function parseToml(text: string): Record<string, Record<string, unknown>> {
  const tables: Record<string, Record<string, unknown>> = { '': {} };
  let current = tables['']!;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!.replace(/\s+#.*$|^#.*$/, '').trim();
    if (!line) continue;
    const table = /^\[([^\]]+)\]$/.exec(line);
    if (table) {
      current = tables[table[1]!] ??= {};
      continue;
    }
    while (line.endsWith('[') || (line.includes('[') && !line.includes(']')))
      line += lines[++i]!.replace(/#.*$/, '').trim();
    const [, key, raw] = /^([A-Za-z0-9_]+)\s*=\s*(.+)$/.exec(line) ?? [];
    if (!key) throw new Error(`unreadable line: ${line}`);
    current[key] = JSON.parse(raw!.replace(/,\s*\]$/, ']'));
  }
  return tables;
}

describe('supabase/config.toml', () => {
  const config = parseToml(read('supabase/config.toml'));

  it('closes sign-ups: accounts come from an administrator', () => {
    expect(config.auth).toMatchObject({ enabled: true, enable_signup: false, enable_anonymous_sign_ins: false });
    expect(config['auth.email']).toMatchObject({ enable_signup: false });
    expect(config['auth.sms']).toMatchObject({ enable_signup: false });
  });

  it('allows redirects to the site, local runs and Vercel previews', () => {
    expect(config.auth!.site_url).toMatch(/^https?:\/\//);
    const urls = config.auth!.additional_redirect_urls as string[];
    expect(urls).toContain('http://localhost:3000/**');
    expect(urls.some((u) => /^https:\/\/\*-[a-z0-9-]+\.vercel\.app\/\*\*$/.test(u))).toBe(true);
  });

  it('sends French invitation and reset e-mails whose links go to /auth/confirm with token_hash and type', () => {
    for (const [type, title] of [
      ['invite', 'Choisir mon mot de passe'],
      ['recovery', 'Choisir un nouveau mot de passe'],
    ] as const) {
      const template = config[`auth.email.template.${type}`] as { subject: string; content_path: string };
      expect(template.subject).toMatch(/[a-zàâéèêîôû’]/i);
      const html = read(template.content_path); // relative to the repository root, as the CLI reads it
      expect(html).toContain('lang="fr"');
      expect(html).toContain(title);
      expect(html).toContain(`{{ .RedirectTo }}?token_hash={{ .TokenHash }}&amp;type=${type}`);
      expect(html).not.toContain('{{ .ConfirmationURL }}');
    }
  });

  it('enables the access-token hook on a function the migrations create and only the Auth server may run', async () => {
    const hook = config['auth.hook.custom_access_token'] as { enabled: boolean; uri: string };
    expect(hook.enabled).toBe(true);
    const [, schema, fn] = /^pg-functions:\/\/postgres\/([a-z_]+)\/([a-z_]+)$/.exec(hook.uri) ?? [];
    const [row] = await testSql()`
      select has_function_privilege('supabase_auth_admin', ${`${schema}.${fn}(jsonb)`}, 'execute') as auth,
             has_function_privilege('anon', ${`${schema}.${fn}(jsonb)`}, 'execute') as anon,
             has_function_privilege('authenticated', ${`${schema}.${fn}(jsonb)`}, 'execute') as authenticated`;
    expect(row).toEqual({ auth: true, anon: false, authenticated: false });
  });

  it('seeds preview branches from supabase/seed.sql', () => {
    expect(config['db.seed']).toMatchObject({ enabled: true, sql_paths: ['./seed.sql'] });
    expect(fs.existsSync(path.join(root, 'supabase', 'seed.sql'))).toBe(true);
  });
});

describe('supabase/seed.sql (preview branches)', () => {
  const seedSql = read('supabase/seed.sql');

  it('holds no account and no credential', () => {
    expect(seedSql).not.toMatch(/auth\.users|auth\.identities|profiles|encrypted_password|\$2[aby]\$|password/i);
  });

  it('applies cleanly on a migrated database, twice, with the demo content and no user', async () => {
    const sql = testSql();
    const session = await sql.reserve(); // the file is one transaction (begin … commit), as the CLI runs it
    try {
      await session.unsafe(seedSql);
      await session.unsafe(seedSql); // a re-run adds nothing
    } finally {
      session.release();
    }
    const count = async (table: string) =>
      (await sql.unsafe<{ n: number }[]>(`select count(*)::int as n from public.${table}`))[0]!.n;
    expect({
      categories: await count('categories'),
      projects: await count('projects'),
      projectImages: await count('project_images'),
      blogPosts: await count('blog_posts'),
      tutorials: await count('tutorials'),
    }).toEqual(SEED_COUNTS);
    expect(await count('profiles')).toBe(0);
    const [users] = await sql`select count(*)::int as n from auth.users`;
    expect(users!.n).toBe(0);
    // Search vectors are computed from the inserted text.
    const [found] =
      await sql`select count(*)::int as n from public.projects where search @@ websearch_to_tsquery('public.french_unaccent', 'magazine')`;
    expect(found!.n).toBeGreaterThan(0);
  });

  it('points every image at a stock picture that exists in public/', async () => {
    const urls = new Set(
      [...seedSql.matchAll(/"(?:main_image_url|image_url|thumbnail)":"([^"]+)"/g)].map((m) => m[1]!),
    );
    expect(urls.size).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toMatch(/^\/images\/defaults\/[a-z-]+\.jpg$/);
      expect(fs.existsSync(path.join(root, 'public', url))).toBe(true);
    }
    expect(SEED_SQL_TABLES.every((t) => seedSql.includes(`insert into public.${t} `))).toBe(true);
  });
});

describe('migration history shared with the Supabase CLI', () => {
  // supabase/cli pkg/migration/history.go, verbatim.
  const CLI = {
    CREATE_VERSION_SCHEMA: 'CREATE SCHEMA IF NOT EXISTS supabase_migrations',
    CREATE_VERSION_TABLE:
      'CREATE TABLE IF NOT EXISTS supabase_migrations.schema_migrations (version text NOT NULL PRIMARY KEY)',
    ADD_STATEMENTS_COLUMN:
      'ALTER TABLE supabase_migrations.schema_migrations ADD COLUMN IF NOT EXISTS statements text[]',
    ADD_NAME_COLUMN: 'ALTER TABLE supabase_migrations.schema_migrations ADD COLUMN IF NOT EXISTS name text',
    INSERT_MIGRATION_VERSION:
      'INSERT INTO supabase_migrations.schema_migrations(version, name, statements) VALUES($1, $2, $3)',
    SELECT_VERSION_TABLE:
      "SELECT version, coalesce(name, '') as name, statements FROM supabase_migrations.schema_migrations",
    LIST_MIGRATION_VERSION: 'SELECT version FROM supabase_migrations.schema_migrations ORDER BY version',
  };
  const createTable = [
    CLI.CREATE_VERSION_SCHEMA,
    CLI.CREATE_VERSION_TABLE,
    CLI.ADD_STATEMENTS_COLUMN,
    CLI.ADD_NAME_COLUMN,
  ];
  const columns = (sql: postgres.Sql) =>
    sql`select column_name, data_type, is_nullable, ordinal_position from information_schema.columns
        where table_schema = 'supabase_migrations' and table_name = 'schema_migrations' order by ordinal_position`;

  async function withBareDatabase(run: (sql: postgres.Sql) => Promise<void>) {
    const name = `vt_cli_${crypto.randomBytes(4).toString('hex')}`;
    const admin = postgres(embeddedUrl('postgres'), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const sql = postgres(embeddedUrl(name), { max: 1, onnotice: () => {} });
    try {
      await run(sql);
    } finally {
      await sql.end();
      await admin.unsafe(`drop database "${name}" with (force)`);
      await admin.end();
    }
  }

  it('npm run db:migrate skips what `supabase db push` applied and records the rest the way the CLI reads it', async () => {
    const all = listMigrations();
    expect(all.length).toBeGreaterThan(2);
    await withBareDatabase(async (sql) => {
      // `supabase db push` of the first two migrations (auth comes from Supabase; here, the shim).
      await applyShim(sql);
      for (const s of createTable) await sql.unsafe(s);
      for (const m of all.slice(0, 2)) {
        const body = fs.readFileSync(m.file, 'utf8');
        await sql.begin(async (tx) => {
          await tx.unsafe(body);
          await tx.unsafe(CLI.INSERT_MIGRATION_VERSION, [m.version, m.name, [body] as never]);
        });
      }
      const cliColumns = await columns(sql);

      const result = await migrate(sql);
      expect(result.skipped).toEqual(all.slice(0, 2).map((m) => m.version));
      expect(result.applied).toEqual(all.slice(2).map((m) => m.version));
      expect(await columns(sql)).toEqual(cliColumns);

      // What `supabase migration list` compares: every local version, in order, with its name.
      expect((await sql.unsafe(CLI.LIST_MIGRATION_VERSION)).map((r) => r.version)).toEqual(all.map((m) => m.version));
      const rows = await sql.unsafe<{ version: string; name: string; statements: string[] }[]>(
        CLI.SELECT_VERSION_TABLE,
      );
      for (const m of all) {
        const row = rows.find((r) => r.version === m.version);
        expect(row).toMatchObject({ name: m.name });
        expect(row!.statements.join(';\n')).toContain(fs.readFileSync(m.file, 'utf8').trim().split('\n')[0]);
      }
    });
  });

  it('the runner makes the same table as the CLI, which can then push on top of it', async () => {
    let cliColumns: unknown;
    await withBareDatabase(async (sql) => {
      for (const s of createTable) await sql.unsafe(s);
      cliColumns = await columns(sql);
    });
    await withBareDatabase(async (sql) => {
      await migrate(sql);
      expect(await columns(sql)).toEqual(cliColumns);
      const [pk] =
        await sql`select a.attname from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = 'supabase_migrations.schema_migrations'::regclass and i.indisprimary`;
      expect(pk!.attname).toBe('version');
      for (const s of createTable) await sql.unsafe(s); // the CLI's own setup accepts the runner's table
      await sql.unsafe(CLI.INSERT_MIGRATION_VERSION, ['29990101000000', 'from_cli', ['select 1'] as never]);
      const again = await migrate(sql, fs.mkdtempSync(path.join((await import('node:os')).tmpdir(), 'none-')));
      expect(again.applied).toEqual([]);
    });
  });

  it('upgrades a history table left by an older CLI (version column only)', async () => {
    await withBareDatabase(async (sql) => {
      await sql.unsafe(CLI.CREATE_VERSION_SCHEMA);
      await sql.unsafe(CLI.CREATE_VERSION_TABLE);
      await migrate(sql);
      const rows = await sql.unsafe<{ name: string }[]>(CLI.SELECT_VERSION_TABLE);
      expect(rows).toHaveLength(listMigrations().length);
      expect(rows.every((r) => r.name.length > 0)).toBe(true);
    });
  });
});
